import { chefWindowText, orderNumberText, type ChefOrderView } from '@lutong/shared';
import { Button } from '../../../components/button';
import { useTexts } from '../../../i18n/use-texts';
import { peso } from '../utils/dashboard-filters';

export type PendingActions = {
  onDetails: (order: ChefOrderView) => void;
  onConfirm: (order: ChefOrderView) => void;
  onReject: (order: ChefOrderView) => void;
  onFinish: (order: ChefOrderView) => void;
  confirmingId: string | null;
};

type PendingProps = PendingActions & { orders: readonly ChefOrderView[] };

const dishesOf = (order: ChefOrderView) =>
  order.dishList.map((line) => `${line.quantity}× ${line.dish.name}`).join(', ');

function StateBadges({ order }: { order: ChefOrderView }) {
  const { t } = useTexts('dashboard');
  return (
    <span className="dash-badges">
      <span className={`dash-badge dash-badge--${order.deliveryMode}`}>
        {order.deliveryMode === 'delivery' ? t('badgeDelivery') : t('badgePickup')}
      </span>
      {order.confirmed ? (
        <span className="dash-badge dash-badge--confirmed">{t('badgeConfirmed')}</span>
      ) : (
        <span className="dash-badge dash-badge--new">{t('badgeNew')}</span>
      )}
      <span className={`dash-badge ${order.payed ? 'dash-badge--paid' : 'dash-badge--unpaid'}`}>
        {order.payed ? t('badgePaid') : t('badgeUnpaid')}
      </span>
    </span>
  );
}

/** Confirm and Reject for a new order; Finish once confirmed (it needs the payment first). */
function OrderButtons({ order, ...actions }: PendingActions & { order: ChefOrderView }) {
  const { t } = useTexts('dashboard');
  const who = order.name || t('thisCustomer');
  return (
    <div className="dash-actions">
      <Button
        variant="ghost"
        onClick={() => actions.onDetails(order)}
        aria-label={t('detailsLabel', { name: who })}
      >
        {t('details')}
      </Button>
      {order.confirmed === null ? (
        <>
          <Button
            onClick={() => actions.onConfirm(order)}
            pending={actions.confirmingId === order.id}
            pendingLabel={t('confirming')}
            aria-label={t('confirmLabel', { name: who })}
          >
            {t('confirm')}
          </Button>
          <Button
            variant="danger"
            onClick={() => actions.onReject(order)}
            aria-label={t('rejectLabel', { name: who })}
          >
            {t('reject')}
          </Button>
        </>
      ) : (
        <Button
          onClick={() => actions.onFinish(order)}
          disabled={!order.payed}
          title={order.payed ? undefined : t('waitingForPayment')}
          aria-label={t('finishLabel', { name: who })}
        >
          {t('finish')}
        </Button>
      )}
    </div>
  );
}

/** product §3.2: the pending orders as a table (from desktop by default). */
export function PendingTable({ orders, ...actions }: PendingProps) {
  const { t, locale } = useTexts('dashboard');
  return (
    <div className="dash-table-wrap" tabIndex={0} aria-label={t('pendingTable')}>
      <table className="dash-table" data-testid="pending-table">
        <thead>
          <tr>
            <th scope="col">{t('colOrder')}</th>
            <th scope="col">{t('colCustomer')}</th>
            <th scope="col">{t('colDishes')}</th>
            <th scope="col">{t('colWhen')}</th>
            <th scope="col">{t('colZip')}</th>
            <th scope="col">{t('colTotal')}</th>
            <th scope="col">{t('colStatus')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('colActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid="pending-order" data-order-id={order.id}>
              <td data-testid="order-number">{orderNumberText(order)}</td>
              <th scope="row">{order.name || t('notProvided')}</th>
              <td>{dishesOf(order)}</td>
              <td>{chefWindowText(order, locale)}</td>
              <td>{order.zip || '—'}</td>
              <td>{peso(order.foodTotal)}</td>
              <td>
                <StateBadges order={order} />
              </td>
              <td>
                <OrderButtons order={order} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** product §3.2: the pending orders as cards (phones by default). */
export function PendingCards({ orders, ...actions }: PendingProps) {
  const { t, locale } = useTexts('dashboard');
  return (
    <ul className="dash-cards" data-testid="pending-cards">
      {orders.map((order) => (
        <li
          key={order.id}
          className="dash-card"
          data-testid="pending-order"
          data-order-id={order.id}
        >
          <div className="dash-card__head">
            <h3 className="dash-card__name">
              {order.name || t('notProvided')}{' '}
              <span className="dash-card__number" data-testid="order-number">
                {orderNumberText(order)}
              </span>
            </h3>
            <span className="dash-card__total">{peso(order.foodTotal)}</span>
          </div>
          <p className="dash-card__when">
            {chefWindowText(order, locale)}
            {order.zip ? ` · ${order.zip}` : ''}
          </p>
          <ul className="dash-card__dishes">
            {order.dishList.map((line) => (
              <li key={line.dish.id}>
                <strong>{line.quantity}×</strong> {line.dish.name}
              </li>
            ))}
          </ul>
          <StateBadges order={order} />
          <OrderButtons order={order} {...actions} />
        </li>
      ))}
    </ul>
  );
}
