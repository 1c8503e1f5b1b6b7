import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { webhookEvents } from '../db/schema/index.js';
import { newId } from './ids.js';

// Every provider's webhook events, stored once per (provider, event id) (ARCHITECTURE §6): storing is
// how a replay is recognised, in the same transaction that processes the event.

export type WebhookEventInput = {
  eventId: string;
  type: string;
  payload: unknown;
  receivedAt: Date;
};

/** Stores the event; false when it was stored before (a replay). */
export async function storeWebhookEvent(
  db: Executor,
  provider: string,
  event: WebhookEventInput,
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values({ id: newId(), provider, ...event })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

export async function markWebhookEventProcessed(
  db: Executor,
  provider: string,
  eventId: string,
  at: Date,
): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ processedAt: at })
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
}
