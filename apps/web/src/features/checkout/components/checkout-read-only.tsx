import { Link } from 'react-router';
import {
  displayName,
  buyerWindowText,
  deliveryAddressText,
  chargeFor,
  paths,
  type CheckoutChefView,
  type OrderView,
  type PaymentMethod,
} from '@lutong/shared';
import { OrderSummary } from '../../../components/order-summary';
import { useTexts } from '../../../i18n/use-texts';
import { peso } from '../utils/checkout-form';

type CheckoutReadOnlyProps = { order: OrderView; chef: CheckoutChefView };

/**
 * Issue 19: an order past checkout (paid, answered by the chef, completed, cancelled) is shown as
 * it was placed, not as a form: its details, what it cost, and where to follow it.
 */
export function CheckoutReadOnly({ order, chef }: CheckoutReadOnlyProps) {
  const { t, locale } = useTexts('checkout');
  const method = (order.paymentMethod ?? null) as PaymentMethod | null;
  const paid = order.payed && method ? chargeFor(order.total, method) : null;
  const payable = order.status === 'placed' && !order.payed && order.confirmed === true;
  const address = deliveryAddressText(order);
  return (
    <div className="order-layout" data-testid="checkout-read-only">
      <div className="order-layout__main">
        <section className="order-panel" aria-labelledby="checkout-done-title">
          <h2 id="checkout-done-title" className="order-panel__title">
            {order.payed ? t('orderPaid') : t('orderLocked')}
          </h2>
          <dl className="checkout-facts">
            <div>
              <dt>{order.deliveryMode === 'delivery' ? t('modeDelivery') : t('modePickup')}</dt>
              <dd data-testid="checkout-when">{buyerWindowText(order, locale)}</dd>
            </div>
            {order.deliveryMode === 'delivery' ? (
              <div>
                <dt>{t('address')}</dt>
                <dd>{address}</dd>
              </div>
            ) : (
              <div>
                <dt>{t('from')}</dt>
                <dd>
                  {displayName(chef.name)}
                  {chef.miniAddress ? `, ${chef.miniAddress}` : ''}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('for')}</dt>
              <dd>{order.name}</dd>
            </div>
            {order.note ? (
              <div>
                <dt>{t('noteToChefShort')}</dt>
                <dd>{order.note}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>
      <div className="order-layout__side">
        <OrderSummary order={order}>
          <div>
            <dt>{t('food')}</dt>
            <dd>{peso(order.foodTotal)}</dd>
          </div>
          <div>
            <dt>{t('deliveryFee')}</dt>
            <dd>{order.deliveryMode === 'pickup' ? t('freePickup') : peso(order.deliveryFee)}</dd>
          </div>
          {order.rewardsApplied > 0 ? (
            <div className="order-summary__rewards">
              <dt>{t('rewards')}</dt>
              <dd>−{peso(order.rewardsApplied)}</dd>
            </div>
          ) : null}
          {paid !== null ? (
            <div>
              <dt>{t('serviceFee')}</dt>
              <dd>{peso(paid - order.total)}</dd>
            </div>
          ) : null}
          <div className="order-summary__total">
            <dt>{paid !== null ? t('totalPaid') : t('total')}</dt>
            <dd data-testid="checkout-paid-total">{peso(paid ?? order.total)}</dd>
          </div>
        </OrderSummary>
        {payable ? (
          <Link className="btn btn--primary btn--block" to={paths.pay(order.id)}>
            {t('payNow')}
          </Link>
        ) : null}
        <Link
          className={`btn ${payable ? 'btn--secondary' : 'btn--primary'} btn--block`}
          to={paths.track(order.id)}
          data-testid="checkout-track"
        >
          {t('trackOrder')}
        </Link>
        <Link className="btn btn--secondary btn--block" to={paths.orders()}>
          {t('allOrders')}
        </Link>
      </div>
    </div>
  );
}
