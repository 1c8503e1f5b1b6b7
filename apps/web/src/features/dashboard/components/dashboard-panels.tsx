import { Link } from 'react-router';
import { monthLabel, paths } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { useAmountDue, useHasPayoutDetails, useMonthlyRevenue } from '../api/get-money';
import { peso } from '../utils/dashboard-filters';

/** product §3.2: the two counters, Pending Orders and Orders for Checkout. */
export function Counters(props: { pending: number | null; checkout: number | null }) {
  const { t } = useTexts('dashboard');
  return (
    <div className="dash-counters" id="tour-counters">
      <div className="dash-counter" data-testid="counter-pending">
        <span className="dash-counter__value">{props.pending ?? '…'}</span>
        <span className="dash-counter__label">{t('pendingOrders')}</span>
      </div>
      <div className="dash-counter" data-testid="counter-checkout">
        <span className="dash-counter__value">{props.checkout ?? '…'}</span>
        <span className="dash-counter__label">{t('checkoutOrders')}</span>
      </div>
    </div>
  );
}

/**
 * product §3.2: monthly revenue and the digital amount due (their layout is not shown; ours
 * is two figures with what they count). Due is what Monday's payout owes, after the 5% commission.
 */
export function MoneyPanel() {
  const revenue = useMonthlyRevenue();
  const due = useAmountDue();
  const hasDetails = useHasPayoutDetails();
  const { t, locale } = useTexts('dashboard');
  const { t: rule } = useTexts('payoutRules');
  return (
    <section className="dash-money" aria-labelledby="money-title" id="tour-money">
      <h2 id="money-title" className="visually-hidden">
        {t('yourMoney')}
      </h2>
      <div className="dash-money__figure" data-testid="monthly-revenue">
        <span className="dash-money__label">{t('monthlyRevenue')}</span>
        <span className="dash-money__value">
          {revenue.data ? peso(revenue.data.revenue) : revenue.isError ? '—' : '…'}
        </span>
        {revenue.data ? (
          <span className="dash-money__hint">
            {t('ordersInMonth', {
              count: revenue.data.orders,
              month: monthLabel(revenue.data.month, locale),
            })}
          </span>
        ) : null}
      </div>
      <div className="dash-money__figure" data-testid="amount-due">
        <span className="dash-money__label">{t('amountDue')}</span>
        <span className="dash-money__value">
          {due.data ? peso(due.data.due) : due.isError ? '—' : '…'}
        </span>
        {due.data ? (
          <span className="dash-money__hint">
            {t('amountDueHint', {
              gross: peso(due.data.gross),
              commission: peso(due.data.commission),
            })}
          </span>
        ) : null}
        <Link className="dash-money__link" to={paths.payouts()}>
          {t('payoutsLink')}
        </Link>
      </div>
      {hasDetails.data === false ? (
        <p className="dash-money__reminder" role="status" data-testid="payout-details-reminder">
          {rule('detailsMissing')} <Link to={paths.payouts()}>{t('addPayoutDetails')}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** product §3.2: a feedback contact box. */
export function FeedbackBox() {
  const { t } = useTexts('dashboard');
  const { t: m } = useTexts('messages');
  const support = m('supportContact');
  return (
    <aside className="dash-feedback" aria-labelledby="feedback-title" id="tour-feedback">
      <h2 id="feedback-title">{t('feedbackTitle')}</h2>
      <p>{t('feedbackBody')}</p>
      <a
        className="btn btn--secondary"
        href={`mailto:${support}?subject=${encodeURIComponent(t('feedbackSubject'))}`}
      >
        {t('emailUs', { address: support })}
      </a>
    </aside>
  );
}
