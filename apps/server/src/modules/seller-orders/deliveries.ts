import {
  deliveryAddressText,
  courierScheduleAt,
  deliveryFeeShown,
  groupProblem,
  messages,
  PHONE_PREFIX,
  RECREATE_WINDOW_MS,
} from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import {
  CourierError,
  PAST_PICKUP_STATUSES,
  type CourierOrder,
  type Stop,
} from '../../providers/courier/courier.js';
import type { UserRow } from '../auth/sessions.repo.js';
import { findChef, type ChefRow, type OrderRow } from '../orders/orders.repo.js';
import { fail } from '../orders/orders.reads.js';
import { assertFinishable, requireChefOrder, type SellerContext } from './context.js';
import { bookQuote, quoteStops, type BookingQuote } from './courier-booking.js';
import { enqueueOrderNotice } from './notices.js';
import {
  BOOKING,
  BOOKING_STALE_MS,
  claimReplacement,
  deleteDelivery,
  findDelivery,
  insertBookingClaim,
  ordersOfDelivery,
  repointOrders,
  updateDelivery,
  updateOrder,
} from './seller-orders.repo.js';
import { countOrders } from '../../lib/metrics.js';
import { publishOrderEvent } from '../live/publish.js';

// product §6 Order finishing (delivery), Group delivery and Recreate delivery; decision 010.
// A booking is claimed in one transaction (a BOOKING delivery row the orders point to, so a second
// click waits instead of booking twice), made with the courier outside any transaction, then
// recorded with the orders finished in a second one. A courier failure undoes the claim: the
// order stays unfinished and nothing is lost. Decision 018: only on the order's day, for its slot:
// the courier is booked for the dispatch start (Lalamove scheduleAt) while it is still ahead.

/** Bookings the courier already ended: recreating them needs no cancel. */
const ENDED = ['CANCELED', 'REJECTED', 'EXPIRED'];

const phoneOf = (digits: string) => (digits ? `${PHONE_PREFIX}${digits}` : '');

