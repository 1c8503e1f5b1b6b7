import { sql } from 'drizzle-orm';
import { liveEventRecipients, orderNumberText, type LiveEventType } from '@lutong/shared';
import type { Executor } from '../../db/client.js';

// Decision 045: the one way a change of an order goes live. The notice is sent with pg_notify in
// the caller's transaction, so PostgreSQL delivers it at commit and never for a rolled-back change;
// every web process LISTENs (streams.ts) and writes it to the streams of the users it names.

/** The NOTIFY channel live events travel on. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/** What travels on the channel: the recipients' ids and the event they all receive. */
export type LiveNotice = { to: string[]; event: string };

type EventOrder = { id: string; number: string; status: string; buyerId: string; chefId: string };

/** Announces `type` about `order` to its chef and/or buyer when `tx` commits. */
export async function publishOrderEvent(
  tx: Executor,
  order: EventOrder,
  type: LiveEventType,
): Promise<void> {
  const event = JSON.stringify({
    type,
    orderId: order.id,
    number: orderNumberText(order),
    status: order.status,
  });
  const notice: LiveNotice = { to: liveEventRecipients(type, order), event };
  await tx.execute(sql`SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}
