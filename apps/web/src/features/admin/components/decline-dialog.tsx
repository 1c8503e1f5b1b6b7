import { useId, useState } from 'react';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import type { StaffApplication } from '../api/applications';

type DeclineDialogProps = {
  application: StaffApplication | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string, onFailed: (message: string) => void) => void;
};

/** Declining needs a reason: the applicant reads it on /homechef and can apply again. */
export function DeclineDialog({ application, pending, onClose, onSubmit }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const problem = useTimedAlert();
  const textareaId = useId();
  const formId = useId();
  const { t } = useTexts('admin');
  const { t: rule } = useTexts('sellerRules');

  const submit = () => {
    if (pending) return;
    const text = reason.trim();
    if (!text) {
      problem.show(rule('declineReasonRequired'), 'error');
      return;
    }
    onSubmit(text, (message) => problem.show(message, 'error'));
  };

  return (
    <SheetDialog
      open={application !== null}
      onClose={onClose}
      title={t('declineTitle')}
      testId="decline-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            pending={pending}
            pendingLabel={t('declining')}
          >
            {t('declineTitle')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>
          {t('applicant')} <strong>{application?.payload.name || application?.user.email}</strong>
        </p>
        <label className="field__label" htmlFor={textareaId}>
          {t('declineReason')}
        </label>
        <textarea
          id={textareaId}
          className="admin-textarea"
          rows={4}
          maxLength={1000}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <AlertBanner alert={problem.alert} onDismiss={problem.dismiss} />
      </form>
    </SheetDialog>
  );
}
