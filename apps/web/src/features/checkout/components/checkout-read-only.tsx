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
import { peso } from '../utils/checkout-form';

type CheckoutReadOnlyProps = { order: OrderView; chef: CheckoutChefView };

/**
 * Issue 19: an order past checkout (paid, answered by the chef, completed, cancelled) is shown as
 * it was placed, not as a form: its details, what it cost, and where to follow it.
 */
export function CheckoutReadOnly({ order, chef }: CheckoutReadOnlyProps) {
  const method = (order.paymentMethod ?? null) as PaymentMethod | null;
  const paid = order.payed && method ? chargeFor(order.total, method) : null;
  const payable = order.status === 'placed' && !order.payed && order.confirmed === true;
  const address = deliveryAddressText(order);
  return (
    <div className="order-layout" data-testid="checkout-read-only">
      <div className="order-layout__main">
        <section className="order-panel" aria-labelledby="checkout-done-title">
          <h2 id="checkout-done-title" className="order-panel__title">
            {order.payed ? 'This order is paid' : 'This order can no longer be changed'}
          </h2>
          <dl className="checkout-facts">
            <div>
              <dt>{order.deliveryMode === 'delivery' ? 'Delivery' : 'Pickup'}</dt>
              <dd data-testid="checkout-when">{buyerWindowText(order)}</dd>
            </div>
            {order.deliveryMode === 'delivery' ? (
              <div>
                <dt>Address</dt>
                <dd>{address}</dd>
              </div>
            ) : (
              <div>
                <dt>From</dt>
                <dd>
                  {displayName(chef.name)}
                  {chef.miniAddress ? `, ${chef.miniAddress}` : ''}
                </dd>
              </div>
            )}
            <div>
              <dt>For</dt>
              <dd>{order.name}</dd>
            </div>
            {order.note ? (
              <div>
                <dt>Note to the chef</dt>
                <dd>{order.note}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>
      <div className="order-layout__side">
        <OrderSummary order={order}>
          <div>
            <dt>Food</dt>
            <dd>{peso(order.foodTotal)}</dd>
          </div>
          <div>
            <dt>Delivery fee</dt>
            <dd>{order.deliveryMode === 'pickup' ? 'Free (pickup)' : peso(order.deliveryFee)}</dd>
          </div>
          {order.rewardsApplied > 0 ? (
            <div className="order-summary__rewards">
              <dt>Rewards</dt>
              <dd>−{peso(order.rewardsApplied)}</dd>
            </div>
          ) : null}
          {paid !== null ? (
            <div>
              <dt>Service fee</dt>
              <dd>{peso(paid - order.total)}</dd>
            </div>
          ) : null}
          <div className="order-summary__total">
            <dt>{paid !== null ? 'Total paid' : 'Total'}</dt>
            <dd data-testid="checkout-paid-total">{peso(paid ?? order.total)}</dd>
          </div>
        </OrderSummary>
        {payable ? (
          <Link className="btn btn--primary btn--block" to={paths.pay(order.id)}>
            PAY NOW
          </Link>
        ) : null}
        <Link
          className={`btn ${payable ? 'btn--secondary' : 'btn--primary'} btn--block`}
          to={paths.track(order.id)}
          data-testid="checkout-track"
        >
          TRACK THIS ORDER
        </Link>
        <Link className="btn btn--secondary btn--block" to={paths.orders()}>
          ALL MY ORDERS
        </Link>
      </div>
    </div>
  );
}
