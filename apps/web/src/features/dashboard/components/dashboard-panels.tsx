import { Link } from 'react-router';
import { messages, monthLabel, paths, payoutMessages } from '@lutong/shared';
import { useAmountDue, useHasPayoutDetails, useMonthlyRevenue } from '../api/get-money';
import { peso } from '../utils/dashboard-filters';

/** product §3.2: the two counters, Pending Orders and Orders for Checkout. */
export function Counters(props: { pending: number | null; checkout: number | null }) {
  return (
    <div className="dash-counters" id="tour-counters">
      <div className="dash-counter" data-testid="counter-pending">
        <span className="dash-counter__value">{props.pending ?? '…'}</span>
        <span className="dash-counter__label">Pending Orders</span>
      </div>
      <div className="dash-counter" data-testid="counter-checkout">
        <span className="dash-counter__value">{props.checkout ?? '…'}</span>
        <span className="dash-counter__label">Orders for Checkout</span>
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
  return (
    <section className="dash-money" aria-labelledby="money-title" id="tour-money">
      <h2 id="money-title" className="visually-hidden">
        Your money
      </h2>
      <div className="dash-money__figure" data-testid="monthly-revenue">
        <span className="dash-money__label">Monthly revenue</span>
        <span className="dash-money__value">
          {revenue.data ? peso(revenue.data.revenue) : revenue.isError ? '—' : '…'}
        </span>
        {revenue.data ? (
          <span className="dash-money__hint">
            {revenue.data.orders} {revenue.data.orders === 1 ? 'order' : 'orders'} in{' '}
            {monthLabel(revenue.data.month)}
          </span>
        ) : null}
      </div>
      <div className="dash-money__figure" data-testid="amount-due">
        <span className="dash-money__label">Digital amount due</span>
        <span className="dash-money__value">
          {due.data ? peso(due.data.due) : due.isError ? '—' : '…'}
        </span>
        {due.data ? (
          <span className="dash-money__hint">
            {peso(due.data.gross)} less 5% commission ({peso(due.data.commission)}), paid Monday
            evening
          </span>
        ) : null}
        <Link className="dash-money__link" to={paths.payouts()}>
          Payouts and statements
        </Link>
      </div>
      {hasDetails.data === false ? (
        <p className="dash-money__reminder" role="status" data-testid="payout-details-reminder">
          {payoutMessages.detailsMissing} <Link to={paths.payouts()}>Add payout details</Link>
        </p>
      ) : null}
    </section>
  );
}

/** product §3.2: a feedback contact box. */
export function FeedbackBox() {
  return (
    <aside className="dash-feedback" aria-labelledby="feedback-title" id="tour-feedback">
      <h2 id="feedback-title">Tell us what would help</h2>
      <p>
        Something missing on your dashboard, or an order that went wrong? Write to us and a real
        person from the team will get back to you.
      </p>
      <a
        className="btn btn--secondary"
        href={`mailto:${messages.supportContact}?subject=Dashboard%20feedback`}
      >
        Email {messages.supportContact}
      </a>
    </aside>
  );
}
