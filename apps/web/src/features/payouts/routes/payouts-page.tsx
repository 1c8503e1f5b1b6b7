import { formatCentavos, payoutDateText } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTexts } from '../../../i18n/use-texts';
import { usePayoutsOverview } from '../api/get-payouts';
import { usePayoutDetails } from '../api/payout-details';
import { PastPayouts } from '../components/past-payouts';
import { PayoutDetailsForm } from '../components/payout-details-form';
import { StatementTable } from '../components/statement-table';
import '../components/payouts.css';

// Issue 19 (decision 022): the chef's payouts page (/payouts, chef only). Commission 5%, paid
// weekly on Monday around 8pm (product §1 and §11).
export function PayoutsPage() {
  const overview = usePayoutsOverview();
  const details = usePayoutDetails();
  const { t, locale } = useTexts('payouts');
  const { t: rule } = useTexts('payoutRules');
  const data = overview.data;
  return (
    <section className="page payouts-page" data-testid="payouts-page">
      <title>{t('pageTitle')}</title>
      <header className="payouts-page__head">
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
      </header>
      {overview.isError ? (
        <AlertBanner alert={{ id: 0, message: overview.error.message, tone: 'error' }} />
      ) : null}
      {data && !data.hasDetails ? (
        <p className="payouts-reminder" role="status" data-testid="payouts-reminder">
          {rule('detailsMissing')} <a href="#payout-details">{t('addPayoutDetails')}</a>
        </p>
      ) : null}
      {data ? (
        <section className="payouts-card payouts-next" aria-labelledby="payouts-next-title">
          <h2 id="payouts-next-title">
            {/* worded here in the page's language, so a switch of language re-words it at once */}
            {t('nextPayout', { when: payoutDateText(new Date(data.nextPayoutAt), locale) })}
          </h2>
          <p>
            {t('notYetPaid')}{' '}
            <strong className="payouts-amount" data-testid="upcoming-net">
              {formatCentavos(data.upcoming.totals.net)}
            </strong>
          </p>
          {data.upcoming.lines.length > 0 ? (
            <StatementTable
              lines={data.upcoming.lines}
              totals={data.upcoming.totals}
              caption={t('notYetPaidCaption')}
              testId="upcoming-statement"
            />
          ) : (
            <p className="payouts-note">{t('noPaidOrders')}</p>
          )}
        </section>
      ) : (
        <p className="payouts-note">{t('loading')}</p>
      )}
      <section aria-labelledby="payouts-past-title">
        <h2 id="payouts-past-title">{t('pastPayouts')}</h2>

        {data ? <PastPayouts payouts={data.payouts} /> : null}
      </section>
      {details.isSuccess ? <PayoutDetailsForm saved={details.data} /> : null}
    </section>
  );
}
