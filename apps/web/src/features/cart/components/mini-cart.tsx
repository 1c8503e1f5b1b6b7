import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useTexts } from '../../../i18n/use-texts';
import { isApiError } from '../../../lib/api-client';
import { localStore } from '../../../lib/browser-storage';
import { useUpdateQuantity } from '../api/update-quantity';
import { CART_CAP, peso, spiceLabel, stepLine } from '../utils/cart-rules';
import { readGuestCart, setGuestQuantity } from '../utils/guest-cart';
import type { PanelOrder } from '../utils/panel-orders';
import { storeGuestCart } from '../utils/use-guest-cart';
import { MINI_CART_ID, useChefCart, useLoginToCheckout } from './use-chef-cart';
import './cart.css';

type MiniCartProps = { chefId: string; chefName: string };

/**
 * product §2 mini cart panel per seller: 'Your orders with Chef' and the chef's name, 'See Cart',
 * each day's order with steppers (at most 5 per dish, 0 removes it) and 'Checkout Order'.
 */
export function MiniCart({ chefId, chefName }: MiniCartProps) {
  const { t } = useTexts('cart');
  const { t: m } = useTexts('messages');
  const cart = useChefCart(chefId);
  const { orders } = cart;

  return (
    // the basket bar's See cart scrolls here and moves the focus here (decision 040)
    <aside
      id={MINI_CART_ID}
      className="mini-cart"
      aria-labelledby="mini-cart-title"
      data-testid="mini-cart"
      tabIndex={-1}
    >
      <div className="mini-cart__head">
        <div>
          <h2 id="mini-cart-title" className="mini-cart__eyebrow">
            {t('miniCartTitle')}
          </h2>
          <p className="mini-cart__title">{chefName}</p>
        </div>
        <Link className="mini-cart__see" to={paths.cart()}>
          {t('seeCart')}
        </Link>
      </div>
      {cart.state === 'pending' ? (
        <p className="mini-cart__empty">{t('checkingCart')}</p>
      ) : cart.state === 'error' ? (
        <p className="mini-cart__error" role="alert">
          {m('ordersFetchFailed')}
        </p>
      ) : orders.length === 0 ? (
        <p className="mini-cart__empty" data-testid="mini-cart-empty">
          {m('cartEmptyForChef')}
        </p>
      ) : (
        <ul className="mini-cart__orders">
          {orders.map((order) => (
            <li key={order.key}>
              {cart.signedIn ? (
                <ServerOrder order={order} chefId={chefId} />
              ) : (
                <GuestOrder order={order} chefId={chefId} />
              )}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

function ServerOrder({ order, chefId }: { order: PanelOrder; chefId: string }) {
  const { t } = useTexts('cart');
  const { t: m } = useTexts('messages');
  const update = useUpdateQuantity(chefId);
  const [note, setNote] = useState<string | null>(null);
  const change = (dishId: string, name: string, next: number) => {
    const step = stepLine(next, name);
    if ('message' in step) {
      setNote(m(step.message.key, step.message.values));
      return;
    }
    setNote(null);
    if (!order.orderId) return;
    update.mutate(
      { orderId: order.orderId, dishId, quantity: step.quantity },
      {
        onError: (error) =>
          setNote(isApiError(error) && error.status < 500 ? error.message : m('orderCreateFailed')),
      },
    );
  };
  return (
    <OrderBlock
      order={order}
      note={note}
      pending={update.isPending}
      onChange={change}
      action={
        order.orderId ? (
          <Link
            className="btn btn--primary btn--block"
            to={paths.checkout(order.orderId)}
            data-testid="mini-cart-checkout"
          >
            {t('checkoutOrder')}
          </Link>
        ) : null
      }
    />
  );
}

function GuestOrder({ order, chefId }: { order: PanelOrder; chefId: string }) {
  const { t } = useTexts('cart');
  const { t: m } = useTexts('messages');
  const login = useLoginToCheckout();
  const [note, setNote] = useState<string | null>(null);
  const change = (dishId: string, name: string, next: number) => {
    const step = stepLine(next, name);
    if ('message' in step) {
      setNote(m(step.message.key, step.message.values));
      return;
    }
    setNote(null);
    const line = { chefId, dishId, day: order.day };
    storeGuestCart(setGuestQuantity(readGuestCart(localStore()), line, step.quantity));
  };
  return (
    <OrderBlock
      order={order}
      note={note}
      pending={false}
      onChange={change}
      action={
        <>
          <p className="mini-cart__hint">{m('guestCartSaved')}</p>
          <Link
            className="btn btn--primary btn--block"
            to={login.to}
            onClick={login.onClick}
            data-testid="mini-cart-login"
          >
            {t('loginToCheckout')}
          </Link>
        </>
      }
    />
  );
}

type OrderBlockProps = {
  order: PanelOrder;
  note: string | null;
  pending: boolean;
  onChange: (dishId: string, name: string, quantity: number) => void;
  action: ReactNode;
};

function OrderBlock({ order, note, pending, onChange, action }: OrderBlockProps) {
  const { t, locale } = useTexts('cart');
  // issue 22: taking a dish down to 0 removes it (and the last one the order): ask first
  const [removing, setRemoving] = useState<{ dishId: string; name: string } | null>(null);
  const lastLine = order.lines.length === 1;
  const step = (dishId: string, name: string, next: number) =>
    next === 0 ? setRemoving({ dishId, name }) : onChange(dishId, name, next);
  return (
    <section className="mini-cart__order" data-testid="mini-cart-order" aria-label={order.label}>
      <h3 className="mini-cart__day">{order.label}</h3>
      <ul className="mini-cart__lines">
        {order.lines.map((line) => {
          const details = [spiceLabel(line.spiceLevel, locale), line.note]
            .filter(Boolean)
            .join(' · ');
          return (
            <li key={line.dishId} className="mini-cart__line" data-testid="mini-cart-line">
              <div className="mini-cart__dish">
                <span className="mini-cart__name">{line.name}</span>
                {details ? <span className="mini-cart__details">{details}</span> : null}
                <span className="mini-cart__price">{peso(line.unitPrice * line.quantity)}</span>
              </div>
              <QuantityStepper
                value={line.quantity}
                max={CART_CAP}
                label={t('dishInCart', { dish: line.name })}
                disabled={pending}
                onChange={(next) => step(line.dishId, line.name, next)}
                onLimit={() => onChange(line.dishId, line.name, line.quantity + 1)}
              />
            </li>
          );
        })}
      </ul>
      {note ? (
        <p className="mini-cart__error" role="alert">
          {note}
        </p>
      ) : null}
      <p className="mini-cart__total">
        <span>{t('foodTotal')}</span> <strong>{peso(order.foodTotal)}</strong>
      </p>
      {action}
      <ConfirmDialog
        open={removing !== null}
        title={t('removeDish', { dish: removing?.name ?? t('thisDish') })}
        question={
          lastLine
            ? t('removeLastLine', { day: order.label })
            : t('removeLine', { day: order.label })
        }
        confirmLabel={t('remove')}
        pendingLabel={t('removing')}
        keepLabel={t('keepIt')}
        onConfirm={() => {
          if (removing) onChange(removing.dishId, removing.name, 0);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
        testId="remove-line-dialog"
      />
    </section>
  );
}
