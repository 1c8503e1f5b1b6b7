import {
  chargeFor,
  HISTORY_PAGE_SIZE,
  buyerWindowText,
  isCurrentOrder,
  messages,
  openMenuDays,
  receiptFacts,
  type HistoryEntryView,
  type HistoryPageView,
  type PaymentMethod,
  type ReceiptView,
  type ReorderView,
} from '@lutong/shared';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../auth/sessions.repo.js';
import type { createCartActions } from './cart.actions.js';
import { countHistory, findOrderRefunds, findRatedOrders, listHistory } from './history.repo.js';
import { findChef, findChefs, findLines, type OrderRow } from './orders.repo.js';
import { assertOpenChef, fail, requireOwnOrder, type OrdersDeps } from './orders.reads.js';

// The buyer's orders page (issue 19, decision 024): GET /orders/history (paged, own orders only),
// the receipt of a paid order and "Order again".

/** What the provider charged for a paid order: its total and its method's fee (orderQuote). */
export const totalPaid = (order: OrderRow): number =>
  order.payed ? chargeFor(order.total, (order.paymentMethod ?? 'gcash') as PaymentMethod) : 0;

export function createHistoryActions(deps: OrdersDeps, cart: ReturnType<typeof createCartActions>) {
  const { db, clock } = deps;

  /** GET /orders/history?page=N: the buyer's own orders past the cart, current ones first. */
  async function history(buyer: UserRow, page: number): Promise<HistoryPageView> {
    const total = await countHistory(db, buyer.id);
    const rows = await listHistory(db, buyer.id, {
      offset: (page - 1) * HISTORY_PAGE_SIZE,
      limit: HISTORY_PAGE_SIZE,
    });
    const ids = rows.map((r) => r.id);
    const [lines, chefs, refunds, rated] = await Promise.all([
      findLines(db, ids),
      findChefs(db, [...new Set(rows.map((r) => r.chefId))]),
      findOrderRefunds(db, ids),
      findRatedOrders(db, ids),
    ]);
    const orders = rows.map((row): HistoryEntryView => {
      const refund = refunds.find((r) => r.orderId === row.id);
      return {
        id: row.id,
        number: row.number,
        status: row.status,
        current: isCurrentOrder(row),
        chef: row.chefId,
        chefName: chefs.find((c) => c.id === row.chefId)?.name ?? '',
        createdFor: row.createdFor,
        when: buyerWindowText(row, buyer.language ?? 'en'),
        deliveryMode: row.deliveryMode,
        payed: row.payed,
        confirmed: row.confirmed,
        finished: row.finished,
        totalPaid: totalPaid(row),
        refund: refund
          ? { amount: Math.round(refund.amountCentavos / 100), status: refund.status }
          : null,
        rated: rated.has(row.id),
        dishes: lines
          .filter((l) => l.orderId === row.id)
          .map((l) => ({ name: l.name, quantity: l.quantity })),
      };
    });
    return {
      orders,
      page,
      pageSize: HISTORY_PAGE_SIZE,
      total,
      pages: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
    };
  }

  /** GET /orders/receipt/{id}: the receipt of the buyer's own paid order (the e-mail's facts). */
  async function receipt(buyer: UserRow, orderId: string): Promise<ReceiptView> {
    const order = await requireOwnOrder(db, orderId, buyer.id);
    if (!order.payed) throw fail('NOT_FOUND', messages.notFound);
    const [lines, chef] = await Promise.all([
      findLines(db, [order.id]),
      findChef(db, order.chefId),
    ]);
    return receiptFacts(order, lines, chef?.name ?? '', buyer.language ?? 'en');
  }

  /**
   * POST /orders/reorder/{id}: the same dishes and quantities in the cart for the next day the
   * chef takes orders, each through the cart's own checks (stock, cut-off, caps); what could not
   * be added is answered with the reason.
   */
  async function reorder(buyer: UserRow, orderId: string): Promise<ReorderView> {
    const order = await requireOwnOrder(db, orderId, buyer.id);
    if (order.status === 'cart' || order.status === 'deleted') {
      throw fail('WRONG_STATE', messages.orderNotEditable);
    }
    const chef = assertOpenChef(await findChef(db, order.chefId));
    const lines = await findLines(db, [order.id]);
    const [day] = openMenuDays(clock(), chef);
    if (!day) {
      return {
        orderId: null,
        day: null,
        added: [],
        skipped: lines.map((l) => ({ name: l.name, reason: messages.dayClosed })),
      };
    }
    const result: ReorderView = { orderId: null, day: day.label, added: [], skipped: [] };
    for (const line of lines) {
      try {
        const added = await cart.addToCart(buyer, {
          chefId: chef.id,
          dishId: line.dishId,
          quantity: line.quantity,
          deliveryDate: day.weekday,
          actualDate: day.label,
          createdFor: day.dateKey,
          today: false,
          spiceRating: line.spiceLevel,
          chefNote: line.note,
        });
        result.orderId = added.order.id;
        result.added.push({ name: line.name, quantity: line.quantity });
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        result.skipped.push({ name: line.name, reason: err.message });
      }
    }
    return result;
  }

  return { history, receipt, reorder };
}
