import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { peso } from '../utils/cart-rules';
import { basketSummary } from '../utils/panel-orders';
import { MINI_CART_ID, useChefCart, useLoginToCheckout, type ChefCart } from './use-chef-cart';
import './basket-bar.css';

/** Brings the mini cart into view and moves the focus into it, for keyboards and screen readers. */
function openMiniCart() {
  const panel = document.getElementById(MINI_CART_ID);
  if (!panel) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  panel.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  panel.focus({ preventScroll: true });
}

/**
 * The basket bar on phones (decision 040): fixed at the bottom of the seller's menu, under 1024px
 * where the mini cart sits below every dish. The count and total are the mini cart's (one query);
 * nothing renders until the cart is known and holds something, so the server's page and the first
 * client render are the same.
 */
export function BasketBar({ chefId }: { chefId: string }) {
  const { t } = useTexts('cart');
  const cart = useChefCart(chefId);
  if (cart.state !== 'ready' || cart.orders.length === 0) return null;
  const { items, foodTotal } = basketSummary(cart.orders);
  return (
    <div className="basket-bar" role="region" aria-label={t('yourBasket')} data-testid="basket-bar">
      <p className="basket-bar__summary" role="status">
        <span data-testid="basket-count">{t('itemCount', { count: items })}</span>{' '}
        <strong data-testid="basket-total">{peso(foodTotal)}</strong>
      </p>
      <button
        type="button"
        className="btn btn--secondary basket-bar__see"
        onClick={openMiniCart}
        data-testid="basket-see-cart"
      >
        {t('seeCartLower')}
      </button>
      <CheckoutAction cart={cart} />
    </div>
  );
}

/**
 * The mini cart's checkout: a signed-in buyer's one order goes to its checkout; with orders for
 * several days the buyer picks the day's 'Checkout Order' in the mini cart; a guest logs in first.
 */
function CheckoutAction({ cart }: { cart: ChefCart }) {
  const { t } = useTexts('cart');
  const login = useLoginToCheckout();
  const [only] = cart.orders;
  const className = 'btn btn--primary basket-bar__checkout';
  if (!cart.signedIn) {
    return (
      <Link
        className={className}
        to={login.to}
        onClick={login.onClick}
        data-testid="basket-checkout"
      >
        {t('checkout')}
      </Link>
    );
  }
  if (cart.orders.length === 1 && only?.orderId) {
    return (
      <Link className={className} to={paths.checkout(only.orderId)} data-testid="basket-checkout">
        {t('checkout')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={openMiniCart}
      data-testid="basket-checkout"
    >
      Checkout
    </button>
  );
}
