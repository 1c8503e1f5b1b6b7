// Live order events (issue 23, decision 045): STREAMS signed-in users hold an event stream open,
// half on each of two server processes (the production build) sharing one PostgreSQL; this process
// commits RATE events a second for SECONDS, each in its own transaction through the publish helper
// (pg_notify), to a random user. Prints the events delivered a second and the latency from just
// before COMMIT to the event's arrival at the stream's reader, p50 / p99, and writes
// bench/results/live.json for bench/report.ts. BROWSERS of the users also hold the stream in
// headless Chromium, as the dashboard does (EventSource): their latency, commit to the browser's
// message handler, is printed on its own (the clocks compared are the machine's wall clock, read
// with sub-millisecond precision on both sides). Needs `npm run build`; BENCH_DATABASE_URL or a
// throwaway embedded PostgreSQL.
//   npx tsx --conditions=source bench/live.ts [--streams 200] [--rate 200] [--seconds 10] [--browsers 4]
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openPostgres } from '../apps/server/src/db/client.js';
import { createSession } from '../apps/server/src/modules/auth/sessions.repo.js';
import { publishOrderEvent } from '../apps/server/src/modules/live/publish.js';
import { startEmbeddedPostgres } from '../apps/server/test/embedded-postgres.js';
import { createChef } from '../apps/server/test/factories.js';
import { openEvents, type EventStream } from '../apps/server/test/live-kit.js';
import { startApi } from './kit/servers.js';
import { launchChromium } from './web-pageload.js';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const STREAMS = arg('--streams', 200);
const RATE = arg('--rate', 200);
const SECONDS = arg('--seconds', 10);
const BROWSERS = arg('--browsers', 4);
const SETTLE_MS = 3_000;
/** the machine's wall clock in ms with sub-ms precision: comparable across processes */
const wallNow = () => performance.timeOrigin + performance.now();

const postgres = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres();
const url = process.env.BENCH_DATABASE_URL ?? postgres?.url ?? '';
// one at a time: the first migrates the database
const a = await startApi(url);
const b = await startApi(url);
const database = await openPostgres(url, { max: 4 });
const db = database.db;

const users: string[] = [];
const tokens: string[] = [];
const streams: EventStream[] = [];
const sentAt = new Map<string, number>();
const sentAtWall = new Map<string, number>();
const latencies: number[] = [];
let lastReceived = 0;
const now = new Date();
for (let i = 0; i < STREAMS; i += 1) {
  const user = await createChef(db);
  const { token } = await createSession(db, { userId: user.id, ttlMs: 86_400_000, now });
  users.push(user.id);
  tokens.push(token);
  const server = i % 2 === 0 ? a : b;
  const stream = await openEvents(server.url, `lb_session=${token}`, (event) => {
    const sent = sentAt.get(event.orderId);
    if (sent === undefined) return;
    lastReceived = performance.now();
    latencies.push(lastReceived - sent);
  });
  if (stream.status !== 200) throw new Error(`stream ${i}: ${stream.status} ${stream.text()}`);
  streams.push(stream);
}

// The first BROWSERS users also have the dashboard's EventSource open in Chromium (on server b).
const browser = await launchChromium();
const pages = [];
for (let i = 0; i < Math.min(BROWSERS, tokens.length); i += 1) {
  const context = await browser.newContext({ baseURL: b.url });
  await context.addCookies([{ name: 'lb_session', value: tokens[i]!, url: b.url }]);
  const page = await context.newPage();
  // a page of the server's origin that is not the app (which would open its own stream)
  await page.goto('/readyz');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = window as unknown as { received: [string, number][] };
        w.received = [];
        const source = new EventSource('/api/v1/events');
        source.onopen = () => resolve();
        source.onmessage = (message: MessageEvent<string>) => {
          const at = performance.timeOrigin + performance.now();
          const { orderId } = JSON.parse(message.data) as { orderId?: string };
          if (orderId) w.received.push([orderId, at]);
        };
      }),
  );
  pages.push(page);
}

