// Order placement under load (issue 10 §2): 200 signed-in buyers, each buying dishes no other buyer
// buys (their own sellers'), first fill carts (POST /orders, timed as "add to cart"), then place
// them (PATCH /orders/{id} with the pickup details: the step that reserves stock and the one the
// budget is about) over `connections` keep-alive sockets, or all 200 at once for the burst figure.
// The two steps are timed apart, which autocannon's single histogram cannot do, so this driver is
// our own.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { upcomingMenuDays } from '@lutong/shared';
import type { Db } from '../../apps/server/src/db/client.js';
import { createSession } from '../../apps/server/src/modules/auth/sessions.repo.js';
import { percentiles, timing } from './load.js';

export type Buyer = { cookie: string; dishes: { chefId: string; dishId: string }[] };
export type Cart = { cookie: string; orderId: string };
export type PlacementFigures = {
  placed: number;
  placeRps: number;
  place: { p50: number; p99: number };
  add: { p50: number; p99: number };
  errors: number;
  firstError: string;
};

const allDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * `count` buyers with sessions, each with `sellersEach` dishes of sellers of their own, stocked
 * without limit: this measures placing orders, not running out.
 */
export async function placementBuyers(db: Db, count: number, sellersEach = 3): Promise<Buyer[]> {
  const picked = await db.execute(sql`
    SELECT DISTINCT ON (u.id) u.id AS chef_id, d.id AS dish_id
    FROM users u JOIN dishes d ON d.chef_id = u.id
    WHERE u.email LIKE 'bench-%' AND u.menu_dates @> ${sql.raw(`'{${allDays.join(',')}}'::text[]`)}
      -- sellers the bazaar shows (isSellerCardVisible): the others take no orders
      AND u.finished_updating AND NOT u.suspended
      AND (u.ratings_quantity < 4 OR u.ratings_average >= 3.2 OR u.visible)
    ORDER BY u.id, d.id LIMIT ${count * sellersEach}`);
  const pairs = (picked as unknown as { rows: { chef_id: string; dish_id: string }[] }).rows;
  await db.execute(sql`UPDATE dishes SET day_stock = array_fill(1000000, ARRAY[7]), weekly_stock = NULL
    WHERE id = ANY(${sql.raw(`ARRAY[${pairs.map((p) => `'${p.dish_id}'`).join(',')}]::uuid[]`)})`);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const inserted = await db.execute(sql`
        INSERT INTO users (id, email, name, phone, address, lat, lng)
        VALUES (gen_random_uuid(), ${`bench-buyer-${i}-${Date.now()}@example.ph`}, 'Maria Santos',
          '9171234567', '12 Jupiter St, Makati', 14.56, 121.03)
        RETURNING id`);
      const userId = (inserted as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
      const { token } = await createSession(db, {
        userId,
        ttlMs: 24 * 60 * 60 * 1000,
        now: new Date(),
      });
      const dishes = pairs
        .filter((_, j) => j % count === i)
        .map((p) => ({ chefId: p.chef_id, dishId: p.dish_id }));
      return { cookie: `lb_session=${token}`, dishes };
    }),
  );
}

/**
 * The days every bench seller takes orders for whatever their preparation days (1 or 2): from
 * the day after tomorrow, six days.
 */
function orderDays(now: Date) {
  return upcomingMenuDays(now, { menuDates: allDays, dayPrep: 2 }).slice(0, 6);
}

type Reply = { status: number; body: string; ms: number };

function request(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  cookie: string,
  body: unknown,
): Promise<Reply> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: {
          cookie,
          origin: base.origin,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `work` on `items` with `concurrency` workers taking the next item in turn. */
async function inTurn<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item);
    }),
  );
}

/**
 * Fills every buyer's carts (one per seller and day) through POST /orders, and answers them in
 * an order that spreads each buyer's carts apart, with the add-to-cart latencies.
 */
export async function fillCarts(baseUrl: string, buyers: Buyer[]) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: timing.connections });
  const adds: { cookie: string; body: unknown }[] = [];
  // day by day and dish by dish, so any 200 carts in a row belong to 200 different buyers
  for (const day of orderDays(new Date())) {
    const dishesEach = Math.max(...buyers.map((b) => b.dishes.length));
    for (let d = 0; d < dishesEach; d += 1) {
      for (const buyer of buyers) {
        const dish = buyer.dishes[d];
        if (!dish) continue;
        adds.push({
          cookie: buyer.cookie,
          body: { ...dish, quantity: 1, deliveryDate: day.weekday, createdFor: day.dateKey },
        });
      }
    }
  }
  const carts: Cart[] = [];
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  await inTurn(adds, timing.connections, async (add) => {
    const reply = await request(agent, base, 'POST', '/api/v1/orders', add.cookie, add.body);
    if (reply.status !== 200) {
      errors += 1;
      firstError ||= `add ${reply.status} ${reply.body.slice(0, 200)}`;
      return;
    }
    latencies.push(reply.ms);
    const orderId = (JSON.parse(reply.body) as { data: { order: { id: string } } }).data.order.id;
    carts.push({ cookie: add.cookie, orderId });
  });
  agent.destroy();
  return { carts, add: percentiles(latencies), errors, firstError };
}

/**
 * Places `carts` (PATCH /orders/{id}, pickup): with `burst`, 200 at once, round after round;
 * otherwise in turn over `connections` sockets, the first `warmup` seconds not counted, until
 * `seconds` have passed or the carts run out.
 */
export async function placementLoad(
  baseUrl: string,
  carts: Cart[],
  add: { p50: number; p99: number },
  mode: { burst: number } | { seconds: number; warmup: number },
): Promise<PlacementFigures> {
  const base = new URL(baseUrl);
  const burst = 'burst' in mode ? mode.burst : 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: burst || timing.connections });
  const places: number[] = [];
  let errors = 0;
  let firstError = '';
  let recording = burst > 0;
  const place = async (cart: Cart) => {
    const reply = await request(
      agent,
      base,
      'PATCH',
      `/api/v1/orders/${cart.orderId}`,
      cart.cookie,
      {
        deliveryMode: 'pickup',
        name: 'Maria Santos',
        phone: '9171234567',
        selectedTime: 12,
      },
    );
    if (reply.status !== 200) {
      errors += 1;
      firstError ||= `place ${reply.status} ${reply.body.slice(0, 200)}`;
    } else if (recording) places.push(reply.ms);
  };
  const started = performance.now();
  let measuredFrom = started;
  if (burst > 0) {
    for (let round = 0; round * burst < carts.length; round += 1) {
      await Promise.all(carts.slice(round * burst, (round + 1) * burst).map(place));
    }
  } else if ('seconds' in mode) {
    const warmUntil = started + mode.warmup * 1000;
    const until = warmUntil + mode.seconds * 1000;
    const queue = [...carts];
    await inTurn(queue, timing.connections, async (cart) => {
      const now = performance.now();
      if (now >= until) return;
      if (!recording && now >= warmUntil) {
        recording = true;
        measuredFrom = now;
      }
      await place(cart);
    });
  }
  const elapsed = (performance.now() - measuredFrom) / 1000;
  agent.destroy();
  return {
    placed: places.length,
    placeRps: places.length / elapsed,
    place: percentiles(places),
    add,
    errors,
    firstError,
  };
}
