import { useLocation } from 'react-router';
import { paths } from '@lutong/shared';
import { useLocale } from '../../../i18n/use-texts';
import { useUser } from '../../../lib/auth';
import { sessionStore } from '../../../lib/browser-storage';
import { rememberReturnLink, withReturnLink } from '../../../lib/return-link';
import { useChefOrders } from '../api/get-chef-orders';
import {
  panelOrdersFromGuest,
  panelOrdersFromServer,
  type PanelOrder,
} from '../utils/panel-orders';
import { useGuestCart } from '../utils/use-guest-cart';

/** The mini cart's element id: the basket bar's See cart goes there. */
export const MINI_CART_ID = 'mini-cart';

export type ChefCart =
  | { state: 'pending' | 'error'; signedIn: boolean; orders: [] }
  | { state: 'ready'; signedIn: boolean; orders: PanelOrder[] };

/**
 * The buyer's orders with one chef, as the mini cart and the basket bar both show them: the
 * server's orders (and totals) when signed in, else the guest cart kept in this browser. Both read
 * the same query, so they never disagree.
 */
export function useChefCart(chefId: string): ChefCart {
  const user = useUser();
  const locale = useLocale();
  const guestItems = useGuestCart();
  const serverOrders = useChefOrders(chefId, user !== null);
  if (!user) {
    const orders = panelOrdersFromGuest(guestItems, chefId, locale);
    return { state: 'ready', signedIn: false, orders };
  }
  if (serverOrders.isPending) return { state: 'pending', signedIn: true, orders: [] };
  if (serverOrders.isError) return { state: 'error', signedIn: true, orders: [] };
  return {
    state: 'ready',
    signedIn: true,
    orders: panelOrdersFromServer(serverOrders.data, locale),
  };
}

/** A guest's checkout: log in, then come back to this page (the guest cart is sent after login). */
export function useLoginToCheckout(): { to: string; onClick: () => void } {
  const { pathname } = useLocation();
  return {
    to: withReturnLink(paths.login(), pathname),
    onClick: () => rememberReturnLink(sessionStore(), pathname),
  };
}
