import { Link } from 'react-router';
import {
  trackingText,
  buyerWindowText,
  displayName,
  orderDayText,
  orderNumberText,
  paths,
  type OrderView,
} from '@lutong/shared';
import { Button } from '../../../components/button';
import { useTexts } from '../../../i18n/use-texts';
import { peso } from '../utils/cart-rules';
import { OrderLines } from './order-lines';

type CartOrderCardProps = { order: OrderView; deleting: boolean; onDelete: () => void };

/** product §2.6 Cart: a pending order with its delete action and its link to checkout. */
export function CartOrderCard({ order, deleting, onDelete }: CartOrderCardProps) {
  const { t, locale } = useTexts('cart');
  return (
    <article className="cart-order" data-testid="cart-order">
      <header className="cart-order__head">
        <div>
          <h3 className="cart-order__chef">
            <Link to={paths.menu(order.chef)}>{displayName(order.chefName)}</Link>
          </h3>
          <p className="cart-order__day">
            <span data-testid="order-number">{orderNumberText(order)}</span> ·{' '}
            {orderDayText(order.createdFor, locale)}
          </p>
        </div>
        <p className="cart-order__total">
          <span>{t('food')}</span> <strong>{peso(order.foodTotal)}</strong>
        </p>
      </header>
      <OrderLines order={order} />
      <div className="cart-order__actions">
        <Link
          className="btn btn--primary"
          to={paths.checkout(order.id)}
          data-testid="cart-checkout"
        >
          {t('checkout')}
        </Link>
        <Button
          variant="danger"
          pending={deleting}
          pendingLabel={t('deleting')}
          onClick={onDelete}
          aria-label={t('deleteOrderLabel', {
            chef: displayName(order.chefName),
            day: orderDayText(order.createdFor, locale),
          })}
          data-testid="cart-delete"
        >
          {t('delete')}
        </Button>
      </div>
    </article>
  );
}

type AwaitingOrderCardProps = { order: OrderView; cancelling: boolean; onCancel: () => void };

/** product §2.6 Cart 'Pending Orders': placed and waiting on the chef's confirmation. */
export function AwaitingOrderCard({ order, cancelling, onCancel }: AwaitingOrderCardProps) {
  const { t, locale } = useTexts('cart');
  return (
    <article className="cart-order cart-order--awaiting" data-testid="awaiting-order">
      <header className="cart-order__head">
        <div>
          <h3 className="cart-order__chef">
            <Link to={paths.menu(order.chef)}>{displayName(order.chefName)}</Link>
          </h3>
          <p className="cart-order__day">
            <span data-testid="order-number">{orderNumberText(order)}</span> ·{' '}
            {order.deliveryMode === 'delivery' ? t('modeDelivery') : t('modePickup')}{' '}
            {buyerWindowText(order, locale)}
          </p>
        </div>
        <p className="cart-order__status">
          {order.payed ? trackingText('waiting', locale) : t('waitingPayment')}
        </p>
      </header>
      <OrderLines order={order} />
      <p className="cart-order__sum">
        <span>{t('totalBeforeFee')}</span> <strong>{peso(order.total)}</strong>
      </p>
      <div className="cart-order__actions">
        {!order.payed ? (
          <Link className="btn btn--primary" to={paths.pay(order.id)}>
            {t('payNow')}
          </Link>
        ) : null}
        <Button
          variant="danger"
          pending={cancelling}
          pendingLabel={t('cancelling')}
          onClick={onCancel}
          data-testid="awaiting-cancel"
        >
          {t('cancelOrder')}
        </Button>
      </div>
    </article>
  );
}
