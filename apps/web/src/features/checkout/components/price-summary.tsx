import type { OrderView } from '@lutong/shared';
import { peso, type DeliveryMode, type PriceSummary } from '../utils/checkout-form';

type PriceSummaryProps = {
  order: OrderView;
  summary: PriceSummary;
  mode: DeliveryMode;
  feeState: 'idle' | 'loading' | 'error' | 'ready';
};

/** spec buyer §2 Checkout price summary: the total as a range from total+5 to total+15. */
export function PriceSummaryCard({ order, summary, mode, feeState }: PriceSummaryProps) {
  const fee =
    mode === 'pickup'
      ? 'Free (pickup)'
      : feeState === 'loading'
        ? 'Getting a quote…'
        : summary.deliveryFee !== null && feeState === 'ready'
          ? peso(summary.deliveryFee)
          : feeState === 'error'
            ? 'Not available'
            : 'Enter your address';
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Your order</h2>
      <ul className="checkout-summary__lines">
        {order.dishList.map((line) => (
          <li key={line.dish.id}>
            <span>
              {line.quantity}× {line.dish.name}
            </span>
            <span>{peso(line.dish.promoPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__sums">
        <div>
          <dt>Food</dt>
          <dd data-testid="summary-food">{peso(summary.foodTotal)}</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd data-testid="summary-delivery">{fee}</dd>
        </div>
        {summary.rewardsApplied > 0 ? (
          <div className="checkout-summary__rewards">
            <dt>Rewards</dt>
            <dd data-testid="summary-rewards">−{peso(summary.rewardsApplied)}</dd>
          </div>
        ) : null}
        <div className="checkout-summary__total">
          <dt>Total</dt>
          <dd data-testid="summary-total">
            {peso(summary.range[0])} – {peso(summary.range[1])}
          </dd>
        </div>
      </dl>
      <p className="checkout-muted">
        The service fee is added when you pay: P5 for GCash or GrabPay, P15 for a card.
      </p>
    </section>
  );
}
