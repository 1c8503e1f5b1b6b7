import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  displayName,
  amountPaid,
  formatPeso,
  menuDayLabel,
  paths,
  refundRequestedText,
  type Locale,
  type OrderView,
} from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useUser } from '../../../lib/auth';
import { sessionStore } from '../../../lib/browser-storage';
import { rememberReturnLink, withReturnLink } from '../../../lib/return-link';
import { useCancelAwaitingOrder, useDeleteOrder } from '../api/delete-order';
import { useAwaitingOrders } from '../api/get-awaiting-orders';
import { dismissRemoved, useMyOrders } from '../api/get-my-orders';
import { CancelOrderDialog, DeleteOrderDialog } from '../components/cancel-order-dialog';
import { AwaitingOrderCard, CartOrderCard } from '../components/cart-order-card';
import { useGuestCart } from '../utils/use-guest-cart';
import type { GuestCartItem } from '../utils/guest-cart';
import '../components/cart.css';

/** product §11: the payed banner shows for 4.5 seconds. */
export const PAYED_BANNER_MS = 4_500;
/** Long enough to read the refund's amount and where it goes. */
const REFUND_BANNER_MS = 12_000;

// product §2.6 Cart (/cart): a guest sees the cart held in this browser and logs in to check
// out; a signed-in buyer sees the account's orders.
export function CartPage() {
  return useUser() ? <AccountCart /> : <GuestCart />;
}

