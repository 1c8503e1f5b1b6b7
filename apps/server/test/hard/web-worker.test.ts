import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { orders, outbox, payments } from '../../src/db/schema/index.js';
import { openPostgres, type Database } from '../../src/db/client.js';
import { RECONCILE_JOB } from '../../src/modules/payments/payments.service.js';
import { eventually } from '../harness.js';
import { freePort } from '../free-port.js';
import { recordFigures } from '../../../../test-support/reliability-figures.js';
import {
  emptyDatabase,
  paidAtProvider,
  startServer,
  withholdWebhooks,
  type ServerProcess,
} from './processes-kit.js';

// Issue 21 operator §5 (decision 031): a ROLE=web process and a ROLE=worker process on one
// PostgreSQL database. The web process serves the API and queues jobs but runs none: with no
// worker, an order placed and paid through it has its e-mails and SMS written and never sent, and
// its scheduled work waits. A worker started on the same database sends them and does the work,
// and answers nothing but /healthz, /readyz and /metrics.

let fresh: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
let dbUrl: string;
let database: Database;
let web: ServerProcess;
let worker: ServerProcess | undefined;
let boss: PgBoss;
const figures = { outboxSent: 0, jobsRun: 0 };

beforeAll(async () => {
  fresh = await emptyDatabase('roles');
  dbUrl = fresh.url;
  web = await startServer('web', { DATABASE_URL: dbUrl, ROLE: 'web' });
  database = await openPostgres(dbUrl, { max: 3 });
  boss = new PgBoss({ connectionString: dbUrl, max: 2, schedule: false, supervise: false });
  await boss.start();
}, 180_000);

afterAll(async () => {
  await boss?.stop({ graceful: true, timeout: 5000 });
  await Promise.all([web?.stop(), worker?.stop()]);
  await database?.close();
  await fresh?.drop();
  recordFigures('21-web-worker', 'A web process and a worker process', 'roles', [
    ['processes (ROLE=web, ROLE=worker) on one database', 2],
    ['e-mails and SMS queued by the web process, sent by the worker', figures.outboxSent],
    ['jobs queued with no worker, run once the worker started', figures.jobsRun],
  ]);
});

const db = () => database.db;
const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const outboxStates = async () =>
  (await db().select({ status: outbox.status }).from(outbox)).map((r) => r.status);
const jobState = async (id: string) =>
  rows(await db().execute(sql`SELECT state FROM pgboss.job WHERE id = ${id}::uuid`))[0]?.state;
const schedules = async () =>
  rows(await db().execute(sql`SELECT name FROM pgboss.schedule ORDER BY name`)).map((r) => r.name);

let paidOrderId = '';
let unsettledOrderId = '';
let reconcileJobId = '';

describe('a web process alone', () => {
  it('is ready without any worker, and serves the API', async () => {
    const ready = await fetch(`${web.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', checks: { queue: 'ok' } });
    expect((await fetch(`${web.url}/api/v1/config`)).status).toBe(200);
  });

  it('places and takes payment for an order, but sends nothing and runs no job', async () => {
    const paid = await paidAtProvider(db(), web);
    paidOrderId = paid.order.id;
    // the simulator's webhook reached the web process, which settled the payment
    await eventually(async () => {
      const [row] = await db().select().from(orders).where(eq(orders.id, paidOrderId));
      return row?.payed ? row : null;
    }, 30_000);

    // a card payment whose webhook never came: the reconciliation job's work
    await withholdWebhooks(web, true);
    const unsettled = await paidAtProvider(db(), web);
    unsettledOrderId = unsettled.order.id;
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 1000) })
      .where(eq(payments.orderId, unsettledOrderId));
    await boss.createQueue(RECONCILE_JOB);
    reconcileJobId = (await boss.send(RECONCILE_JOB, {})) ?? '';
    expect(reconcileJobId).not.toBe('');

    await new Promise((r) => setTimeout(r, 5_000));
    const states = await outboxStates();
    // the chef's and the buyer's e-mails (their factories give them no phone for SMS)
    const channels = await db().selectDistinct({ channel: outbox.channel }).from(outbox);
    expect(channels.map((c) => c.channel)).toContain('email');
    expect(states.every((s) => s === 'pending')).toBe(true);
    expect(await jobState(reconcileJobId)).toBe('created');
    expect(await schedules()).toEqual([]);
    const [unpaid] = await db().select().from(orders).where(eq(orders.id, unsettledOrderId));
    expect(unpaid?.payed).toBe(false);
  });
});

describe('a worker process on the same database', () => {
  beforeAll(async () => {
    // the worker's providers are the web's (its simulators here): one site, one PUBLIC_URL
    worker = await startServer(
      'worker',
      { DATABASE_URL: dbUrl, ROLE: 'worker', PUBLIC_URL: web.url },
      await freePort(),
      '/healthz',
    );
  }, 180_000);

  it('answers only the operator routes', async () => {
    const w = worker as ServerProcess;
    expect((await fetch(`${w.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${w.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', queue: 'ok' },
    });
    for (const path of ['/api/v1/config', '/api/v1/users/loggedin', '/', '/_sim/outbox']) {
      expect((await fetch(`${w.url}${path}`)).status, path).toBe(404);
    }
  });

  it('sends what the web process queued and does the scheduled work', async () => {
    const states = await eventually(async () => {
      const now = await outboxStates();
      return now.every((s) => s === 'sent') ? now : null;
    }, 60_000);
    figures.outboxSent = states.length;

    await eventually(
      async () => ((await jobState(reconcileJobId)) === 'completed' ? true : null),
      60_000,
    );
    figures.jobsRun += 1;
    const [settled] = await db().select().from(orders).where(eq(orders.id, unsettledOrderId));
    expect(settled?.payed).toBe(true);
    // the worker registered the schedules the web process did not
    expect(await schedules()).toContain(RECONCILE_JOB);
  });
});
