import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deliveries, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import {
  CourierError,
  isCourierStatus,
  isTerminalCourierStatus,
  PAST_PICKUP_STATUSES,
  type Courier,
  type CourierStatus,
} from '../../providers/courier/courier.js';
import { BOOKING, BOOKING_STALE_MS } from '../seller-orders/seller-orders.repo.js';

// Issue 9 §8: a booking whose answer never reached us (our client timed out, the connection broke)
// may still have been made at Lalamove, which takes no idempotency key and lists no orders. The
// chef was told the booking failed, so a retry books again: two couriers for one order. Lalamove
// names the stray booking in its webhooks, with the order ids we gave it as metadata; once no
// booking of that chef is in flight (it could be the stray's own answer still on its way), the
// booking we never recorded is cancelled.

/** Failures worth Lalamove's retry of the webhook; a refusal (not found) is not one. */
const TRANSIENT = ['TIMEOUT', 'NETWORK', 'HTTP_ERROR', 'BAD_RESPONSE', 'ERR_INTERNAL_SERVER_ERROR'];

/** What became of a booking we have no delivery for; `replaces`: the delivery's booking it replaced. */
export type StrayOutcome = 'not-ours' | 'ended' | 'cancelled' | 'kept' | { replaces: string };

export function createStrayBookings(deps: {
  db: Db;
  courier: Courier;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, courier, clock, log } = deps;

  const retryLater = (why: string): never => {
    throw new AppError('PROVIDER_FAILED', `${why}; please retry.`);
  };

  /** A booking of the courier's we have no delivery for (`reported`: the event's status). */
  async function settleStrayBooking(
    providerOrderId: string,
    reported: CourierStatus | null,
  ): Promise<StrayOutcome> {
    if (reported && isTerminalCourierStatus(reported)) return 'ended';
    const live = await courier.getOrder(providerOrderId).catch((err: unknown) => {
      if (err instanceof CourierError && !TRANSIENT.includes(err.reason)) return null;
      return retryLater('The courier could not be asked about this booking');
    });
    const named = (live?.metadata?.orderIds ?? '').split(',').filter(Boolean);
    if (!live || named.length === 0) return 'not-ours';
    if (isTerminalCourierStatus(live.status)) return 'ended';

    const ours = await db
      .select({ id: orders.id, chefId: orders.chefId, deliveryRef: orders.deliveryRef })
      .from(orders)
      .where(inArray(orders.id, named));
    if (ours.length === 0) return 'not-ours';
    const chefIds = [...new Set(ours.map((o) => o.chefId))];
    const inFlight = await db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          inArray(deliveries.chefId, chefIds),
          eq(deliveries.status, BOOKING),
          gt(deliveries.createdAt, new Date(clock().getTime() - BOOKING_STALE_MS)),
        ),
      )
      .limit(1);
    // its own booking may be about to record it: ask Lalamove to tell us again later
    if (inFlight.length > 0) retryLater('A booking for these orders is still being recorded');

    // Lalamove may replace a booking by a new one (ORDER_REPLACED, decision 026), and the new one's
    // events can come first. A second booking is a stray only while the orders' own booking is
    // still live at the courier; when that one has ended, this is its replacement: followed.
    const refs = [...new Set(ours.map((o) => o.deliveryRef).filter((r): r is string => !!r))];
    const riding = refs.length
      ? await db
          .select({ providerOrderId: deliveries.providerOrderId, status: deliveries.status })
          .from(deliveries)
          .where(inArray(deliveries.id, refs))
      : [];
    for (const delivery of riding) {
      if (!delivery.providerOrderId || delivery.providerOrderId === providerOrderId) continue;
      if (isCourierStatus(delivery.status) && isTerminalCourierStatus(delivery.status)) continue;
      const recorded = await courier.getOrder(delivery.providerOrderId).catch((err: unknown) => {
        if (err instanceof CourierError && !TRANSIENT.includes(err.reason)) return null;
        return retryLater('The courier could not be asked about our booking');
      });
      if (!recorded || isTerminalCourierStatus(recorded.status)) {
        log.warn(
          { providerOrderId, replaced: delivery.providerOrderId },
          'a booking for orders whose own booking ended: followed as its replacement',
        );
        return { replaces: delivery.providerOrderId };
      }
    }

    if ((PAST_PICKUP_STATUSES as readonly string[]).includes(live.status)) {
      log.error(
        { providerOrderId, orderIds: named, status: live.status },
        'a courier booking we never recorded already has the food; it cannot be cancelled',
      );
      return 'kept';
    }
    try {
      await courier.cancelOrder(providerOrderId);
    } catch (err) {
      if (err instanceof CourierError && !TRANSIENT.includes(err.reason)) {
        log.error({ providerOrderId, reason: err.reason }, 'stray courier booking not cancelled');
        return 'kept';
      }
      retryLater('The stray courier booking could not be cancelled');
    }
    log.warn(
      { providerOrderId, orderIds: named },
      'cancelled a courier booking whose answer we never received',
    );
    return 'cancelled';
  }

  return { settleStrayBooking };
}
