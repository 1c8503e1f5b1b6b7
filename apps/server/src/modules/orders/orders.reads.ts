import {
  isOrderEditable,
  isSellerCardVisible,
  messages,
  type ErrorCode,
  type OrderView,
} from '@lutong/shared';
import type { Db, Executor } from '../../db/client.js';
import { AppError, type MessageText } from '../../lib/errors.js';
import type { Courier } from '../../providers/courier/courier.js';
import type { Parties } from '../seller-orders/notices.js';
import {
  findChef,
  findChefs,
  findLines,
  findOwnOrder,
  findOwnOrderWithChef,
  type ChefRow,
  type OrderRow,
} from './orders.repo.js';
import { toOrderView } from './orders.view.js';

// What every orders action shares: its dependencies, failures, ownership and the reply views.

/**
 * The refund of a paid order (the payments module, issue 5): requested inside the transaction that
 * cancels the order, so it happens once; issued to the provider after the commit.
 */
export type OrderRefunds = {
  request: (
    tx: Executor,
    order: OrderRow,
    reason: 'buyer_cancelled' | 'chef_rejected',
    now: Date,
  ) => Promise<string | null>;
  issue: (refundId: string) => Promise<void>;
};

/**
 * The chef's "new order" notice (issue 6): written with the placement, sent after commit. The
 * placement passes the buyer and chef it has already read.
 */
export type PlacedNotice = {
  enqueue: (tx: Executor, order: OrderRow, parties?: Parties) => Promise<string[]>;
  dispatch: (ids: string[]) => Promise<void>;
};

export type OrdersDeps = {
  db: Db;
  clock: () => Date;
  courier: Courier;
  refunds?: OrderRefunds;
  placedNotice?: PlacedNotice;
  /** issue 20: the chef's notice of a paid order its buyer cancelled (written and sent alike) */
  cancelledNotice?: PlacedNotice;
};

export const fail = (code: ErrorCode, message: string | MessageText) => new AppError(code, message);

/** Issue 20: a chef cannot buy from their own kitchen (their own sales, stock and rewards). */
export function assertNotOwnKitchen(buyer: { id: string }, chefId: string): void {
  if (buyer.id === chefId) throw fail('FORBIDDEN', messages.ownKitchen);
}

/** ARCHITECTURE §4: another buyer's order is a 404, never a 403. */
export async function requireOwnOrder(db: Db, orderId: string, buyerId: string) {
  const order = await findOwnOrder(db, orderId, buyerId);
  if (!order) throw fail('NOT_FOUND', messages.notFound);
  return order;
}

/** Orders go only to a seller the bazaar shows (product §5 card visibility rule). */
export function assertOpenChef(chef: ChefRow | null): ChefRow {
  if (!chef) throw fail('NOT_FOUND', messages.chefLoadFailed);
  if (!isSellerCardVisible(chef)) throw fail('WRONG_STATE', messages.orderCreateFailed);
  return chef;
}

/** requireOwnOrder and requireOrderChef in one read. */
export async function requireOwnOrderAndChef(db: Db, orderId: string, buyerId: string) {
  const found = await findOwnOrderWithChef(db, orderId, buyerId);
  if (!found) throw fail('NOT_FOUND', messages.notFound);
  if (!found.chef) throw fail('NOT_FOUND', messages.chefLoadFailed);
  return { order: found.order, chef: found.chef };
}

export async function requireOrderChef(db: Db, order: OrderRow): Promise<ChefRow> {
  const chef = await findChef(db, order.chefId);
  if (!chef) throw fail('NOT_FOUND', messages.chefLoadFailed);
  return chef;
}

/** Placed and neither confirmed nor rejected by the chef (the cart page's 'Pending Orders'). */
export const isAwaitingConfirmation = (order: OrderRow) =>
  order.status === 'placed' && order.confirmed === null;

/** An order the buyer may still change: a cart, or placed but not paid nor answered by the chef. */
export const isEditable = (order: OrderRow) => isOrderEditable(order);

export async function orderViews(
  db: Db,
  rows: readonly OrderRow[],
  options: { rewards?: number } = {},
): Promise<OrderView[]> {
  const lines = await findLines(
    db,
    rows.map((r) => r.id),
  );
  const chefs = await findChefs(db, [...new Set(rows.map((r) => r.chefId))]);
  return rows.map((row) =>
    toOrderView(
      row,
      lines.filter((line) => line.orderId === row.id),
      chefs.find((chef) => chef.id === row.chefId)?.name ?? '',
      options,
    ),
  );
}

export async function orderView(
  db: Db,
  row: OrderRow,
  options: { rewards?: number } = {},
): Promise<OrderView> {
  const [view] = await orderViews(db, [row], options);
  if (!view) throw new Error('unreachable: one row gives one view');
  return view;
}
