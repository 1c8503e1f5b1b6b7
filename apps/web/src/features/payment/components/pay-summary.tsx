import type { OrderView, PaymentMethod } from '@lutong/shared';
import { checkoutTotalRange, SERVICE_FEES } from '@lutong/shared';
import { OrderSummary } from '../../../components/order-summary';
import { useTexts } from '../../../i18n/use-texts';
import { methodChoices, payAmounts, peso } from '../utils/payment-flow';

type PaySummaryProps = { order: OrderView; method: PaymentMethod | null };

/** product §11: food, delivery fee, rewards and the chosen method's service fee, then the total. */
export function PaySummary({ order, method }: PaySummaryProps) {
  const { t } = useTexts('payment');
  const amounts = method ? payAmounts(order, method) : null;
  const label = methodChoices.find((choice) => choice.method === method)?.label;
  return (
    <OrderSummary order={order} testId="pay-summary">
      <div>
        <dt>{t('food')}</dt>
        <dd data-testid="pay-food">{peso(order.foodTotal)}</dd>
      </div>
      <div>
        <dt>{t('deliveryFee')}</dt>
        <dd data-testid="pay-delivery">
          {order.deliveryMode === 'pickup' ? t('freePickup') : peso(order.deliveryFee)}
        </dd>
      </div>
      {order.rewardsApplied > 0 ? (
        <div className="order-summary__rewards">
          <dt>{t('rewards')}</dt>
          <dd data-testid="pay-rewards">−{peso(order.rewardsApplied)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{label ? t('serviceFeeFor', { method: label }) : t('serviceFee')}</dt>
        <dd data-testid="pay-service-fee">
          {amounts
            ? peso(amounts.serviceFee)
            : `${peso(SERVICE_FEES.gcash)} – ${peso(SERVICE_FEES.visa)}`}
        </dd>
      </div>
      <div className="order-summary__total">
        <dt>{amounts ? t('toPay') : t('total')}</dt>
        <dd data-testid="pay-total">
          {amounts ? peso(amounts.total) : checkoutTotalRange(order.total).map(peso).join(' – ')}
        </dd>
      </div>
    </OrderSummary>
  );
}
