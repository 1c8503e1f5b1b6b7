import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { manilaClock } from '@lutong/shared';
import { orders, outbox, payments, payouts, webhookEvents } from '../../src/db/schema/index.js';
import { migrationsFolder, openPostgres, type Database } from '../../src/db/client.js';
import { signPaymongoEvent } from '../../src/providers/payments/paymongo-signature.js';
import { eventually, TestClient, uniqueEmail } from '../harness.js';
import { freePort } from '../free-port.js';
import { dishStock } from '../orders-kit.js';
import { paymentEvent } from '../payments-kit.js';
import { CLEANUP_JOB } from '../../src/modules/orders/cleanup.js';
import { RECONCILE_JOB } from '../../src/modules/payments/payments.service.js';
import { PAYOUT_JOB } from '../../src/modules/seller-orders/payouts.js';
import { previousWeek } from '../../src/modules/seller-orders/weeks.js';
import { recordFigures } from '../../../../test-support/reliability-figures.js';
import {
  emptyDatabase,
  paidAtProvider,
  placeOrderOn,
  SIM_PAYMONGO,
  startServer,
  withholdWebhooks,
  type ServerProcess,
} from './processes-kit.js';

// Issue 9 §9 (and the replays of §3 across processes): two server processes started at once on one
// fresh PostgreSQL database. A session made on one works on the other, each webhook event is
// applied once wherever and however often it arrives, and scheduled jobs have their effect once.

let fresh: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
let database: Database;
let dbUrl: string;
let a: ServerProcess;
let b: ServerProcess;
const figures = { webhookPosts: 0, refused: 0, sessionsChecked: 0, jobRuns: 0 };

beforeAll(async () => {
  // an empty database, not the migrated template: both processes migrate it at the same moment
  fresh = await emptyDatabase('procs');
  const url = fresh.url;
  dbUrl = url;
  const common = { DATABASE_URL: url, RATE_LIMIT_ORDERS_PER_ACCOUNT: '100000' };
  const portA = await freePort();
  [a, b] = await Promise.all([
    startServer('a', common, portA),
    // b uses a's PayMongo simulator, as two processes in production use one PayMongo account
    startServer('b', {
      ...common,
      PAYMONGO_SECRET_KEY: SIM_PAYMONGO.secretKey,
      PAYMONGO_PUBLIC_KEY: SIM_PAYMONGO.publicKey,
      PAYMONGO_WEBHOOK_SECRET: SIM_PAYMONGO.webhookSecret,
      PAYMONGO_BASE_URL: `http://127.0.0.1:${portA}/_sim/paymongo`,
    }),
  ]);
  database = await openPostgres(url, { max: 5 });
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await fresh?.drop();
  recordFigures('9-two-processes', 'Two server processes on one database', 'processes', [
    ['server processes (src/main.ts, one fresh database, started together)', 2],
    ['migrations applied once each although both migrated at start', 'yes'],
    ['sessions used across processes', figures.sessionsChecked],
    ['webhook deliveries posted to the two processes', figures.webhookPosts],
    ['of which refused (tampered, unsigned, wrong mode, unknown)', figures.refused],
    ['scheduled-job runs fired on both processes at once', figures.jobRuns],
  ]);
  recordFigures('3-webhooks', 'Webhooks', 'two-processes', [
    ['paid orders whose events went to both processes (real HTTP)', WEBHOOK_ORDERS],
    ['per order: replays in a row / at once / under new event ids', '5 / 5 / 2'],
    ['per order: tampered, unsigned, wrong-mode, wrong-secret copies to each process', 4],
    ['per order: payment.failed after payment.paid', 1],
    ['events before their intent was visible (409 on both, nothing stored)', 2],
    [
      'deliveries posted in all / refused with 401 or 409',
      `${figures.webhookPosts} / ${figures.refused}`,
    ],
    ['orders paid twice, or with more than one receipt e-mail', 0],
  ]);
});

const db = () => database.db;
const firstRow = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0];

