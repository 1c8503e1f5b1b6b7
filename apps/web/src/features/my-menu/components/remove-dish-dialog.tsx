import type { MenuDish } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { SheetDialog } from '../../../components/sheet-dialog';
import type { TimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';

type RemoveDishDialogProps = {
  dish: MenuDish | null;
  pending: boolean;
  alert: TimedAlert | null;
  onDismissAlert: () => void;
  onClose: () => void;
  onConfirm: () => void;
};

/** product §3.3: removing a dish is confirmed first. */
export function RemoveDishDialog({
  dish,
  pending,
  alert,
  onDismissAlert,
  onClose,
  onConfirm,
}: RemoveDishDialogProps) {
  const { t } = useTexts('myMenu');
  return (
    <SheetDialog
      open={dish !== null}
      onClose={onClose}
      title={t('removeTitle')}
      testId="remove-dish-dialog"
      footer={
        <div className="my-menu-dialog__buttons">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('keepIt')}
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            pending={pending}
            pendingLabel={t('removing')}
          >
            {t('removeDish')}
          </Button>
        </div>
      }
    >
      <AlertBanner alert={alert} onDismiss={onDismissAlert} />
      <p>
        <strong>{dish?.name}</strong> {t('removeBody')}
      </p>
    </SheetDialog>
  );
}
