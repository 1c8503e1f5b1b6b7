import {
  CENTAVOS_PER_PESO,
  CHECKOUT_LIST_SIZE,
  centavos,
  commissionOf,
  isCourierAssigned,
  buyerWindowText,
  formatPhone,
  isValidPhone,
  manilaClock,
  pickupAddressText,
  revealsPickupAddress,
  slotWindow,
  trackingState,
  trackingStatusText,
  type ChefOrderView,
  type Locale,
  refundStateText,
  amountPaid,
} from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.repo.js';
import type { OrderRow } from '../orders/orders.repo.js';
import { orderViews, requireOrderChef, requireOwnOrder } from '../orders/orders.reads.js';
import { toCheckoutChefView } from '../orders/orders.view.js';
import { findOrderRefund } from '../payments/refunds.repo.js';
import { requireChefOrder, type SellerContext } from './context.js';
import {
  countChefOrders,
  findDeliveries,
  lastPayoutWeek,
  listCheckout,
  listChefDeliveries,
  listPending,
  sumEarned,
  type PendingFilter,
} from './seller-orders.repo.js';
import { manilaMonthStart, weekEnd } from './weeks.js';
import { refundedFood } from '../payouts/payouts.repo.js';

// The chef's lists and money (product §3.2, §9) and the buyer's tracking (product §2, §9).

