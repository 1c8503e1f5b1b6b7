import { chefWindowText, orderNumberText, type ChefOrderView } from '@lutong/shared';
import { Button } from '../../../components/button';
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
  return (
    <span className="dash-badges">
      <span className={`dash-badge dash-badge--${order.deliveryMode}`}>
        {order.deliveryMode === 'delivery' ? 'Delivery' : 'Pickup'}
      </span>
      {order.confirmed ? (
        <span className="dash-badge dash-badge--confirmed">Confirmed</span>
      ) : (
        <span className="dash-badge dash-badge--new">New</span>
      )}
      <span className={`dash-badge ${order.payed ? 'dash-badge--paid' : 'dash-badge--unpaid'}`}>
        {order.payed ? 'Paid' : 'Unpaid'}
      </span>
    </span>
  );
}

/** Confirm and Reject for a new order; Finish once confirmed (it needs the payment first). */
function OrderButtons({ order, ...actions }: PendingActions & { order: ChefOrderView }) {
  const who = order.name || 'this customer';
  return (
    <div className="dash-actions">
      <Button
        variant="ghost"
        onClick={() => actions.onDetails(order)}
        aria-label={`Details of ${who}'s order`}
      >
        Details
      </Button>
      {order.confirmed === null ? (
        <>
          <Button
            onClick={() => actions.onConfirm(order)}
            pending={actions.confirmingId === order.id}
            pendingLabel="Confirming…"
            aria-label={`Confirm ${who}'s order`}
          >
            Confirm
          </Button>
          <Button
            variant="danger"
            onClick={() => actions.onReject(order)}
            aria-label={`Reject ${who}'s order`}
          >
            Reject
          </Button>
        </>
      ) : (
        <Button
          onClick={() => actions.onFinish(order)}
          disabled={!order.payed}
          title={order.payed ? undefined : 'Waiting for the customer to pay'}
          aria-label={`Finish ${who}'s order`}
        >
          Finish
        </Button>
      )}
    </div>
  );
}

/** product §3.2: the pending orders as a table (from desktop by default). */
export function PendingTable({ orders, ...actions }: PendingProps) {
  return (
    <div className="dash-table-wrap" tabIndex={0} aria-label="Pending orders table">
      <table className="dash-table" data-testid="pending-table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Dishes</th>
            <th scope="col">When</th>
            <th scope="col">Zip</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid="pending-order" data-order-id={order.id}>
              <td data-testid="order-number">{orderNumberText(order)}</td>
              <th scope="row">{order.name || 'Not provided'}</th>
              <td>{dishesOf(order)}</td>
              <td>{chefWindowText(order)}</td>
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
              {order.name || 'Not provided'}{' '}
              <span className="dash-card__number" data-testid="order-number">
                {orderNumberText(order)}
              </span>
            </h3>
            <span className="dash-card__total">{peso(order.foodTotal)}</span>
          </div>
          <p className="dash-card__when">
            {chefWindowText(order)}
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
