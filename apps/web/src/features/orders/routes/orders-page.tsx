import { Link, useSearchParams } from 'react-router';
import {
  displayName,
  formatPeso,
  orderDayText,
  orderNumberText,
  paths,
  refundStateText,
  trackingStatusText,
  type HistoryEntryView,
  type ReorderView,
} from '@lutong/shared';
import { PalayokLoader } from '../../../components/palayok-loader';
import { Button } from '../../../components/button';
import { useTexts } from '../../../i18n/use-texts';
import { isApiError } from '../../../lib/api-client';
import { useOrderHistory, useReorder } from '../api/order-history';
import '../components/orders.css';

// Issue 19: the buyer's orders (/orders): current ones with their state and a Track link, past
// ones with date, seller, number, total paid, refund, Rate and Order again; paged by the server.
export function OrdersPage() {
  const { t } = useTexts('orders');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const history = useOrderHistory(page);
  const reorder = useReorder();

  if (history.isPending) return <PalayokLoader label={t('gettingOrders')} />;
  if (history.isError) {
    return (
      <section className="page orders-page" data-testid="orders-page">
        <title>{t('pageTitle')}</title>
        <h1>{t('heading')}</h1>
        <p role="alert">{t('loadFailed')}</p>
      </section>
    );
  }

  const { orders, pages } = history.data;
  const current = orders.filter((o) => o.current);
  const past = orders.filter((o) => !o.current);
  return (
    <section className="page orders-page" data-testid="orders-page">
      <title>{t('pageTitle')}</title>
      <h1>{t('heading')}</h1>
      {reorder.data ? <ReorderOutcome outcome={reorder.data} /> : null}
      {reorder.isError ? (
        <p className="orders-alert" role="alert" data-testid="reorder-failed">
          {isApiError(reorder.error) ? reorder.error.message : t('reorderFailed')}
        </p>
      ) : null}
      {orders.length === 0 ? (
        <p className="orders-empty" data-testid="orders-empty">
          {t('noOrders')} <Link to={paths.bazaar()}>{t('findCook')}</Link>.
        </p>
      ) : null}
      {(['current', 'past'] as const).map((part) => {
        const entries = part === 'current' ? current : past;
        if (entries.length === 0) return null;
        return (
          <section key={part} aria-labelledby={`orders-${part}`}>
            <h2 id={`orders-${part}`}>
              {part === 'current' ? t('currentOrders') : t('pastOrders')}
            </h2>
            <ul className="orders-list" data-testid={`orders-${part}`}>
              {entries.map((order) => (
                <OrderEntry
                  key={order.id}
                  order={order}
                  reordering={reorder.isPending && reorder.variables === order.id}
                  onReorder={() => reorder.mutate(order.id)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {pages > 1 ? (
        <nav className="orders-pager" aria-label={t('pagesOfOrders')}>
          <Button
            type="button"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setSearch({ page: String(page - 1) })}
          >
            {t('newer')}
          </Button>
          <span>{t('pageOf', { page, pages })}</span>
          <Button
            type="button"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setSearch({ page: String(page + 1) })}
          >
            {t('older')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

type OrderEntryProps = { order: HistoryEntryView; reordering: boolean; onReorder: () => void };

/** A current order: its state, Track; a past one: refund, Order again, Rate when not rated. */
function OrderEntry({ order, reordering, onReorder }: OrderEntryProps) {
  const { t, locale } = useTexts('orders');
  return (
    <li className="orders-card" data-testid="orders-entry">
      <OrderHead order={order} />
      <p className="orders-card__state">
        {trackingStatusText({ ...order, courierAssigned: false }, locale)}
      </p>
      {order.refund ? (
        <p className="orders-card__refund" data-testid="orders-refund">
          {refundStateText(order.refund, locale)}
        </p>
      ) : null}
      <div className="orders-card__actions">
        {order.current ? (
          <Link className="btn btn--primary" to={paths.track(order.id)}>
            {t('track')}
          </Link>
        ) : (
          <Button
            type="button"
            variant="primary"
            pending={reordering}
            pendingLabel={t('adding')}
            onClick={onReorder}
            data-testid="order-again"
          >
            {t('orderAgain')}
          </Button>
        )}
        {order.status === 'completed' && !order.rated ? (
          <Link className="btn btn--secondary" to={paths.rating(order.id)}>
            {t('rate')}
          </Link>
        ) : null}
        {order.payed ? (
          <Link className="btn btn--secondary" to={paths.receipt(order.id)}>
            {t('receipt')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function OrderHead({ order }: { order: HistoryEntryView }) {
  const { t, locale } = useTexts('orders');
  return (
    <div className="orders-card__head">
      <div>
        <p className="orders-card__chef">{displayName(order.chefName)}</p>
        <p className="orders-card__meta">
          <span data-testid="orders-number">{orderNumberText(order)}</span> ·{' '}
          {orderDayText(order.createdFor, locale)}
        </p>
        <p className="orders-card__dishes">
          {order.dishes.map((d) => `${d.quantity}× ${d.name}`).join(', ')}
        </p>
      </div>
      {order.payed ? (
        <p className="orders-card__paid">
          <span className="orders-card__paid-label">{t('paid')}</span> {formatPeso(order.totalPaid)}
        </p>
      ) : null}
    </div>
  );
}

function ReorderOutcome({ outcome }: { outcome: ReorderView }) {
  const { t } = useTexts('orders');
  return (
    <div className="orders-alert" role="status" data-testid="reorder-outcome">
      {outcome.added.length > 0 && outcome.orderId ? (
        <p>
          {t('addedFor', {
            day: outcome.day?.replace(/^MENU FOR: /, '') ?? '',
            dishes: outcome.added.map((d) => `${d.quantity}× ${d.name}`).join(', '),
          })}{' '}
          <Link to={paths.cart()}>{t('goToCart')}</Link>
        </p>
      ) : null}
      {outcome.skipped.length > 0 ? (
        <ul className="orders-alert__skipped" data-testid="reorder-skipped">
          {outcome.skipped.map((d) => (
            <li key={d.name}>{t('couldNotAdd', { dish: d.name, reason: d.reason })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
