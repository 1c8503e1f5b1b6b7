import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/index.js';
import { insertOutboxMessages } from '../../src/modules/notifications/outbox.repo.js';
import {
  DELIVER_JOB,
  DELIVERY_RETRY,
} from '../../src/modules/notifications/notifications.service.js';
import { createTestApp, eventually, type TestApp } from '../harness.js';
import { movableClock, WEDNESDAY_10AM } from '../orders-kit.js';
import { newChef, placedOrder } from '../seller-kit.js';

// Issue 20 §P5 (decision 028): Semaphore answers 200 with a per-message status, and "Failed" or
// "Refunded" means the text never went; it allows 120 calls a minute and drops texts starting with
// "TEST". Through the app and its Semaphore simulator: a refused text stays pending and is retried
// until it goes, exactly once; a TEST text goes out with the brand in front; past the limit, texts
// wait (untried, with their job) instead of being refused or lost.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(async () => {
  time.set(WEDNESDAY_10AM);
  await t.client().post('/_sim/semaphore/faults', { mode: 'ok' });
});

type Received = { channel: string; to: string; text: string };
const received = async (app: TestApp, to: string) =>
  (await app.client().get<Received[]>('/_sim/outbox.json')).body.filter(
    (m) => m.channel === 'sms' && m.to === to,
  );
const smsRows = (app: TestApp, to: string) =>
  app.database.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(outbox.id);

/** Writes texts to the outbox and queues their delivery, as a notice does after its commit. */
async function queueTexts(app: TestApp, to: string, bodies: string[]): Promise<string[]> {
  const ids = await insertOutboxMessages(
    app.database.db,
    bodies.map((body) => ({ channel: 'sms' as const, to, subject: '', body, links: [] })),
  );
  await app.app.jobs.sendAll(
    DELIVER_JOB,
    ids.map((id) => ({ id })),
    DELIVERY_RETRY,
  );
  return ids;
}

describe('Semaphore SMS', () => {
  it('retries a text Semaphore refuses (status Failed) and marks it sent only once it goes', async () => {
    const chef = await newChef(t, { phone: '9175550101' });
    const to = '+639175550101';
    expect((await t.client().post('/_sim/semaphore/faults', { mode: 'error' })).status).toBe(200);
    await placedOrder(t, time.clock(), chef); // the chef's "new order" text

    const refused = await eventually(async () => {
      const [row] = await smsRows(t, to);
      return row && row.attempts >= 1 ? row : null;
    });
    expect(refused.status).toBe('pending');
    expect(refused.sentAt).toBeNull();
    expect(refused.lastError).toContain('refused the message (Failed)');
    expect(await received(t, to)).toEqual([]);

    await t.client().post('/_sim/semaphore/faults', { mode: 'ok' });
    const sent = await eventually(async () => {
      const [row] = await smsRows(t, to);
      return row?.status === 'sent' ? row : null;
    }, 25_000);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    const texts = await received(t, to);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toMatch(/^Lutong Bahay: new order/);
  });

  it('never sends a text starting with TEST as written: it goes with the brand in front', async () => {
    const to = '+639175550102';
    await queueTexts(t, to, ['TEST kitchen open today']);
    const texts = await eventually(async () => {
      const found = await received(t, to);
      return found.length ? found : null;
    });
    expect(texts.map((m) => m.text)).toEqual(['Lutong Bahay: TEST kitchen open today']);
    // the simulator holds the text before the worker's update commits: wait for the row too
    const row = await eventually(async () => {
      const [found] = await smsRows(t, to);
      return found?.status === 'sent' ? found : null;
    });
    expect(row.status).toBe('sent');
  });
});

describe('Semaphore calls a minute', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ clock: time.clock, env: { SMS_CALLS_PER_MINUTE: '3' } });
  });
  afterAll(async () => limited.close());

  it('sends up to the limit and puts the rest off, untried, with a job for later', async () => {
    const to = '+639175550103';
    const ids = await queueTexts(
      limited,
      to,
      ['one', 'two', 'three', 'four', 'five'].map((n) => `Lutong Bahay: text ${n}`),
    );
    const rows = await eventually(async () => {
      const found = await smsRows(limited, to);
      const settled = found.filter((r) => r.status === 'sent' || r.lastError);
      return settled.length === ids.length ? found : null;
    });
    const sent = rows.filter((r) => r.status === 'sent');
    const waiting = rows.filter((r) => r.status === 'pending');
    expect(sent).toHaveLength(3);
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row.attempts).toBe(0); // not a failure: nothing counts toward giving up
      expect(row.lastError).toContain('limit of 3 calls a minute');
    }
    // the simulator took exactly the calls the limit allows (a fourth would have been a 429)
    expect(await received(limited, to)).toHaveLength(3);
    const later = await limited.database.db.execute(sql`
      SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = ${DELIVER_JOB} AND state = 'created' AND start_after > now()
        AND data->>'id' IN (${sql.join(
          waiting.map((r) => sql`${r.id}`),
          sql`, `,
        )})`);
    expect((later as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });

  it('answers 429 with Retry-After past the limit, as Semaphore does', async () => {
    const key = limited.config.mail.sms?.apiKey ?? '';
    const post = () =>
      fetch(`${limited.baseUrl}/_sim/semaphore/api/v4/messages`, {
        method: 'POST',
        body: new URLSearchParams({ apikey: key, number: '639175550104', message: 'Hi' }),
      });
    let last: Response | undefined;
    for (let i = 0; i < 4; i += 1) last = await post();
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    const wrongKey = await fetch(`${limited.baseUrl}/_sim/semaphore/api/v4/messages`, {
      method: 'POST',
      body: new URLSearchParams({ apikey: 'nope', number: '639175550104', message: 'Hi' }),
    });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toEqual({ apikey: ['The selected apikey is invalid.'] });
  });
});
