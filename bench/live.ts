// Live order events (issue 23, decision 045): STREAMS signed-in users hold an event stream open,
// half on each of two server processes (the production build) sharing one PostgreSQL; this process
// commits RATE events a second for SECONDS, each in its own transaction through the publish helper
// (pg_notify), to a random user. Prints the events delivered a second and the latency from just
// before COMMIT to the event's arrival at the stream's reader, p50 / p99, and writes
// bench/results/live.json for bench/report.ts. Needs `npm run build`; BENCH_DATABASE_URL or a
// throwaway embedded PostgreSQL.
//   npx tsx --conditions=source bench/live.ts [--streams 200] [--rate 200] [--seconds 10]
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openPostgres } from '../apps/server/src/db/client.js';
import { createSession } from '../apps/server/src/modules/auth/sessions.repo.js';
import { publishOrderEvent } from '../apps/server/src/modules/live/publish.js';
import { startEmbeddedPostgres } from '../apps/server/test/embedded-postgres.js';
import { createChef } from '../apps/server/test/factories.js';
import { openEvents, type EventStream } from '../apps/server/test/live-kit.js';
import { startApi } from './kit/servers.js';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const STREAMS = arg('--streams', 200);
const RATE = arg('--rate', 200);
const SECONDS = arg('--seconds', 10);
const SETTLE_MS = 3_000;

const postgres = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres();
const url = process.env.BENCH_DATABASE_URL ?? postgres?.url ?? '';
// one at a time: the first migrates the database
const a = await startApi(url);
const b = await startApi(url);
const database = await openPostgres(url, { max: 4 });
const db = database.db;

const users: string[] = [];
const streams: EventStream[] = [];
const sentAt = new Map<string, number>();
const latencies: number[] = [];
let lastReceived = 0;
const now = new Date();
for (let i = 0; i < STREAMS; i += 1) {
  const user = await createChef(db);
  const { token } = await createSession(db, { userId: user.id, ttlMs: 86_400_000, now });
  users.push(user.id);
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
  });
}
const publishedMs = performance.now() - started;
await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const sorted = [...latencies].sort((x, y) => x - y);
const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const deliveredPerSecond = latencies.length / ((lastReceived - started) / 1000 || 1);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const lines = [
  `${'live-events'.padEnd(16)} ${deliveredPerSecond.toFixed(0)} events/s delivered (${latencies.length}/${total}; ${(total / (publishedMs / 1000)).toFixed(0)}/s committed)  commit to reader p50 ${ms(pick(0.5))}  p99 ${ms(pick(0.99))}  max ${ms(sorted.at(-1) ?? 0)}  (${STREAMS} streams over 2 processes)`,
];
const markdown = [
  '## Live order events',
  '',
  `${STREAMS} signed-in users hold GET /api/v1/events open, half on each of two server processes (the production build) on one PostgreSQL; the bench commits ${RATE} events a second for ${SECONDS} s, each in its own transaction through the publish helper (pg_notify), each to one user. Latency from just before COMMIT to the event read off the stream by a Node client (decision 045).`,
  '',
  '| streams | events committed | committed/s | delivered | delivered/s | p50 | p99 | max |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  `| ${STREAMS} | ${total} | ${(total / (publishedMs / 1000)).toFixed(0)} | ${latencies.length} | ${deliveredPerSecond.toFixed(0)} | ${ms(pick(0.5))} | ${ms(pick(0.99))} | ${ms(sorted.at(-1) ?? 0)} |`,
].join('\n');
console.log(lines.join('\n'));
writeFileSync('bench/results/live.json', JSON.stringify({ lines, markdown }, null, 2));

for (const stream of streams) stream.close();
await database.close();
await b.stop();
await a.stop();
await postgres?.stop();
