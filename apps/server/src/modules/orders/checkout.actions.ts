import {
  deliveryFeeShown,
  messages,
  orderTotals,
  promoPrice,
  type CheckoutBody,
} from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { CourierError, type Stop } from '../../providers/courier/courier.js';
import type { UserRow } from '../auth/sessions.repo.js';
import { rewardsBalance } from '../auth/users.repo.js';
import { checkoutDetails, type CheckoutDetails } from './checkout-details.js';
import {
  findLines,
  listBuyerOrders,
  moveOrder,
  repriceLine,
  type ChefRow,
  type DishRow,
  type LineRow,
  type OrderRow,
} from './orders.repo.js';
import { lockBuyerAndOrder, readPlacement } from './placement.repo.js';
import {
  assertOpenChef,
  fail,
  isAwaitingConfirmation,
  isEditable,
  orderView,
  orderViews,
  requireOrderChef,
  requireOwnOrder,
  requireOwnOrderAndChef,
  type OrdersDeps,
} from './orders.reads.js';
import {
  assertDayOpen,
  assertOrderWindowOpen,
  releaseLines,
  reserveLines,
} from './orders.stock.js';
import { toCheckoutChefView, toOrderView } from './orders.view.js';

// spec buyer §4 Checkout and §7: placing an order, its delivery fee, the stock check before
// payment and cancelling while the chef has not answered (decision 007).

