import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { Button } from '../../../components/button';
import type { StaffApplication } from '../api/applications';
import {
  applicationFlags,
  applicationKind,
  externalHref,
  listOrNone,
  phoneShown,
  staffDate,
} from '../utils/admin-format';

type ApplicationCardProps = {
  application: StaffApplication;
  /** Which request runs for this card, if any: its buttons wait for it. */
  busy: 'approve' | 'decline' | null;
  onApprove: () => void;
  onDecline: () => void;
};

function SocialLink({ raw }: { raw: string | null | undefined }) {
  if (!raw?.trim()) return <>—</>;
  const href = externalHref(raw);
  if (!href) return <>{raw}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {raw}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** One seller application with everything staff need to decide on it. */
export function ApplicationCard({ application, busy, onApprove, onDecline }: ApplicationCardProps) {
  const sent = application.payload;
  const facts: [string, ReactNode][] = [
    [
      'Account',
      `${application.user.email}${application.user.name ? ` (${application.user.name})` : ''}`,
    ],
    ['Email on form', sent.email],
    ['Phone', phoneShown(sent.phone)],
    ['Address', sent.address],
    ['ZIP code', sent.zipCode],
    ...(application.located === false
      ? [['On the map', 'Address not found: check it with the applicant'] as [string, string]]
      : []),
    ['Sells as', applicationKind(sent)],
    ['Cuisines', listOrNone(sent.cuisine)],
    ...(sent.pantry ? [['Pantry categories', listOrNone(sent.pantryA)] as [string, string]] : []),
    ['Flags', applicationFlags(sent).join(' · ')],
    ['Social media', <SocialLink key="social" raw={sent.socialMedia} />],
    ['Sent on', staffDate(application.createdAt)],
  ];
  if (application.decidedAt) facts.push(['Decided on', staffDate(application.decidedAt)]);

  return (
    <article className="admin-card" data-testid="admin-application">
      <header className="admin-card__head">
        <h2 className="admin-card__title">{sent.name || application.user.name || 'Applicant'}</h2>
        <span className={`admin-status admin-status--${application.status}`}>
          {application.status}
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
          <strong>Reason given:</strong> {application.reason}
        </p>
      ) : null}
      {application.status === 'pending' ? (
        <div className="admin-card__actions">
          <Button
            onClick={onApprove}
            pending={busy === 'approve'}
            pendingLabel="Approving…"
            disabled={busy !== null}
          >
            Approve
          </Button>
          <Button variant="danger" onClick={onDecline} disabled={busy !== null}>
            Decline
          </Button>
        </div>
      ) : null}
      {application.status === 'approved' ? (
        <p className="admin-card__link">
          <Link to={paths.menu(application.user.id)}>Open their menu page</Link>
        </p>
      ) : null}
    </article>
  );
}