export async function chefOrderViews(db: Executor, rows: OrderRow[]): Promise<ChefOrderView[]> {
  const views = await orderViews(db as Parameters<typeof orderViews>[0], rows);
  const deliveries = await findDeliveries(
    db,
    rows.flatMap((r) => (r.deliveryRef ? [r.deliveryRef] : [])),
  );
  return rows.map((row, i) => {
    const delivery = deliveries.find((d) => d.id === row.deliveryRef) ?? null;
    const view = views[i];
    if (!view) throw new Error('unreachable: one row gives one view');
    return {
      ...view,
      deliveryId: row.deliveryRef,
      groupFee: row.groupFee,
      remarks: row.remarks,
      deliveryStatus: delivery?.status ?? null,
      deliveryCreatedAt: delivery?.createdAt.toISOString() ?? null,
      etaHour:
        row.selectedTime === null ? null : slotWindow(row.selectedTime, row.deliveryMode).end,
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  });
}

export async function chefOrderView(db: Executor, row: OrderRow): Promise<ChefOrderView> {
  const [view] = await chefOrderViews(db, [row]);
  if (!view) throw new Error('unreachable: one row gives one view');
  return view;
}

export function createSellerReads(ctx: SellerContext) {
  const { db, clock } = ctx;

  /** GET /orders/chefOrders: pending orders with the dashboard's filters and sort. */
  async function pending(chef: UserRow, filter: PendingFilter, byZip: boolean) {
    return { orders: await chefOrderViews(db, await listPending(db, chef.id, filter, byZip)) };
  }

  /** GET /orders/chefOrdersCompleted: 'Orders for Checkout (last 30)'. */
  async function checkout(
    chef: UserRow,
    query: { status: 'any' | 'awaiting'; digital: boolean | null },
  ) {
    const rows = await listCheckout(db, chef.id, {
      awaiting: query.status === 'awaiting',
      digital: query.digital,
      limit: CHECKOUT_LIST_SIZE,
    });
    return { orders: await chefOrderViews(db, rows) };
  }

  /** POST /orders/deliveryList: the chef's own deliveries among the ids. */
  async function deliveryList(chef: UserRow, ids: string[]) {
    const rows = await listChefDeliveries(db, chef.id, ids);
    return rows.map((d) => ({
      order_id: d.providerOrderId ?? d.id,
      date: d.createdAt.toISOString(),
      status: d.status,
    }));
  }

  async function orderCount(chef: UserRow) {
    return countChefOrders(db, chef.id);
  }

  /** GET /orders/monthlyRevenue: food of paid orders finished this Manila month. */
  async function monthlyRevenue(chef: UserRow) {
    const now = clock();
    const from = manilaMonthStart(now);
    const sum = await sumEarned(db, chef.id, { from, to: null });
    // issue 19: refunds made this month take their food back out of the month's revenue
    const refunded = await refundedFood(db, chef.id, from);
    const revenue = Math.round((centavos(sum.gross) - refunded) / CENTAVOS_PER_PESO);
    return { month: manilaClock(now).dateKey.slice(0, 7), revenue, orders: sum.orders };
  }

  /** GET /orders/due: paid, finished food not yet in a payout, less the 5% commission. */
  async function amountDue(chef: UserRow) {
    const week = await lastPayoutWeek(db, chef.id);
    const from = week ? weekEnd(week) : null;
    const sum = await sumEarned(db, chef.id, { from, to: null });
    const commission = commissionOf(sum.gross);
    return { gross: sum.gross, commission, due: sum.gross - commission, orders: sum.orders };
  }

  return { pending, checkout, deliveryList, orderCount, monthlyRevenue, amountDue };
}

/**
 * GET /orders/track/{id}: what the buyer's tracking page shows (product §2.9 Order tracking), its
 * texts (status, window, refund) in the reader's language (decision 049).
 */
export async function trackingFor(
  ctx: SellerContext,
  { buyer, locale }: { buyer: UserRow; locale: Locale },
  orderId: string,
  courierAssigned: (order: OrderRow) => Promise<boolean>,
) {
  const order = await requireOwnOrder(ctx.db, orderId, buyer.id);
  const chef = await requireOrderChef(ctx.db, order);
  const [view] = await chefOrderViews(ctx.db, [order]);
  if (!view) throw new Error('unreachable: one row gives one view');
  const assigned = await courierAssigned(order);
  const state = {
    status: order.status,
    confirmed: order.confirmed,
    finished: order.finished,
    deliveryMode: order.deliveryMode,
    payed: order.payed,
    courierAssigned: assigned,
  };
  const window =
    order.selectedTime === null ? null : slotWindow(order.selectedTime, order.deliveryMode);
  const refund = await findOrderRefund(ctx.db, order.id);
  return {
    order: view,
    chef: toCheckoutChefView(chef, order.deliveryDate),
    tracking: {
      state: trackingState(state),
      statusText: trackingStatusText(state, locale),
      maxDeliveryHour: window?.end ?? null,
      window: buyerWindowText(order, locale),
      /** issue 18 defect 6: only this buyer, only once the pickup order is confirmed and paid */
      pickup: revealsPickupAddress(order)
        ? {
            address: pickupAddressText(chef),
            phone: isValidPhone(chef.phone) ? formatPhone(chef.phone) : null,
          }
        : null,
      serviceFee: order.serviceFee,
      paymentMethod: order.paymentMethod,
      /** product §11: tracking total = food + service fee + delivery fee (less rewards) */
      total: amountPaid(order),
      /** issue 19: a cancelled or rejected paid order's refund and its state */
      refund: refund ? refundView(refund, locale) : null,
    },
  };
}

const refundView = (refund: { amountCentavos: number; status: string }, locale: Locale) => {
  const amount = refund.amountCentavos / 100;
  return {
    amount,
    status: refund.status,
    text: refundStateText({ amount, status: refund.status }, locale),
  };
};

/** A finished delivery order whose courier has a driver on it. */
export async function hasAssignedCourier(db: Executor, order: OrderRow): Promise<boolean> {
  if (!order.deliveryRef) return false;
  const [delivery] = await findDeliveries(db, [order.deliveryRef]);
  return isCourierAssigned(delivery?.status) || Boolean(delivery?.driverName);
}

/** The order the chef may look at (their own), for the dashboard's single-order replies. */
export async function chefOwnOrderView(ctx: SellerContext, chef: UserRow, orderId: string) {
  return chefOrderView(ctx.db, await requireChefOrder(ctx.db, orderId, chef.id));
}