describe('two processes on one database', () => {
  it('both migrated the fresh database at start without applying anything twice', async () => {
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    const applied = await db().execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(firstRow(applied)).toEqual({ n: files.length });
  });

  it('share sessions: signed up on one, recognised, rotated at login and revoked on the other', async () => {
    const email = uniqueEmail('procs');
    const onA = new TestClient(a.url);
    const signup = await onA.post('/api/v1/users/signup', {
      email,
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    });
    expect(signup.status).toBe(200);
    const onB = new TestClient(b.url);
    onB.jar.set('lb_session', onA.jar.get('lb_session') ?? '');
    expect((await onB.get('/api/v1/users/loggedin')).body).toMatchObject({ loggedIn: true });

    // logging in on b rotates: a new token, and it works on a
    const login = await onB.post('/api/v1/users/login', { email, password: 'abcdefgh' });
    expect(login.status).toBe(200);
    const rotated = onB.jar.get('lb_session');
    expect(rotated).not.toBe(onA.jar.get('lb_session'));
    const again = new TestClient(a.url);
    again.jar.set('lb_session', rotated ?? '');
    expect((await again.get('/api/v1/users/loggedin')).body).toMatchObject({ loggedIn: true });

    // logging out on a ends it on b
    await again.get('/api/v1/users/logout', { 'sec-fetch-site': 'same-origin' });
    expect((await onB.get('/api/v1/users/loggedin')).body).toMatchObject({ loggedIn: false });
    figures.sessionsChecked += 3;
  });
});

const WEBHOOK_ORDERS = 8;
const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** Posts a raw event to one process's webhook over HTTP, signed as PayMongo signs unless told. */
async function deliver(
  server: ServerProcess,
  rawBody: string,
  signing: { signature?: string | null; secret?: string; ageSeconds?: number; live?: boolean } = {},
): Promise<number> {
  const signature =
    signing.signature === null
      ? null
      : (signing.signature ??
        signPaymongoEvent({
          secret: signing.secret ?? SIM_PAYMONGO.webhookSecret,
          rawBody,
          timestamp: Math.floor(Date.now() / 1000) - (signing.ageSeconds ?? 0),
          livemode: signing.live ?? false,
        }));
  const res = await fetch(`${server.url}/api/v1/orders/webhook/source`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'paymongo-signature': signature } : {}),
    },
    body: rawBody,
  });
  figures.webhookPosts += 1;
  if (res.status >= 400) figures.refused += 1;
  return res.status;
}

async function mailsTo(email: string, subject: string) {
  const rows = await db()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.subject, subject)))
    .orderBy(outbox.id);
  return rows.length;
}

describe('webhooks delivered to both processes', () => {
  it('apply each payment once: replays, duplicates and hostile copies on both', async () => {
    await withholdWebhooks(a, true);
    for (let n = 0; n < WEBHOOK_ORDERS; n += 1) {
      const paid = await paidAtProvider(db(), a);
      const event = (id: string, type: 'payment.paid' | 'payment.failed' = 'payment.paid') =>
        paymentEvent({
          eventId: id,
          type,
          paymentId: paid.payment.id,
          intentId: paid.intent.id,
          amount: paid.payment.attributes.amount,
          orderId: paid.order.id,
          ...(type === 'payment.failed' ? { failedMessage: 'Card declined' } : {}),
        });
      const body = event(eventId());
      const signed = signPaymongoEvent({
        secret: SIM_PAYMONGO.webhookSecret,
        rawBody: body,
        timestamp: Math.floor(Date.now() / 1000),
        livemode: false,
      });

      // hostile copies first, to each process: nothing may change
      const hostile = await Promise.all(
        [a, b].flatMap((server) => [
          deliver(server, body.replace('"amount":', '"amount": '), { signature: signed }),
          deliver(server, body, { signature: null }),
          deliver(server, body, { live: true }),
          deliver(server, body, { secret: 'whsk_not_ours' }),
        ]),
      );
      expect(hostile.every((status) => status === 401)).toBe(true);
      expect((await db().select().from(orders).where(eq(orders.id, paid.order.id)))[0]?.payed).toBe(
        false,
      );

      // five times in a row, alternating processes, then five at once over both
      // (the last a retry signed two hours ago: any age is accepted, once, decision 026)
      for (let i = 0; i < 5; i += 1) {
        const ageSeconds = i === 4 ? 2 * 60 * 60 : 0;
        expect(await deliver(i % 2 ? b : a, body, { ageSeconds })).toBe(200);
      }
      const parallel = await Promise.all(
        Array.from({ length: 5 }, (_, i) => deliver(i % 2 ? a : b, body)),
      );
      expect(parallel).toEqual([200, 200, 200, 200, 200]);
      // the same payment under another event id, and a late payment.failed: still paid once
      expect(
        await Promise.all([deliver(a, event(eventId())), deliver(b, event(eventId()))]),
      ).toEqual([200, 200]);
      expect(await deliver(b, event(eventId(), 'payment.failed'))).toBe(200);

      const [order] = await db().select().from(orders).where(eq(orders.id, paid.order.id));
      expect(order?.payed).toBe(true);
      const rows = await db().select().from(payments).where(eq(payments.orderId, paid.order.id));
      expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
      const stored = await db()
        .select({ id: webhookEvents.eventId })
        .from(webhookEvents)
        .where(sql`${webhookEvents.payload}::text LIKE ${`%${paid.intent.id}%`}`);
      expect(stored).toHaveLength(4);
      await eventually(async () =>
        (await mailsTo(paid.buyer.email, 'Your payment was received')) > 0 ? true : null,
      );
      expect(await mailsTo(paid.buyer.email, 'Your payment was received')).toBe(1);
      expect(await mailsTo(paid.chef.email, 'A paid order is waiting for your confirmation')).toBe(
        1,
      );
    }
  });

  it('answer 409 on both for a payment whose intent is not visible yet, and keep no trace', async () => {
    const placed = await placeOrderOn(db(), b);
    const id = eventId();
    const early = paymentEvent({
      eventId: id,
      type: 'payment.paid',
      paymentId: `pay_${randomBytes(12).toString('hex')}`,
      intentId: `pi_${randomBytes(12).toString('hex')}`,
      amount: 50_000,
      orderId: placed.order.id,
    });
    expect(await Promise.all([deliver(a, early), deliver(b, early)])).toEqual([409, 409]);
    const stored = await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, id));
    expect(stored).toHaveLength(0);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order?.payed).toBe(false);
  });
});

