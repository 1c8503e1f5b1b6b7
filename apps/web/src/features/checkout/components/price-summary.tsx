import type { OrderView } from '@lutong/shared';
import { OrderSummary } from '../../../components/order-summary';
import { useTexts } from '../../../i18n/use-texts';
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
  const { t } = useTexts('checkout');
  const fee =
    mode === 'pickup'
      ? t('freePickup')
      : feeState === 'loading'
        ? t('gettingQuote')
        : summary && summary.deliveryFee !== null && feeState === 'ready'
          ? peso(summary.deliveryFee)
          : feeState === 'error'
            ? t('notAvailable')
            : t('enterAddress');
  return (
    <OrderSummary order={order} footer={<p className="order-muted">{t('serviceFeeNote')}</p>}>
      <div>
        <dt>{t('food')}</dt>
        <dd data-testid="summary-food">{summary ? peso(summary.foodTotal) : PENDING}</dd>
      </div>
      <div>
        <dt>{t('deliveryFee')}</dt>
        <dd data-testid="summary-delivery">{fee}</dd>
      </div>
      {summary && summary.rewardsApplied > 0 ? (
        <div className="order-summary__rewards">
          <dt>{t('rewards')}</dt>
          <dd data-testid="summary-rewards">−{peso(summary.rewardsApplied)}</dd>
        </div>
      ) : null}
      <div className="order-summary__total">
        <dt>{t('total')}</dt>
        <dd data-testid="summary-total">
          {summary ? `${peso(summary.range[0])} – ${peso(summary.range[1])}` : PENDING}
        </dd>
      </div>
    </OrderSummary>
  );
}