// Pending orders with delete and checkout, the orders awaiting the chef's confirmation, a
// 15-second refresh, and ?payed=true's confirmation.
function AccountCart() {
  const { t, locale } = useTexts('cart');
  const { t: m } = useTexts('messages');
  const queryClient = useQueryClient();
  const mine = useMyOrders(queryClient);
  const awaiting = useAwaitingOrders();
  const remove = useDeleteOrder();
  const cancel = useCancelAwaitingOrder();
  const [params] = useSearchParams();
  const payed = useTimedAlert(
    params.get('payed') === 'true'
      ? { message: m('paymentReceived'), tone: 'success', durationMs: PAYED_BANNER_MS }
      : null,
  );
  const failure = useTimedAlert();
  const onDeleteFailed = () => failure.show(m('orderDeleteFailed'), 'error');
  // issue 19: a paid order is cancelled after a confirmation, then the refund is announced;
  // issue 22: deleting or cancelling any order asks first
  const [confirming, setConfirming] = useState<OrderView | null>(null);
  const [deleting, setDeleting] = useState<OrderView | null>(null);
  const deleteOrder = (order: OrderView) =>
    remove.mutate(order.id, { onError: onDeleteFailed, onSettled: () => setDeleting(null) });
  const refunded = useTimedAlert();
  const cancelOrder = (order: OrderView) =>
    cancel.mutate(order.id, {
      onError: onDeleteFailed,
      onSettled: () => setConfirming(null),
      onSuccess: () => {
        if (order.payed) {
          refunded.show(
            refundRequestedText(amountPaid(order), order.paymentMethod ?? null, locale),
            'success',
            REFUND_BANNER_MS,
          );
        }
      },
    });

  const orders = mine.data?.orders ?? [];
  const removed = mine.data?.removed ?? [];

  return (
    <section className="page cart-page" data-testid="cart-page">
      <title>{t('pageTitle')}</title>
      <h1>{t('heading')}</h1>
      <AlertBanner alert={payed.alert} onDismiss={payed.dismiss} />
      <AlertBanner alert={failure.alert} onDismiss={failure.dismiss} />
      <AlertBanner alert={refunded.alert} onDismiss={refunded.dismiss} />
      {mine.isError ? (
        <FetchError key={mine.errorUpdatedAt} message={m('ordersFetchFailed')} />
      ) : null}
      {removed.map((r) => (
        <div key={r.id} className="alert alert--error" data-testid="cart-removed">
          <p role="alert" className="alert__text">
            {r.message}
            <span className="cart-page__removed-chef"> ({displayName(r.chefName)})</span>
          </p>
          <button
            type="button"
            className="alert__close"
            aria-label={t('dismissMessage')}
            onClick={() => dismissRemoved(queryClient, r.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}

      <div className="cart-page__columns">
        <section aria-labelledby="cart-orders-title" className="cart-page__section">
          <h2 id="cart-orders-title">{t('ordersInCart')}</h2>
          {mine.isPending ? (
            <CartSkeleton />
          ) : orders.length === 0 && !mine.isError ? (
            <div className="cart-empty" data-testid="cart-empty">
              <p>{t('cartEmpty')}</p>
              <Link className="btn btn--secondary" to={paths.bazaar()}>
                {t('exploreBazaar')}
              </Link>
            </div>
          ) : (
            <ul className="cart-list">
              {orders.map((order) => (
                <li key={order.id}>
                  <CartOrderCard
                    order={order}
                    deleting={remove.isPending && remove.variables === order.id}
                    onDelete={() => setDeleting(order)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="cart-awaiting-title" className="cart-page__section">
          <h2 id="cart-awaiting-title">{t('pendingOrders')}</h2>
          {awaiting.isError ? (
            <FetchError
              key={awaiting.errorUpdatedAt}
              message={m('awaitingConfirmationFetchFailed')}
            />
          ) : null}
          {awaiting.isPending ? (
            <CartSkeleton />
          ) : (awaiting.data ?? []).length === 0 ? (
            <p className="cart-empty cart-empty--quiet" data-testid="awaiting-empty">
              {m('noAwaitingOrders')}
            </p>
          ) : (
            <ul className="cart-list">
              {(awaiting.data ?? []).map((order) => (
                <li key={order.id}>
                  <AwaitingOrderCard
                    order={order}
                    cancelling={cancel.isPending && cancel.variables === order.id}
                    onCancel={() => setConfirming(order)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <CancelOrderDialog
        order={confirming}
        pending={cancel.isPending}
        onConfirm={cancelOrder}
        onClose={() => setConfirming(null)}
      />
      <DeleteOrderDialog
        order={deleting}
        pending={remove.isPending}
        onConfirm={deleteOrder}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

/** The guest's cart, by seller and day, with the login that submits it (guest-cart-sync). */
function GuestCart() {
  const { t, locale } = useTexts('cart');
  const { t: m } = useTexts('messages');
  const items = useGuestCart();
  const groups = groupByChefAndDay(items, locale);
  return (
    <section className="page cart-page" data-testid="cart-page">
      <title>{t('pageTitle')}</title>
      <h1>{t('heading')}</h1>
      <section aria-labelledby="guest-cart-title" className="cart-page__section">
        <h2 id="guest-cart-title">{t('ordersInCart')}</h2>
        {groups.length === 0 ? (
          <div className="cart-empty" data-testid="cart-empty">
            <p>{t('cartEmpty')}</p>
            <Link className="btn btn--secondary" to={paths.bazaar()}>
              {t('exploreBazaar')}
            </Link>
          </div>
        ) : (
          <ul className="cart-list">
            {groups.map((group) => (
              <li key={group.key}>
                <article className="cart-order" data-testid="guest-cart-order">
                  <header className="cart-order__head">
                    <div>
                      <h3 className="cart-order__chef">
                        <Link to={paths.menu(group.chefId)}>{displayName(group.chefName)}</Link>
                      </h3>
                      <p className="cart-order__day">{group.dayLabel}</p>
                    </div>
                  </header>
                  <ul className="cart-guest-lines">
                    {group.items.map((item) => (
                      <li key={item.dishId}>
                        <span>
                          {item.quantity}× {item.dishName}
                        </span>
                        <span>{formatPeso(item.unitPrice * item.quantity)}</span>
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        )}
        <p className="cart-page__guest-note">{m('guestCartSaved')}</p>
        <Link
          className="btn btn--primary"
          to={withReturnLink(paths.login(), paths.cart())}
          onClick={() => rememberReturnLink(sessionStore(), paths.cart())}
          data-testid="cart-login"
        >
          {t('loginToCheckout')}
        </Link>
      </section>
    </section>
  );
}

type GuestGroup = {
  key: string;
  chefId: string;
  chefName: string;
  dayLabel: string;
  items: GuestCartItem[];
};

/** A guest's lines by seller and day; the day worded in the reader's language (menuDayLabel). */
function groupByChefAndDay(items: readonly GuestCartItem[], locale: Locale): GuestGroup[] {
  const groups = new Map<string, GuestGroup>();
  for (const item of items) {
    const key = `${item.chefId}:${item.day.dateKey}:${String(item.day.today)}`;
    const group = groups.get(key) ?? {
      key,
      chefId: item.chefId,
      chefName: item.chefName,
      dayLabel: menuDayLabel(item.day, locale),
      items: [],
    };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function FetchError({ message }: { message: string }) {
  const banner = useTimedAlert({ message, tone: 'error' });
  return <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />;
}

function CartSkeleton() {
  const { t } = useTexts('cart');
  return (
    <div className="cart-skeleton" aria-busy="true" aria-label={t('loadingOrders')}>
      <span />
      <span />
    </div>
  );
}
