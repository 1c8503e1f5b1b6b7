import { useId, useState } from 'react';
import { applicationStatuses, type ApplicationStatus } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import {
  useApplications,
  useApproveApplication,
  useDeclineApplication,
  type StaffApplication,
} from '../api/applications';
import { ApplicationCard } from './application-card';
import { DeclineDialog } from './decline-dialog';
import { QueryError } from './query-error';

const statusLabels = {
  pending: 'statusPending',
  approved: 'statusApproved',
  declined: 'statusDeclined',
} as const satisfies Record<ApplicationStatus, string>;

const countTexts = {
  pending: 'countPending',
  approved: 'countApproved',
  declined: 'countDeclined',
} as const satisfies Record<ApplicationStatus, string>;

const emptyTexts = {
  pending: 'emptyPending',
  approved: 'emptyApproved',
  declined: 'emptyDeclined',
} as const satisfies Record<ApplicationStatus, string>;

/** Seller applications by status, with Approve and Decline (a reason required) for pending ones. */
export function ApplicationsPanel() {
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [declining, setDeclining] = useState<StaffApplication | null>(null);
  const applications = useApplications(status);
  const approve = useApproveApplication();
  const decline = useDeclineApplication();
  const notice = useTimedAlert();
  const filterId = useId();
  const { t } = useTexts('admin');
  const { t: rule } = useTexts('sellerRules');

  const busyFor = (id: string) => {
    if (approve.isPending && approve.variables === id) return 'approve';
    if (decline.isPending && decline.variables?.id === id) return 'decline';
    return null;
  };

  const onApprove = (application: StaffApplication) => {
    if (approve.isPending) return;
    approve.mutate(application.id, {
      onSuccess: () => notice.show(rule('approved'), 'success'),
      onError: (error) => notice.show(error.message, 'error'),
    });
  };

  const onDecline = (reason: string, onFailed: (message: string) => void) => {
    if (!declining || decline.isPending) return;
    decline.mutate(
      { id: declining.id, reason },
      {
        onSuccess: () => {
          setDeclining(null);
          notice.show(rule('declined'), 'success');
        },
        onError: (error) => onFailed(error.message),
      },
    );
  };

  const list = applications.data ?? [];
  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <label className="admin-select" htmlFor={filterId}>
          <span>{t('show')}</span>
          <select
            id={filterId}
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          >
            {applicationStatuses.map((s) => (
              <option key={s} value={s}>
                {t(statusLabels[s])}
              </option>
            ))}
          </select>
        </label>
        {applications.data ? (
          <p className="admin-count" aria-live="polite">
            {t(countTexts[status], { count: list.length })}
          </p>
        ) : null}
      </div>
      <AlertBanner alert={notice.alert} onDismiss={notice.dismiss} />
      <QueryError error={applications.error} />
      {applications.isPending ? (
        <PalayokLoader label={t('loadingApplications')} />
      ) : list.length === 0 ? (
        <p className="admin-empty">{t(emptyTexts[status])}</p>
      ) : (
        <div className="admin-list" aria-busy={applications.isFetching || undefined}>
          {list.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              busy={busyFor(application.id)}
              onApprove={() => onApprove(application)}
              onDecline={() => setDeclining(application)}
            />
          ))}
        </div>
      )}
      <DeclineDialog
        key={declining?.id ?? 'none'}
        application={declining}
        pending={decline.isPending}
        onClose={() => setDeclining(null)}
        onSubmit={onDecline}
      />
    </div>
  );
}
