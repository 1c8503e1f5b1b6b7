import type { UserRow } from '../auth/sessions.repo.js';
import { createCartActions } from './cart.actions.js';
import { createCheckoutActions } from './checkout.actions.js';
import { createCleanup } from './cleanup.js';
import { createHistoryActions } from './history.actions.js';
import { listBuyerOrders } from './orders.repo.js';
import { orderViews, type OrdersDeps } from './orders.reads.js';

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The orders domain (ARCHITECTURE §4 and §5, decision 007): cart, checkout, stock and clean-up. */
export function createOrdersService(deps: OrdersDeps) {
  const cart = createCartActions(deps);
  const checkout = createCheckoutActions(deps);
  const cleanup = createCleanup(deps);
  const history = createHistoryActions(deps, cart);

  /** GET /orders/me: the buyer's cart orders after the clean-up, and what it removed. */
  async function myCartOrders(buyer: UserRow) {
    const removed = await cleanup.cleanUpOrders({ buyerId: buyer.id });
    const rows = await listBuyerOrders(deps.db, buyer.id, { status: 'cart' });
    return { orders: await orderViews(deps.db, rows), removed };
  }

  return { ...cart, ...checkout, ...cleanup, ...history, myCartOrders };
}
