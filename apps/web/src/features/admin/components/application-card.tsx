import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { Button } from '../../../components/button';
import { useTexts } from '../../../i18n/use-texts';
import type { StaffApplication } from '../api/applications';
import {
  applicationFlags,
  applicationKind,
  externalHref,
  listOrNone,
  phoneShown,
  staffDate,
} from '../utils/admin-format';

const statusWords = {
  pending: 'statusPending',
  approved: 'statusApproved',
  declined: 'statusDeclined',
} as const satisfies Record<StaffApplication['status'], string>;

type ApplicationCardProps = {
  application: StaffApplication;
  /** Which request runs for this card, if any: its buttons wait for it. */
  busy: 'approve' | 'decline' | null;
  onApprove: () => void;
  onDecline: () => void;
};

function SocialLink({ raw }: { raw: string | null | undefined }) {
  const { t } = useTexts('admin');
  if (!raw?.trim()) return <>—</>;
  const href = externalHref(raw);
  if (!href) return <>{raw}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {raw}
      <span className="visually-hidden">{t('opensInNewTab')}</span>
    </a>
  );
}

/** One seller application with everything staff need to decide on it. */
export function ApplicationCard({ application, busy, onApprove, onDecline }: ApplicationCardProps) {
  const sent = application.payload;
  const { t, locale } = useTexts('admin');
  const facts: [string, ReactNode][] = [
    [
      t('factAccount'),
      `${application.user.email}${application.user.name ? ` (${application.user.name})` : ''}`,
    ],
    [t('factEmailOnForm'), sent.email],
    [t('factPhone'), phoneShown(sent.phone)],
    [t('factAddress'), sent.address],
    [t('factZip'), sent.zipCode],
    ...(application.located === false
      ? [[t('factOnMap'), t('addressNotFound')] as [string, string]]
      : []),
    [t('factSellsAs'), applicationKind(sent, t)],
    [t('factCuisines'), listOrNone(sent.cuisine, t)],
    ...(sent.pantry ? [[t('factPantry'), listOrNone(sent.pantryA, t)] as [string, string]] : []),
    [t('factFlags'), applicationFlags(sent, t).join(' · ')],
    [t('factSocial'), <SocialLink key="social" raw={sent.socialMedia} />],
    [t('factSentOn'), staffDate(application.createdAt, locale)],
  ];
  if (application.decidedAt)
    facts.push([t('factDecidedOn'), staffDate(application.decidedAt, locale)]);

  return (
    <article className="admin-card" data-testid="admin-application">
      <header className="admin-card__head">
        <h2 className="admin-card__title">
          {sent.name || application.user.name || t('applicantFallback')}
        </h2>
        <span className={`admin-status admin-status--${application.status}`}>
          {t(statusWords[application.status])}
        </span>
      </header>
      <dl className="admin-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {application.reason ? (
        <p className="admin-card__reason">
          <strong>{t('reasonGiven')}</strong> {application.reason}
        </p>
      ) : null}
      {application.status === 'pending' ? (
        <div className="admin-card__actions">
          <Button
            onClick={onApprove}
            pending={busy === 'approve'}
            pendingLabel={t('approving')}
            disabled={busy !== null}
          >
            {t('approve')}
          </Button>
          <Button variant="danger" onClick={onDecline} disabled={busy !== null}>
            {t('decline')}
          </Button>
        </div>
      ) : null}
      {application.status === 'approved' ? (
        <p className="admin-card__link">
          <Link to={paths.menu(application.user.id)}>{t('openMenuPage')}</Link>
        </p>
      ) : null}
    </article>
  );
}