const FIRINGS = 6;

describe('scheduled jobs with both processes working', () => {
  it('clean-up, payouts and reconciliation fired on both at once have their effect once', async () => {
    await withholdWebhooks(a, true);
    const now = new Date();

    // clean-up: a placed, unpaid order whose day has passed gives its 2 portions back once
    const stale = await placeOrderOn(db(), a, { weeklyQuantity: 10 });
    const yesterday = manilaClock(new Date(now.getTime() - 24 * 60 * 60 * 1000));
    await db()
      .update(orders)
      .set({ createdFor: yesterday.dateKey, deliveryDate: yesterday.weekday })
      .where(eq(orders.id, stale.order.id));
    expect((await dishStock(db(), stale.dish.id)).weeklyQuantity).toBe(12);

    // payouts: a paid order finished last week is paid out once
    const finished = await paidAtProvider(db(), a);
    const week = previousWeek(now);
    await db()
      .update(orders)
      .set({
        payed: true,
        status: 'finished',
        finishedAt: new Date(week.from.getTime() + 2 * 24 * 60 * 60 * 1000),
      })
      .where(eq(orders.id, finished.order.id));

    // reconciliation: a card payment whose webhook never came, asked about after a minute
    const unsettled = await paidAtProvider(db(), a);
    await db()
      .update(payments)
      .set({ createdAt: new Date(now.getTime() - 2 * 60 * 1000) })
      .where(eq(payments.orderId, unsettled.order.id));

    // what both processes' clocks would do at once, several times over
    const boss = new PgBoss({ connectionString: dbUrl, max: 2 });
    await boss.start();
    const jobIds: string[] = [];
    for (const name of [CLEANUP_JOB, PAYOUT_JOB, RECONCILE_JOB]) {
      const sent = await Promise.all(Array.from({ length: FIRINGS }, () => boss.send(name, {})));
      jobIds.push(...sent.filter((id): id is string => id !== null));
    }
    figures.jobRuns += jobIds.length;
    expect(jobIds).toHaveLength(3 * FIRINGS);
    try {
      const ids = sql.join(
        jobIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      await eventually(async () => {
        const done = await db().execute(
          sql`SELECT count(*)::int AS n FROM pgboss.job WHERE id IN (${ids}) AND state = 'completed'`,
        );
        return firstRow(done)?.n === jobIds.length ? true : null;
      }, 60_000);
    } finally {
      await boss.stop({ graceful: true, timeout: 5000 });
    }

    const [cancelled] = await db().select().from(orders).where(eq(orders.id, stale.order.id));
    expect(cancelled?.status).toBe('cancelled');
    expect((await dishStock(db(), stale.dish.id)).weeklyQuantity).toBe(10);

    const paidOut = await db().select().from(payouts).where(eq(payouts.chefId, finished.chef.id));
    expect(paidOut).toHaveLength(1);
    expect(paidOut[0]?.gross).toBe(finished.order.foodTotal);

    const [settled] = await db().select().from(orders).where(eq(orders.id, unsettled.order.id));
    expect(settled?.payed).toBe(true);
    await eventually(async () =>
      (await mailsTo(unsettled.buyer.email, 'Your payment was received')) > 0 ? true : null,
    );
    expect(await mailsTo(unsettled.buyer.email, 'Your payment was received')).toBe(1);
    const rows = await db()
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [unsettled.order.id]));
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });
});
