import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import {
  CourierError,
  isCourierStatus,
  isForwardMove,
  type Courier,
  type CourierDriver,
  type CourierOrder,
  type CourierStatus,
} from '../../providers/courier/courier.js';
import { courierLiveEvent, DEFAULT_REWARDS_RATE } from '@lutong/shared';
import type { OrderRow } from '../orders/orders.repo.js';
import { creditEarnedRewards } from '../rewards/rewards.js';
import {
  checkLalamoveWebhook,
  HANDLED_EVENT_TYPES,
  type CourierEvent,
} from './delivery-webhook.js';
import { createStrayBookings } from './stray-bookings.js';
import {
  completeOrdersOfDelivery,
  findDeliveryByProviderOrder,
  insertWebhookEvent,
  markWebhookProcessed,
  ordersOfDelivery,
  updateDelivery,
  webhookEventSeen,
} from './delivery.repo.js';
import { publishOrderEvent } from '../live/publish.js';

// ARCHITECTURE §6 and issue 6: the courier's webhook. Each event is verified, stored once and applied in
// one transaction: a delivery's status only moves forward (isForwardMove: events come out of
// order and replays change nothing), the driver's name, phone and photo are stored when one is
// assigned, buyers hear that the driver is on the way, and a completed delivery completes its
// finished orders and asks for a rating. Decision 026: an event of any age is applied once, the
// catch-up job (catch-up.ts) brings news the webhook lost through the same function, and a
// booking Lalamove replaced (ORDER_REPLACED) is followed.

/** What the webhook tells buyers; written to the outbox in the webhook's transaction. */
export type DeliveryNotice =
  { kind: 'onTheWay'; driverName: string | null } | { kind: 'completed' };

/** A delivery's status moved forward (after commit). */
export type DeliveryStatusChange = {
  deliveryId: string;
  providerOrderId: string;
  from: string;
  to: CourierStatus;
  orderIds: string[];
};

export type DeliveryDeps = {
  db: Db;
  clock: () => Date;
  courier: Courier;
  /** the key pair Lalamove signs webhooks with (the API key and secret) */
  credentials: { apiKey: string; apiSecret: string };
  /** our webhook's path, which the signature covers */
  webhookPath: string;
  /** writes a buyer's notice in `tx`, answering outbox ids; sends them after commit */
  notices?: {
    enqueue: (tx: Executor, order: OrderRow, notice: DeliveryNotice) => Promise<string[]>;
    dispatch: (ids: string[]) => Promise<void>;
  };
  /** rewards earned per peso of food on a completed order (decision 012) */
  rewardsRate?: number;
  log: FastifyBaseLogger;
};

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/** A courier's news about one booking: a verified webhook event, or the courier's answer. */
export type CourierUpdate = Omit<CourierEvent, 'eventId' | 'eventType' | 'payload'> & {
  /** the webhook event it came in, stored once; none when the catch-up job asked */
  event?: Pick<CourierEvent, 'eventId' | 'eventType' | 'payload'>;
};

/** Failures worth Lalamove's retry (it retries a non-2xx answer); refusals are not. */
const TRANSIENT = ['TIMEOUT', 'NETWORK', 'HTTP_ERROR', 'BAD_RESPONSE', 'ERR_INTERNAL_SERVER_ERROR'];

const rank = (status: string): number =>
  ({ ASSIGNING_DRIVER: 0, ON_GOING: 1, PICKED_UP: 2 })[status] ??
  (isCourierStatus(status) ? 3 : -1);

