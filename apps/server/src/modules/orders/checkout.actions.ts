import {
  deliveryFeeShown,
  messages,
  orderQuote,
  type CheckoutBody,
  type OrderQuote,
  type OrderQuoteQuery,
} from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { CourierError, type Stop } from '../../providers/courier/courier.js';
import type { UserRow } from '../auth/sessions.repo.js';
import { heldRewardsLeft } from '../rewards/rewards.js';
import { checkoutDetails, type CheckoutDetails } from './checkout-details.js';
import {
  findLines,
  listBuyerOrders,
  moveOrder,
  repriceLine,
  type ChefRow,
  type LineRow,
  type OrderRow,
} from './orders.repo.js';
import { lockBuyerAndOrder, readPlacement } from './placement.repo.js';
import {
  assertNotOwnKitchen,
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
import { quoteOrder } from './quote.js';
import { countOrders } from '../../lib/metrics.js';
import { publishOrderEvent } from '../live/publish.js';

// product §6 Checkout and §9: placing an order, its delivery fee, the stock check before
// payment and cancelling while the chef has not answered (decision 007).

export function createCheckoutActions(deps: OrdersDeps) {
  const { db, clock, courier, refunds, placedNotice, cancelledNotice } = deps;

  /** product §11: the fee shown and charged is the courier's quote x 1.031, rounded. */
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
    // rewards are applied at checkout; until then the view previews the points this order may use:
    // the balance less what the buyer's other unpaid orders hold (decision 024)
    const preview =
      order.status === 'cart' ? { rewards: await heldRewardsLeft(db, buyer.id, order.id) } : {};
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
   * GET /orders/quote/{id}: what checkout shows, computed as the placement will compute it (the
   * same lines, fee and points; decision 024). An order past checkout quotes what it was placed at.
   */
  async function quote(buyer: UserRow, orderId: string, how: OrderQuoteQuery): Promise<OrderQuote> {
    const found = await requireOwnOrderAndChef(db, orderId, buyer.id);
    const { order, chef } = found;
    if (!isEditable(order)) {
      const lines = await findLines(db, [order.id]);
      return orderQuote({ lines, deliveryFee: order.deliveryFee, rewards: order.rewardsApplied });
    }
    const lat = how.lat ?? null;
    const lng = how.lng ?? null;
    const fee =
      how.deliveryMode === 'delivery' && lat !== null && lng !== null
        ? await quoteDeliveryFee(chef, { lat, lng, address: how.address ?? order.address })
        : 0;
    const read = await readPlacement(db, { buyerId: buyer.id, orderId: order.id });
    const from = order.status === 'cart' ? 'cart' : 'placed';
    return quoteOrder({ from, read, chef, deliveryFee: fee }).quote;
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
    assertNotOwnKitchen(buyer, order.chefId);
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
      const { lines, quote } = quoteOrder({ from, read, chef, deliveryFee: fee });
      if (from === 'cart') await reserveCart(tx, { ...order, ...locked }, read.lines, lines);
      const { foodTotal, deliveryFee, rewardsApplied, total } = quote;
      const totals = { foodTotal, deliveryFee, rewardsApplied, total };
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
      if (from === 'cart') await publishOrderEvent(tx, row, 'newOrder');
      return { placed: row, lines };
    });
    if (from === 'cart') countOrders('placed');
    if (outbox.length && placedNotice) await placedNotice.dispatch(outbox);
    // the order's lines and chef are known here: no need to read them again for the answer
    return toOrderView(placed, lines, chef.name);
  }

  /** A cart's lines, re-priced by quoteOrder, reserved and their new prices kept; all or nothing. */
  async function reserveCart(
    tx: Executor,
    order: OrderRow,
    lines: readonly { line: LineRow }[],
    priced: readonly LineRow[],
  ): Promise<void> {
    await reserveLines(tx, order, priced);
    for (const [i, line] of priced.entries()) {
      const before = lines[i]?.line;
      if (before?.unitPrice === line.unitPrice && before.promoPrice === line.promoPrice) continue;
      await repriceLine(tx, line.id, { unitPrice: line.unitPrice, promoPrice: line.promoPrice });
    }
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
    const { cancelled, refundId, outbox } = await db.transaction(async (tx) => {
      const row = await moveOrder(tx, order.id, ['placed'], {
        status: 'cancelled',
        cancelledAt: now,
      });
      if (!row || row.confirmed !== null) throw fail('WRONG_STATE', messages.orderNotEditable);
      await releaseLines(tx, row, await findLines(tx, [row.id]), now);
      const refund =
        row.payed && refunds ? await refunds.request(tx, row, 'buyer_cancelled', now) : null;
      // issue 20: the chef of a paid order is told it is off, with the cancellation
      const notices = row.payed && cancelledNotice ? await cancelledNotice.enqueue(tx, row) : [];
      await publishOrderEvent(tx, row, 'orderCancelled');
      return { cancelled: row, refundId: refund, outbox: notices };
    });
    if (outbox.length && cancelledNotice) await cancelledNotice.dispatch(outbox);
    if (refundId && refunds) await refunds.issue(refundId);
    return orderView(db, cancelled);
  }

  return {
    orderForCheckout,
    deliveryFee,
    quote,
    checkout,
    confirmStock,
    awaitingConfirmation,
    cancelAwaiting,
  };
}
