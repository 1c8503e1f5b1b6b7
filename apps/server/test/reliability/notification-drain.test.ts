import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { outbox, simMailbox } from '../../src/db/schema/index.js';
import { insertOutboxMessages } from '../../src/modules/notifications/outbox.repo.js';
import {
  DELIVER_JOB,
  DELIVERY_RETRY,
} from '../../src/modules/notifications/notifications.service.js';
import { createTestApp, eventually, type TestApp } from '../harness.js';

// Issue 20 §S8 (decision 028): the delivery worker took one message each half second, so 484
// orders' notices took over 9 minutes to go. Now it fetches them in batches and sends several at
// once: 300 queued notices (the old worker: 150 s at best) are all sent, each exactly once, well
// within a minute.

const NOTICES = 300;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('notification drain', () => {
  it(`sends ${NOTICES} queued notices in batches, each once`, async () => {
    const messages = Array.from({ length: NOTICES }, (_, i) => ({
      channel: 'email' as const,
      to: `drain-${i}@example.ph`,
      subject: 'New order',
      body: `Order ${i}`,
      links: [],
    }));
    const ids = await insertOutboxMessages(t.database.db, messages);
    const started = Date.now();
    await t.app.jobs.sendAll(
      DELIVER_JOB,
      ids.map((id) => ({ id })),
      DELIVERY_RETRY,
    );
    // a sweep's duplicate job for a few messages must not send them twice
    for (const id of ids.slice(0, 10)) await t.app.jobs.send(DELIVER_JOB, { id }, DELIVERY_RETRY);

    await eventually(async () => {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(and(inArray(outbox.id, ids), eq(outbox.status, 'sent')));
      return row?.n === NOTICES ? true : null;
    }, 60_000);
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(60);

    const delivered = await t.database.db
      .select({ to: simMailbox.recipient, n: sql<number>`count(*)::int` })
      .from(simMailbox)
      .where(
        inArray(
          simMailbox.recipient,
          messages.map((m) => m.to),
        ),
      )
      .groupBy(simMailbox.recipient);
    expect(delivered).toHaveLength(NOTICES);
    expect(delivered.every((d) => d.n === 1)).toBe(true);
    console.log(`drained ${NOTICES} notices in ${seconds.toFixed(1)} s`);
  }, 90_000);
});