export function createDeliveryService(deps: DeliveryDeps) {
  const { db, clock, courier, log } = deps;
  const strays = createStrayBookings({ db, courier, clock, log });
  const listeners = new Set<(change: DeliveryStatusChange) => void | Promise<void>>();

  /** The provider's current driver of the order (not the event's: events come out of order). */
  async function currentDriver(orderId: string): Promise<CourierDriver | null> {
    try {
      const live = await courier.getOrder(orderId);
      return live.driverId ? await courier.getDriver(orderId, live.driverId) : null;
    } catch (err) {
      if (err instanceof CourierError && !TRANSIENT.includes(err.reason)) {
        log.warn({ orderId, reason: err.reason }, 'courier would not say who the driver is');
        return null;
      }
      log.warn({ err, orderId }, 'courier driver lookup failed; asking for a retry');
      throw new AppError('PROVIDER_FAILED', 'The courier could not be asked; please retry.');
    }
  }

  /** What a booking's details are now (ORDER_EDITED, ORDER_AMOUNT_CHANGED): asked, not read. */
  async function currentDetails(orderId: string): Promise<CourierOrder | null> {
    try {
      return await courier.getOrder(orderId);
    } catch (err) {
      if (err instanceof CourierError && !TRANSIENT.includes(err.reason)) return null;
      log.warn({ err, orderId }, 'courier order lookup failed; asking for a retry');
      throw new AppError('PROVIDER_FAILED', 'The courier could not be asked; please retry.');
    }
  }

  /**
   * POST /api/v1/orders/webhook/lalamove. A body that is not an event (empty, `{}`, anything) is
   * Lalamove checking the URL: 200. A wrong key or signature is 401; a signed event of any age is
   * applied once (decision 026) and acknowledged, also for an order that is not ours or a type we
   * do not act on (logged), so Lalamove never disables the URL over it.
   */
  async function handleLalamoveWebhook(input: {
    rawBody: string;
  }): Promise<{ replay: boolean; applied: boolean }> {
    const check = checkLalamoveWebhook({
      rawBody: input.rawBody,
      path: deps.webhookPath,
      ...deps.credentials,
    });
    if (!check.ok) {
      log.warn({ reason: check.reason }, 'courier webhook refused');
      throw new AppError('UNAUTHENTICATED', 'Invalid signature');
    }
    const { event } = check;
    if (!event) {
      log.info('courier webhook URL check answered');
      return { replay: false, applied: false };
    }
    if (await webhookEventSeen(db, event.eventId)) return { replay: true, applied: false };
    if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.eventType)) {
      log.info({ eventId: event.eventId, type: event.eventType }, 'courier event type ignored');
    }
    return applyCourierUpdate({ ...event, event });
  }

  /**
   * The one way a courier's news reaches a delivery, from a webhook event (stored once with it) or
   * from the catch-up job asking the courier (catch-up.ts): the status moves only forward, the
   * driver and the booking's details are asked of the courier, a replaced booking is followed.
   */
  async function applyCourierUpdate(update: CourierUpdate): Promise<{
    replay: boolean;
    applied: boolean;
  }> {
    const { event } = update;
    const known =
      (update.orderId ? await findDeliveryByProviderOrder(db, update.orderId) : null) ??
      (update.replaces ? await findDeliveryByProviderOrder(db, update.replaces) : null);
    // a booking we have no delivery for: one whose answer we never got is cancelled (issue 9 §8)
    const stray =
      !known && update.orderId
        ? await strays.settleStrayBooking(update.orderId, update.status)
        : null;
    // a replacement whose ORDER_REPLACED has not come yet is followed all the same
    const replaces = stray !== null && typeof stray === 'object' ? stray.replaces : update.replaces;
    const ours = known ?? (stray !== null && typeof stray === 'object');
    const driver =
      ours && update.orderId && update.driverNews ? await currentDriver(update.orderId) : null;
    const details =
      ours && update.orderId && update.detailsNews ? await currentDetails(update.orderId) : null;

    const outbox: string[] = [];
    const result = await db.transaction(async (tx) => {
      const now = clock();
      if (event) {
        const fresh = await insertWebhookEvent(tx, {
          eventId: event.eventId,
          type: event.eventType,
          payload: event.payload,
          receivedAt: now,
        });
        if (!fresh) return { replay: true, change: null };
      }
      const done = async (change: DeliveryStatusChange | null) => {
        if (event) await markWebhookProcessed(tx, event.eventId, now);
        return { replay: false, change };
      };
      let row = update.orderId
        ? await findDeliveryByProviderOrder(tx, update.orderId, { lock: true })
        : null;
      const patch: Parameters<typeof updateDelivery>[2] = {};
      if (!row && replaces && update.orderId) {
        // ORDER_REPLACED: the delivery follows the new booking; later events name the new id
        row = await findDeliveryByProviderOrder(tx, replaces, { lock: true });
        if (row) {
          patch.providerOrderId = update.orderId;
          log.info(
            { deliveryId: row.id, from: replaces, to: update.orderId },
            'courier replaced a booking; the delivery follows the new one',
          );
        }
      }
      if (!row) {
        if (update.orderId) {
          log.warn(
            { eventId: event?.eventId, type: event?.eventType, orderId: update.orderId, stray },
            'courier webhook for a booking we have no delivery for',
          );
        }
        return done(null);
      }

      const to = update.status;
      const from = row.status;
      const moved =
        to !== null && (isCourierStatus(from) ? isForwardMove(from, to) : rank(from) < rank(to));
      if (moved) {
        patch.status = to;
        if (to === 'CANCELED' && !row.cancelledAt) patch.cancelledAt = now;
      }
      if (
        driver &&
        (driver.name !== row.driverName ||
          driver.phone !== row.driverPhone ||
          driver.photo !== row.driverPhoto)
      ) {
        patch.driverName = driver.name;
        patch.driverPhone = driver.phone;
        patch.driverPhoto = driver.photo;
      }
      if (details && details.priceTotal !== row.price) patch.price = details.priceTotal;
      if (details?.shareLink && details.shareLink !== row.shareLink) {
        patch.shareLink = details.shareLink;
      }
      if (Object.keys(patch).length > 0) await updateDelivery(tx, row.id, patch);

      if (!moved || to === null) return done(null);
      const riding = await ordersOfDelivery(tx, row.id);
      // the buyer's tracking page hears of the driver assigned and on the way (decision 045)
      const news = courierLiveEvent(to);
      const travelling = news ? riding.filter((order) => order.status === 'finished') : [];
      for (const order of travelling) if (news) await publishOrderEvent(tx, order, news);
      const notices = deps.notices;
      if (notices && rank(from) < 1 && (to === 'ON_GOING' || to === 'PICKED_UP')) {
        const driverName = driver?.name ?? row.driverName;
        for (const order of riding) {
          if (order.status !== 'finished') continue;
          outbox.push(...(await notices.enqueue(tx, order, { kind: 'onTheWay', driverName })));
        }
      }
      if (to === 'COMPLETED') {
        for (const order of await completeOrdersOfDelivery(tx, row.id, now)) {
          await creditEarnedRewards(tx, order, deps.rewardsRate ?? DEFAULT_REWARDS_RATE);
          await publishOrderEvent(tx, order, 'orderCompleted');
          if (notices) outbox.push(...(await notices.enqueue(tx, order, { kind: 'completed' })));
        }
      }
      return done({
        deliveryId: row.id,
        providerOrderId: update.orderId ?? '',
        from,
        to,
        orderIds: riding.map((order) => order.id),
      });
    });

    if (outbox.length && deps.notices) await deps.notices.dispatch(outbox);
    if (result.change) {
      for (const listener of listeners) {
        try {
          await listener(result.change);
        } catch (err) {
          log.error({ err, deliveryId: result.change.deliveryId }, 'delivery listener failed');
        }
      }
    }
    return { replay: result.replay, applied: result.change !== null };
  }

  return {
    handleLalamoveWebhook,
    applyCourierUpdate,
    /** Hears every forward move of a delivery's status, after it is committed. */
    onDeliveryStatus(listener: (change: DeliveryStatusChange) => void | Promise<void>) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
