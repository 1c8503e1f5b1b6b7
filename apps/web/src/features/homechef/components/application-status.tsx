import { Link } from 'react-router';
import { kindOf, paths } from '@lutong/shared';
import { Button } from '../../../components/button';
import type { MyApplication } from '../api/get-application';
import { applicationDate } from '../utils/application-draft';

const kindWords = { cook: 'Home cook', baker: 'Baker', pantry: 'Pantry supplier' } as const;

/** What was sent, so the applicant can check it while they wait. */
function SentSummary({ application }: { application: MyApplication }) {
  const sent = application.payload;
  const kind = kindOf({ cook: !!sent.cook, baker: !!sent.baker, pantry: !!sent.pantry });
  const picks = [...(sent.cuisine ?? []), ...(sent.pantryA ?? [])];
  return (
    <dl className="hc-status__facts">
      <div>
        <dt>Sent on</dt>
        <dd>{applicationDate(application.createdAt)}</dd>
      </div>
      <div>
        <dt>Selling as</dt>
        <dd>
          {kindWords[kind]}
          {picks.length > 0 ? ` · ${picks.join(', ')}` : ''}
        </dd>
      </div>
      {sent.email ? (
        <div>
          <dt>We will write to</dt>
          <dd>{sent.email}</dd>
        </div>
      ) : null}
    </dl>
  );
}

type StatusProps = { application: MyApplication; onApplyAgain: () => void };

/** A signed-in applicant's application, in place of an empty form (product §6 Application). */
export function ApplicationStatus({ application, onApplyAgain }: StatusProps) {
  if (application.status === 'declined') {
    return (
      <section className="card hc-status hc-status--declined" data-testid="application-status">
        <h2>Your application was not approved</h2>
        <p>
          Staff looked at the application you sent on {applicationDate(application.createdAt)}
          {application.decidedAt
            ? ` and answered on ${applicationDate(application.decidedAt)}`
            : ''}
          .
        </p>
        {application.reason ? (
          <blockquote className="hc-status__reason" data-testid="application-reason">
            {application.reason}
          </blockquote>
        ) : null}
        <p>You are welcome to apply again once you have looked at the reason above.</p>
        <Button onClick={onApplyAgain}>Apply again</Button>
      </section>
    );
  }
  if (application.status === 'approved') {
    return (
      <section className="card hc-status" data-testid="application-status">
        <h2>Your application was approved</h2>
        <p>Welcome to Lutong Bahay! Set up your menu so buyers can start ordering.</p>
        <Link className="btn btn--primary" to={paths.myMenu()}>
          Go to My Menu
        </Link>
      </section>
    );
  }
  return (
    <section className="card hc-status" data-testid="application-status">
      <h2>Your application is under review</h2>
      <p>
        Thank you for applying. Our team reviews every form, then arranges the taste test and the
        safety clearance by email.
      </p>
      <SentSummary application={application} />
    </section>
  );
}

/** A chef already sells: the form is not for them (the server refuses it with 409). */
export function AlreadySellerNote() {
  return (
    <section className="card hc-status" data-testid="homechef-chef-note">
      <h2>You are already a seller</h2>
      <p>Your menu, dishes and cooking days are all in My Menu.</p>
      <Link className="btn btn--primary" to={paths.myMenu()}>
        Go to My Menu
      </Link>
    </section>
  );
}
