import type { OrderView } from '@lutong/shared';
import { OrderSummary } from '../../../components/order-summary';
import { peso, type DeliveryMode, type PriceSummary } from '../utils/checkout-form';

type PriceSummaryProps = {
  order: OrderView;
  /** the server's quote; null until it answers */
  summary: PriceSummary | null;
  mode: DeliveryMode;
  feeState: 'idle' | 'loading' | 'error' | 'ready';
};

const PENDING = '…';

/** product §2.7 Checkout price summary: the total as a range from total+5 to total+15. */
export function PriceSummaryCard({ order, summary, mode, feeState }: PriceSummaryProps) {
  const fee =
    mode === 'pickup'
      ? 'Free (pickup)'
      : feeState === 'loading'
        ? 'Getting a quote…'
        : summary && summary.deliveryFee !== null && feeState === 'ready'
          ? peso(summary.deliveryFee)
          : feeState === 'error'
            ? 'Not available'
            : 'Enter your address';
  return (
    <OrderSummary
      order={order}
      footer={
        <p className="order-muted">
          The service fee is added when you pay: P5 for GCash or GrabPay, P15 for a card.
        </p>
      }
    >
      <div>
        <dt>Food</dt>
        <dd data-testid="summary-food">{summary ? peso(summary.foodTotal) : PENDING}</dd>
      </div>
      <div>
        <dt>Delivery fee</dt>
        <dd data-testid="summary-delivery">{fee}</dd>
      </div>
      {summary && summary.rewardsApplied > 0 ? (
        <div className="order-summary__rewards">
          <dt>Rewards</dt>
          <dd data-testid="summary-rewards">−{peso(summary.rewardsApplied)}</dd>
        </div>
      ) : null}
      <div className="order-summary__total">
        <dt>Total</dt>
        <dd data-testid="summary-total">
          {summary ? `${peso(summary.range[0])} – ${peso(summary.range[1])}` : PENDING}
        </dd>
      </div>
    </OrderSummary>
  );
}