export function createDeliveries(ctx: SellerContext) {
  const { db, clock, courier, notice } = ctx;

  async function requireChef(chefId: string): Promise<ChefRow> {
    const chef = await findChef(db, chefId);
    if (!chef) throw fail('NOT_FOUND', messages.notFound);
    return chef;
  }

  const pickupOf = (chef: ChefRow): Stop => {
    if (chef.lat === null || chef.lng === null) {
      throw fail('PROVIDER_FAILED', messages.courierBookingFailed);
    }
    return { lat: chef.lat, lng: chef.lng, address: chef.address || chef.miniAddress };
  };

  const dropoffOf = (order: OrderRow): Stop => {
    if (order.lat === null || order.lng === null)
      throw fail('VALIDATION', messages.addressRequired);
    return { lat: order.lat, lng: order.lng, address: order.address };
  };

  /** A courier failure becomes the chef's message; anything else is a bug and stays one. */
  async function courierCall<T>(call: () => Promise<T>, message: string): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof CourierError) {
        ctx.log?.warn({ reason: err.reason }, `courier call failed: ${err.message}`);
        throw fail('PROVIDER_FAILED', message);
      }
      throw err;
    }
  }

  /** A quote for the orders' dispatch slot (they share one, decision 018), booked ahead if due. */
  async function quoteFor(chef: ChefRow, orders: OrderRow[], message: string) {
    const pickup = pickupOf(chef);
    const dropoffs = orders.map(dropoffOf);
    const scheduleAt = orders[0] ? courierScheduleAt(clock(), orders[0]) : null;
    return courierCall(() => quoteStops(courier, pickup, dropoffs, scheduleAt), message);
  }

  function placeBooking(chef: ChefRow, orders: OrderRow[], quote: BookingQuote) {
    const recipients = orders.map((o) => {
      // decision 041: the unit and the landmark note lead the driver to the door
      const door = deliveryAddressText({
        address: '',
        aptNumber: o.aptNumber,
        addressNote: o.addressNote,
      });
      const remarks = [door, o.note].filter(Boolean).join(' / ');
      return { name: o.name, phone: phoneOf(o.phone), ...(remarks ? { remarks } : {}) };
    });
    const sender = { name: chef.name, phone: phoneOf(chef.phone) };
    const metadata = { orderIds: orders.map((o) => o.id).join(',') };
    return courierCall(
      () => bookQuote(courier, quote, sender, recipients, metadata),
      messages.courierBookingFailed,
    );
  }

  /** Locks the orders (in id order) and claims a booking for them; checks every rule first. */
  async function claim(tx: Executor, chefId: string, orderIds: string[]) {
    const now = clock();
    const orders: OrderRow[] = [];
    for (const id of [...orderIds].sort()) {
      orders.push(await requireChefOrder(tx, id, chefId, { lock: true }));
    }
    for (const order of orders) {
      assertFinishable(order, now);
      if (order.deliveryMode !== 'delivery') throw fail('WRONG_STATE', messages.groupNotDelivery);
      if (order.deliveryRef) {
        const held = await findDelivery(tx, order.deliveryRef);
        const fresh = held && now.getTime() - held.createdAt.getTime() < BOOKING_STALE_MS;
        if (held?.status === BOOKING && fresh)
          throw fail('WRONG_STATE', messages.courierBookingBusy);
        // a claim left by a crash: taken over below
      }
    }
    const claimId = await insertBookingClaim(tx, chefId, now);
    for (const order of orders) await updateOrder(tx, order.id, { deliveryRef: claimId });
    // back in the order asked (drop-off 1, drop-off 2)
    const inOrder = orderIds.flatMap((id) => orders.filter((o) => o.id === id));
    return { claimId, orders: inOrder };
  }

  async function releaseClaim(claimId: string) {
    await db.transaction(async (tx) => {
      for (const order of await ordersOfDelivery(tx, claimId)) {
        await updateOrder(tx, order.id, { deliveryRef: null });
      }
      await deleteDelivery(tx, claimId);
    });
  }

  /**
   * Books one courier for `orderIds` (one order, or a group of two) and finishes them: the buyer
   * of each is told. `groupFee` is stored on grouped orders.
   */
  async function bookAndFinish(chefUser: UserRow, orderIds: string[], groupFee: number | null) {
    const chef = await requireChef(chefUser.id);
    const { claimId, orders } = await db.transaction((tx) => claim(tx, chef.id, orderIds));
    let placed: CourierOrder;
    let quote: BookingQuote;
    try {
      quote = await quoteFor(chef, orders, messages.courierBookingFailed);
      placed = await placeBooking(chef, orders, quote);
    } catch (err) {
      await releaseClaim(claimId);
      throw err;
    }
    const now = clock();
    try {
      const booked = await ctx.inTx(async (tx, outbox) => {
        const held = await findDelivery(tx, claimId);
        if (!held) throw fail('WRONG_STATE', messages.courierBookingBusy);
        await updateDelivery(tx, claimId, {
          providerOrderId: placed.orderId,
          quotationId: quote.quotationId,
          status: placed.status,
          price: placed.priceTotal,
          shareLink: placed.shareLink,
          createdAt: now,
        });
        const finished: OrderRow[] = [];
        for (const order of orders) {
          const row = await updateOrder(tx, order.id, {
            status: 'finished',
            finished: true,
            finishedAt: now,
            deliveryRef: claimId,
            ...(groupFee !== null ? { groupFee } : {}),
          });
          outbox.push(...(await enqueueOrderNotice(tx, notice, row, { kind: 'finishedDelivery' })));
          await publishOrderEvent(tx, row, 'orderFinished');
          finished.push(row);
        }
        return finished;
      });
      countOrders('finished', booked.length);
      return booked;
    } catch (err) {
      // the claim was taken over meanwhile: this booking is one too many
      await courier.cancelOrder(placed.orderId).catch(() => undefined);
      throw err;
    }
  }

  /** PATCH /orders/chefOrders/{id} for a delivery order. */
  async function finishDelivery(chef: UserRow, orderId: string) {
    const order = await requireChefOrder(db, orderId, chef.id);
    if (order.finished) return order;
    assertFinishable(order, clock());
    const [finished] = await bookAndFinish(chef, [order.id], null);
    return finished ?? order;
  }

  /** The group rules of product §7, then the orders in the order given. */
  async function groupOrders(chef: UserRow, firstId: string, secondId: string) {
    if (firstId === secondId) throw fail('VALIDATION', messages.groupSameOrder);
    const first = await requireChefOrder(db, firstId, chef.id);
    const second = await requireChefOrder(db, secondId, chef.id);
    if (first.deliveryMode !== 'delivery' || second.deliveryMode !== 'delivery') {
      throw fail('VALIDATION', messages.groupNotDelivery);
    }
    const problem = groupProblem(first, second);
    if (problem) throw fail('VALIDATION', messages[problem]);
    return [first, second];
  }

  /** GET /orders/delivery/group/{a}/{b}: separate fees, the two-drop-off fee and the savings. */
  async function groupQuote(chefUser: UserRow, firstId: string, secondId: string) {
    const orders = await groupOrders(chefUser, firstId, secondId);
    const chef = await requireChef(chefUser.id);
    const quote = await quoteFor(chef, orders, messages.groupFeeFailed);
    const separateFee = orders.reduce((sum, o) => sum + o.deliveryFee, 0);
    const groupFee = deliveryFeeShown(quote.price);
    return {
      separateFee,
      groupFee,
      savings: separateFee - groupFee,
      dropoffs: orders.map((o, i) => ({ label: i + 1, orderId: o.id, address: o.address })),
    };
  }

  /** PATCH /orders/delivery/group/{a}/{b}: one booking for both, refused without savings. */
  async function group(chefUser: UserRow, firstId: string, secondId: string) {
    const orders = await groupOrders(chefUser, firstId, secondId);
    if (
      orders.every((o) => o.finished && o.deliveryRef && o.deliveryRef === orders[0]?.deliveryRef)
    ) {
      return orders; // already grouped: a repeat changes nothing
    }
    for (const order of orders) {
      if (order.finished) throw fail('WRONG_STATE', messages.groupNotReady);
      assertFinishable(order, clock());
    }
    const quote = await groupQuote(chefUser, firstId, secondId);
    if (quote.savings <= 0) throw fail('WRONG_STATE', messages.groupNoSavings);
    return bookAndFinish(chefUser, [firstId, secondId], quote.groupFee);
  }

  /**
   * POST /orders/recreateOrder/{id}: within 30 minutes of the booking and before the driver has
   * the food, the old booking is cancelled, a new one made for the same orders, and the orders
   * point to it (the old delivery's replacedById).
   */
  async function recreate(chefUser: UserRow, orderId: string, deliveryId: string | undefined) {
    const order = await requireChefOrder(db, orderId, chefUser.id);
    if (!order.finished || order.deliveryMode !== 'delivery' || !order.deliveryRef) {
      throw fail('WRONG_STATE', messages.recreateNoDelivery);
    }
    if (deliveryId && deliveryId !== order.deliveryRef) {
      const asked = await findDelivery(db, deliveryId);
      // a repeat of a recreate that already happened answers the order as it is now
      if (asked?.replacedById) return order;
      throw fail('WRONG_STATE', messages.recreateReplaced);
    }
    const old = await findDelivery(db, order.deliveryRef);
    const oldProviderId = old?.providerOrderId;
    if (!old || old.status === BOOKING || !oldProviderId) {
      throw fail('WRONG_STATE', messages.courierBookingBusy);
    }
    const now = clock();
    if (now.getTime() - old.createdAt.getTime() > RECREATE_WINDOW_MS) {
      throw fail('WRONG_STATE', messages.recreateWindowPassed);
    }
    // the courier's own word, in case its webhook is late
    const live = await courier.getOrder(oldProviderId).catch(() => null);
    const status = live?.status ?? old.status;
    if ((PAST_PICKUP_STATUSES as readonly string[]).includes(status))
      throw fail('WRONG_STATE', messages.recreatePickedUp);

    const chef = await requireChef(chefUser.id);
    const orders = await ordersOfDelivery(db, old.id);
    const claimId = await db.transaction(async (tx) => {
      const id = await insertBookingClaim(tx, chef.id, now);
      if (!(await claimReplacement(tx, old.id, id))) {
        throw fail('WRONG_STATE', messages.recreateReplaced);
      }
      return id;
    });
    const undo = () =>
      db.transaction(async (tx) => {
        await updateDelivery(tx, old.id, { replacedById: null });
        await deleteDelivery(tx, claimId);
      });
    let placed: CourierOrder;
    let quote: BookingQuote;
    try {
      if (!ENDED.includes(status)) {
        await courierCall(() => courier.cancelOrder(oldProviderId), messages.courierBookingFailed);
      }
      quote = await quoteFor(chef, orders, messages.courierBookingFailed);
      placed = await placeBooking(chef, orders, quote);
    } catch (err) {
      await undo();
      throw err;
    }
    return ctx.inTx(async (tx) => {
      await updateDelivery(tx, claimId, {
        providerOrderId: placed.orderId,
        quotationId: quote.quotationId,
        status: placed.status,
        price: placed.priceTotal,
        shareLink: placed.shareLink,
        createdAt: clock(),
      });
      await updateDelivery(tx, old.id, { status: 'CANCELED', cancelledAt: clock() });
      await repointOrders(tx, old.id, claimId);
      const [row] = (await ordersOfDelivery(tx, claimId)).filter((o) => o.id === order.id);
      return row ?? order;
    });
  }

  /** The driver of an order's delivery, asked from the courier once and kept (product §9). */
  async function courierInfo(order: OrderRow) {
    if (!order.finished || order.deliveryMode !== 'delivery' || !order.deliveryRef) return null;
    const delivery = await findDelivery(db, order.deliveryRef);
    if (!delivery?.providerOrderId) return null;
    if (delivery.driverName) {
      return {
        name: delivery.driverName,
        phone: delivery.driverPhone ?? '',
        photo_url: delivery.driverPhoto,
      };
    }
    const providerOrderId = delivery.providerOrderId;
    const driver = await (async () => {
      const state = await courier.getOrder(providerOrderId);
      if (!state.driverId) return null;
      return courier.getDriver(providerOrderId, state.driverId);
    })().catch((err: unknown) => {
      if (err instanceof CourierError) return null;
      throw err;
    });
    if (!driver) return null;
    await updateDelivery(db, delivery.id, {
      driverName: driver.name,
      driverPhone: driver.phone,
      driverPhoto: driver.photo,
    });
    return { name: driver.name, phone: driver.phone, photo_url: driver.photo };
  }

  return { finishDelivery, groupQuote, group, recreate, courierInfo };
}