export function createCheckoutActions(deps: OrdersDeps) {
  const { db, clock, courier, refunds, placedNotice } = deps;

  /** spec buyer §9: the fee shown and charged is the courier's quote x 1.031, rounded. */
  async function quoteDeliveryFee(chef: ChefRow, dropoff: Stop): Promise<number> {
    if (chef.lat === null || chef.lng === null) {
      throw fail('PROVIDER_FAILED', messages.deliveryFeeFailed);
    }
    const pickup = { lat: chef.lat, lng: chef.lng, address: chef.address || chef.miniAddress };
    try {
      const quote = await courier.quote({ pickup, dropoff });
      return deliveryFeeShown(quote.price);
    } catch (err) {
      if (err instanceof CourierError) throw fail('PROVIDER_FAILED', messages.deliveryFeeFailed);
      throw err;
    }
  }

  /** Pickup is free; delivery costs the quote to the checked address. */
  async function deliveryFeeFor(chef: ChefRow, details: CheckoutDetails): Promise<number> {
    const { deliveryMode, lat, lng, address } = details;
    if (deliveryMode !== 'delivery' || lat === null || lng === null) return 0;
    return quoteDeliveryFee(chef, { lat, lng, address });
  }

  /** GET /orders/{id}: the order and what checkout shows about the chef. */
  async function orderForCheckout(buyer: UserRow, orderId: string) {
    const order = await requireOwnOrder(db, orderId, buyer.id);
    const chef = await requireOrderChef(db, order);
    // rewards are applied at checkout; until then the view previews the buyer's balance
    const preview = order.status === 'cart' ? { rewards: await rewardsBalance(db, buyer.id) } : {};
    return {
      order: await orderView(db, order, preview),
      chef: toCheckoutChefView(chef, order.deliveryDate),
    };
  }

  /** GET /orders/delivery/{id}: the fee to the given point, else to the order's address. */
  async function deliveryFee(
    buyer: UserRow,
    orderId: string,
    to: { lat?: number | undefined; lng?: number | undefined; address?: string | undefined },
  ): Promise<number> {
    const order = await requireOwnOrder(db, orderId, buyer.id);
    const chef = await requireOrderChef(db, order);
    const lat = to.lat ?? order.lat;
    const lng = to.lng ?? order.lng;
    if (lat === null || lng === null) throw fail('VALIDATION', messages.addressRequired);
    return quoteDeliveryFee(chef, { lat, lng, address: to.address ?? order.address });
  }

  /**
   * PATCH /orders/{id}: checks the details, quotes the delivery fee, then in one transaction moves
   * a cart to 'placed' and reserves its stock. A placed order not yet paid or answered only gets
   * its details and totals updated: its stock stays reserved once.
   */
  async function checkout(buyer: UserRow, orderId: string, body: CheckoutBody) {
    const now = clock();
    const found = await requireOwnOrderAndChef(db, orderId, buyer.id);
    const order = found.order;
    if (!isEditable(order)) throw fail('WRONG_STATE', messages.orderNotEditable);
    const chef = assertOpenChef(found.chef);
    assertDayOpen(now, chef, order);
    const details = checkoutDetails(now, body, chef, order);
    const fee = await deliveryFeeFor(chef, details);
    const from = order.status === 'cart' ? 'cart' : 'placed';
    const outbox: string[] = [];
    const { placed, lines } = await db.transaction(async (tx) => {
      // the buyer's lock, then the order's: points held by the buyer's other unpaid orders cannot
      // be spent twice (decision 012), and no line can be added to the order from here on
      const locked = await lockBuyerAndOrder(tx, { buyerId: buyer.id, orderId: order.id, from });
      if (!locked) throw fail('WRONG_STATE', messages.orderNotEditable);
      const read = await readPlacement(tx, { buyerId: buyer.id, orderId: order.id });
      const lines =
        from === 'cart'
          ? await reserveCart(tx, { ...order, ...locked }, chef, read.lines)
          : read.lines.map(({ line }) => line);
      const totals = orderTotals({ lines, deliveryFee: fee, rewards: read.rewards });
      const move = from === 'cart' ? { status: 'placed' as const, placedAt: now } : {};
      // one update: cart -> placed with its details and totals, or a re-checkout's new ones
      const row = await moveOrder(
        tx,
        order.id,
        [from],
        { ...move, ...details, ...totals },
        { unpaidUnanswered: from === 'placed' },
      );
      if (!row) throw fail('WRONG_STATE', messages.orderNotEditable);
      // the chef hears of a new order once: when the cart became placed, not on a re-checkout
      if (from === 'cart' && placedNotice)
        outbox.push(...(await placedNotice.enqueue(tx, row, { buyer, chef })));
      return { placed: row, lines };
    });
    if (outbox.length && placedNotice) await placedNotice.dispatch(outbox);
    // the order's lines and chef are known here: no need to read them again for the answer
    return toOrderView(placed, lines, chef.name);
  }

  /** A cart's lines re-priced from the records and reserved; all or nothing. */
  async function reserveCart(
    tx: Executor,
    order: OrderRow,
    chef: ChefRow,
    lines: { line: LineRow; dish: DishRow | null }[],
  ): Promise<LineRow[]> {
    const priced = lines.map(({ line, dish }) => {
      if (!dish || dish.deletedAt !== null) throw fail('SOLD_OUT', messages.dishOutOfStock);
      return { ...line, unitPrice: dish.price, promoPrice: promoPrice(dish.price, chef.promo) };
    });
    await reserveLines(tx, order, priced);
    for (const [i, line] of priced.entries()) {
      const before = lines[i]?.line;
      if (before?.unitPrice === line.unitPrice && before.promoPrice === line.promoPrice) continue;
      await repriceLine(tx, line.id, { unitPrice: line.unitPrice, promoPrice: line.promoPrice });
    }
    return priced;
  }

  /** POST /orders/confirmStock: before payment, the order still holds its stock for an open day. */
  async function confirmStock(buyer: UserRow, orderId: string) {
    const order = await requireOwnOrder(db, orderId, buyer.id);
    if (order.payed) throw fail('WRONG_STATE', messages.alreadyPaid);
    if (order.status !== 'placed') throw fail('WRONG_STATE', messages.orderNotEditable);
    assertOrderWindowOpen(clock(), await requireOrderChef(db, order), order);
    return orderView(db, order);
  }

  /** GET /orders/awaitingConfirmation. */
  async function awaitingConfirmation(buyer: UserRow) {
    return orderViews(
      db,
      await listBuyerOrders(db, buyer.id, { status: 'placed', unconfirmed: true }),
    );
  }

  /**
   * DELETE /orders/awaitingConfirmation: the buyer cancels; the stock goes back once and a paid
   * order's refund is requested in the same transaction (so twice in parallel refunds once), then
   * sent to the provider (a provider failure leaves it for the reconciliation job to retry).
   */
  async function cancelAwaiting(buyer: UserRow, orderId: string) {
    const order = await requireOwnOrder(db, orderId, buyer.id);
    if (!isAwaitingConfirmation(order)) throw fail('WRONG_STATE', messages.orderNotEditable);
    const now = clock();
    const { cancelled, refundId } = await db.transaction(async (tx) => {
      const row = await moveOrder(tx, order.id, ['placed'], {
        status: 'cancelled',
        cancelledAt: now,
      });
      if (!row || row.confirmed !== null) throw fail('WRONG_STATE', messages.orderNotEditable);
      await releaseLines(tx, row, await findLines(tx, [row.id]), now);
      const refund =
        row.payed && refunds ? await refunds.request(tx, row, 'buyer_cancelled', now) : null;
      return { cancelled: row, refundId: refund };
    });
    if (refundId && refunds) await refunds.issue(refundId);
    return orderView(db, cancelled);
  }

  return {
    orderForCheckout,
    deliveryFee,
    checkout,
    confirmStock,
    awaitingConfirmation,
    cancelAwaiting,
  };
}
