import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../global-setup.pg.js';
import { upcomingMenuDays, type OrderView, type PaymentIntentView } from '@lutong/shared';
import type { Db } from '../../src/db/client.js';
import { createSession } from '../../src/modules/auth/sessions.repo.js';
import { TestClient } from '../harness.js';
import { createChef, createDish } from '../factories.js';
import { createBuyer } from '../orders-kit.js';
import { freePort } from '../free-port.js';
import { spawnServer, type ServerProcess } from '../spawn-server.js';

// Issue 9 §9: real server processes (`src/main.ts` under tsx, as `npm run dev` runs it) on one
// PostgreSQL database, and the calls a browser and PayMongo make to them over real sockets.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const main = path.join(root, 'apps', 'server', 'src', 'main.ts');

/** The simulator's keys and webhook secret (config.ts): a second process can use the first's. */
export const SIM_PAYMONGO = {
  secretKey: 'sk_test_sim_lutong_bahay',
  publicKey: 'pk_test_sim_lutong_bahay',
  webhookSecret: 'whsk_sim_lutong_bahay',
};

export type { ServerProcess };

/** Starts `src/main.ts` on a free port and waits until it answers (a worker: at /healthz). */
export async function startServer(
  name: string,
  env: Record<string, string>,
  port?: number,
  readyPath = '/api/v1/users/loggedin',
): Promise<ServerProcess> {
  port ??= await freePort();
  return spawnServer({
    name,
    argv: [tsx, '--conditions=source', main],
    cwd: root,
    port,
    readyPath,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `lb-${name}-`)),
      SEED_DEMO: 'false',
      SHUTDOWN_GRACE_MS: '200',
      ...env,
    },
  });
}

/** A client of `server` holding a fresh session of `userId` (sessions live in the database). */
export async function sessionOn(db: Db, server: ServerProcess, userId: string) {
  const { token } = await createSession(db, {
    userId,
    ttlMs: 24 * 60 * 60 * 1000,
    now: new Date(),
  });
  const client = new TestClient(server.url);
  client.jar.set('lb_session', token);
  return client;
}

/** The second upcoming menu day on the wall clock: open now, and still open in a few minutes. */
export function orderDay(now = new Date()) {
  const all = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const day = upcomingMenuDays(now, { menuDates: all, dayPrep: 1 })[1];
  if (!day) throw new Error('no menu day');
  return { deliveryDate: day.weekday, createdFor: day.dateKey };
}

/** A buyer's placed pickup order, made over HTTP on `server`. */
export async function placeOrderOn(
  db: Db,
  server: ServerProcess,
  dishOverrides: Parameters<typeof createDish>[2] = {},
) {
  const chef = await createChef(db, { address: '1 Ayala Ave, Makati', pickup: true });
  const dish = await createDish(db, chef.id, { price: 250, weeklyStock: 50, ...dishOverrides });
  const buyer = await createBuyer(db);
  const client = await sessionOn(db, server, buyer.id);
  const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
    chefId: chef.id,
    dishId: dish.id,
    quantity: 2,
    ...orderDay(),
  });
  if (added.status !== 200) throw new Error(`add: ${JSON.stringify(added.body)}`);
  const placed = await client.patch<{ data: { order: OrderView } }>(
    `/api/v1/orders/${added.body.data.order.id}`,
    { deliveryMode: 'pickup', name: 'Maria', phone: '0917 123 4567', selectedTime: 12 },
  );
  if (placed.status !== 200) throw new Error(`place: ${JSON.stringify(placed.body)}`);
  return { chef, dish, buyer, client, order: placed.body.data.order };
}

/** Calls the PayMongo simulator of `server` as the pay page (public key) or a server would. */
async function simCall<T>(server: ServerProcess, pathname: string, body?: unknown, secret = false) {
  const key = secret ? SIM_PAYMONGO.secretKey : SIM_PAYMONGO.publicKey;
  const res = await fetch(`${server.url}/_sim/paymongo${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function withholdWebhooks(server: ServerProcess, on: boolean) {
  const res = await fetch(`${server.url}/_sim/paymongo/webhooks/withhold`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ on }),
  });
  if (!res.ok) throw new Error(`withhold: ${res.status}`);
}

type SimPayment = { id: string; attributes: { amount: number; status: string } };

/** Places an order on `server`, creates its intent and pays it by card at the simulator. */
export async function paidAtProvider(db: Db, server: ServerProcess) {
  const placed = await placeOrderOn(db, server);
  const created = await placed.client.post<{ data: PaymentIntentView }>(
    '/api/v1/orders/paymentIntentTest',
    { order: placed.order.id, method: 'visa' },
  );
  if (created.status !== 200) throw new Error(`intent: ${JSON.stringify(created.body)}`);
  const intent = created.body.data;
  const method = await simCall<{ data: { id: string } }>(server, '/v1/payment_methods', {
    data: {
      attributes: {
        type: 'card',
        details: { card_number: '4343434343434345', exp_month: 12, exp_year: 2035, cvc: '123' },
        billing: { name: 'Maria', email: 'maria@example.ph', phone: '09171234567' },
      },
    },
  });
  const attached = await simCall<{ data: { attributes: { payments: SimPayment[] } } }>(
    server,
    `/v1/payment_intents/${intent.id}/attach`,
    {
      data: {
        attributes: {
          payment_method: method.data.id,
          client_key: intent.attributes.client_key,
          return_url: `${server.url}/pay/${placed.order.id}`,
        },
      },
    },
  );
  const payment = attached.data.attributes.payments[0];
  if (!payment) throw new Error('the simulator made no payment');
  return { ...placed, intent, payment };
}

/**
 * A new, empty database (no migrations: the processes started on it migrate it) on the suite's
 * PostgreSQL server, named `<prefix>_<random>`; `drop` removes it whoever is still connected.
 */
export async function emptyDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgUrl');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