const total = RATE * SECONDS;
const started = performance.now();
for (let i = 0; i < total; i += 1) {
  // paced: event i is due at started + i / RATE seconds
  const due = started + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const chefId = users[i % users.length] ?? '';
  const order = {
    id: `bench-${i}`,
    number: 'BNCH0000',
    status: 'placed',
    buyerId: chefId,
    chefId,
  };
  await db.transaction(async (tx) => {
    await publishOrderEvent(tx, order, 'newOrder');
    // the transaction commits as this callback returns
    sentAt.set(order.id, performance.now());
    sentAtWall.set(order.id, wallNow());
  });
}
const publishedMs = performance.now() - started;
await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const browserLatencies: number[] = [];
for (const page of pages) {
  const received = await page.evaluate(
    () => (window as unknown as { received: [string, number][] }).received,
  );
  for (const [orderId, at] of received) {
    const sent = sentAtWall.get(orderId);
    if (sent !== undefined) browserLatencies.push(at - sent);
  }
}
await browser.close();
// what the browsers' users were sent: every RATE-paced event goes to users[i % STREAMS]
const browserExpected = Array.from({ length: total }, (_, i) => i % users.length).filter(
  (u) => u < pages.length,
).length;

const quantile = (values: number[]) => {
  const ordered = [...values].sort((x, y) => x - y);
  return (q: number) => ordered[Math.min(ordered.length - 1, Math.floor(q * ordered.length))] ?? 0;
};
const sorted = [...latencies].sort((x, y) => x - y);
const pick = quantile(latencies);
const pickBrowser = quantile(browserLatencies);
const browserMax = Math.max(0, ...browserLatencies);
const deliveredPerSecond = latencies.length / ((lastReceived - started) / 1000 || 1);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const lines = [
  `${'live-events'.padEnd(16)} ${deliveredPerSecond.toFixed(0)} events/s delivered (${latencies.length}/${total}; ${(total / (publishedMs / 1000)).toFixed(0)}/s committed)  commit to reader p50 ${ms(pick(0.5))}  p99 ${ms(pick(0.99))}  max ${ms(sorted.at(-1) ?? 0)}  (${STREAMS} streams over 2 processes)`,
  `${'live-browser'.padEnd(16)} ${browserLatencies.length}/${browserExpected} events in ${pages.length} Chromium EventSource pages  commit to browser p50 ${ms(pickBrowser(0.5))}  p99 ${ms(pickBrowser(0.99))}  max ${ms(browserMax)}`,
];
const markdown = [
  '## Live order events',
  '',
  `${STREAMS} signed-in users hold GET /api/v1/events open, half on each of two server processes (the production build) on one PostgreSQL; the bench commits ${RATE} events a second for ${SECONDS} s, each in its own transaction through the publish helper (pg_notify), each to one user. Latency from just before COMMIT to the event read off the stream by a Node client (decision 045).`,
  '',
  '| streams | events committed | committed/s | delivered | delivered/s | p50 | p99 | max |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  `| ${STREAMS} | ${total} | ${(total / (publishedMs / 1000)).toFixed(0)} | ${latencies.length} | ${deliveredPerSecond.toFixed(0)} | ${ms(pick(0.5))} | ${ms(pick(0.99))} | ${ms(sorted.at(-1) ?? 0)} |`,
  '',
  `In ${pages.length} headless Chromium pages holding the same users' streams with EventSource, as the dashboard does: ${browserLatencies.length} of ${browserExpected} events arrived, commit to the page's message handler p50 ${ms(pickBrowser(0.5))}, p99 ${ms(pickBrowser(0.99))}, max ${ms(browserMax)}.`,
].join('\n');
console.log(lines.join('\n'));
writeFileSync('bench/results/live.json', JSON.stringify({ lines, markdown }, null, 2));

for (const stream of streams) stream.close();
await database.close();
await b.stop();
await a.stop();
await postgres?.stop();
