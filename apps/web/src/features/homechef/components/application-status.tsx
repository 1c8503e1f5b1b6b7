import { Link } from 'react-router';
import { kindOf, paths } from '@lutong/shared';
import { Button } from '../../../components/button';
import { useTexts } from '../../../i18n/use-texts';
import type { MyApplication } from '../api/get-application';
import { applicationDate } from '../utils/application-draft';

const kindWords = { cook: 'kindCook', baker: 'kindBaker', pantry: 'kindPantry' } as const;

/** What was sent, so the applicant can check it while they wait. */
function SentSummary({ application }: { application: MyApplication }) {
  const sent = application.payload;
  const kind = kindOf({ cook: !!sent.cook, baker: !!sent.baker, pantry: !!sent.pantry });
  const picks = [...(sent.cuisine ?? []), ...(sent.pantryA ?? [])];
  const { t } = useTexts('homechef');
  return (
    <dl className="hc-status__facts">
      <div>
        <dt>{t('sentOn')}</dt>
        <dd>{applicationDate(application.createdAt)}</dd>
      </div>
      <div>
        <dt>{t('sellingAs')}</dt>
        <dd>
          {t(kindWords[kind])}
          {picks.length > 0 ? ` · ${picks.join(', ')}` : ''}
        </dd>
      </div>
      {sent.email ? (
        <div>
          <dt>{t('writeTo')}</dt>
          <dd>{sent.email}</dd>
        </div>
      ) : null}
    </dl>
  );
}

type StatusProps = { application: MyApplication; onApplyAgain: () => void };

/** A signed-in applicant's application, in place of an empty form (product §6 Application). */
export function ApplicationStatus({ application, onApplyAgain }: StatusProps) {
  const { t } = useTexts('homechef');
  if (application.status === 'declined') {
    return (
      <section className="card hc-status hc-status--declined" data-testid="application-status">
        <h2>{t('declinedTitle')}</h2>
        <p>
          {application.decidedAt
            ? t('declinedBodyAnswered', {
                sent: applicationDate(application.createdAt),
                answered: applicationDate(application.decidedAt),
              })
            : t('declinedBody', { sent: applicationDate(application.createdAt) })}
        </p>
        {application.reason ? (
          <blockquote className="hc-status__reason" data-testid="application-reason">
            {application.reason}
          </blockquote>
        ) : null}
        <p>{t('applyAgainNote')}</p>
        <Button onClick={onApplyAgain}>{t('applyAgain')}</Button>
      </section>
    );
  }
  if (application.status === 'approved') {
    return (
      <section className="card hc-status" data-testid="application-status">
        <h2>{t('approvedTitle')}</h2>
        <p>{t('approvedBody')}</p>
        <Link className="btn btn--primary" to={paths.myMenu()}>
          {t('goToMyMenu')}
        </Link>
      </section>
    );
  }
  return (
    <section className="card hc-status" data-testid="application-status">
      <h2>{t('reviewTitle')}</h2>
      <p>{t('reviewBody')}</p>
      <SentSummary application={application} />
    </section>
  );
}

/** A chef already sells: the form is not for them (the server refuses it with 409). */
export function AlreadySellerNote() {
  const { t } = useTexts('homechef');
  return (
    <section className="card hc-status" data-testid="homechef-chef-note">
      <h2>{t('alreadySeller')}</h2>
      <p>{t('alreadySellerBody')}</p>
      <Link className="btn btn--primary" to={paths.myMenu()}>
        {t('goToMyMenu')}
      </Link>
    </section>
  );
}
