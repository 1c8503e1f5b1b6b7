import { timingSafeEqual } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { messages } from '@lutong/shared';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import type { Jobs } from '../jobs/jobs.js';
import { processMetrics } from '../lib/metrics.js';

/**
 * GET /metrics in Prometheus's text format (decision 031), for a bearer of METRICS_TOKEN only; 404
 * when no token is configured. Requests are counted by route pattern (never the raw URL, so the
 * labels stay few); the pool, the job queues and the outbox are read when scraped.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { token: string | null; database: Database; jobs: Jobs },
): void {
  const registry = new Registry();
  const requests = new Counter({
    name: 'lutong_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'lutong_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // a URL no route matched is one label, whatever was asked
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const refresh = scrapeTimeGauges(registry, deps);
  app.get(
    '/metrics',
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      if (!deps.token) {
        return reply
          .status(404)
          .send({ status: 'fail', code: 'NOT_FOUND', message: messages.notFound });
      }
      if (!bearerMatches(request.headers.authorization, deps.token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ status: 'fail', code: 'UNAUTHENTICATED', message: messages.signedOut });
      }
      await refresh().catch((err: unknown) => request.log.warn({ err }, 'metrics not all read'));
      const merged = Registry.merge([processMetrics, registry]);
      return reply.header('content-type', merged.contentType).send(await merged.metrics());
    },
  );
}

/** The figures read from the database and the pool at scrape time. */
function scrapeTimeGauges(registry: Registry, deps: { database: Database; jobs: Jobs }) {
  const { database, jobs } = deps;
  const connections = new Gauge({
    name: 'lutong_db_pool_connections',
    help: 'Database connections of this process: open (total), idle and in use (PGlite: one)',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const waiting = new Gauge({
    name: 'lutong_db_pool_waiting_clients',
    help: 'Queries waiting for a free connection of the pool',
    registers: [registry],
  });
  const queueWaiting = new Gauge({
    name: 'lutong_job_queue_waiting',
    help: 'Jobs ready to run and not yet taken, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueAge = new Gauge({
    name: 'lutong_job_queue_oldest_seconds',
    help: 'How long the oldest job ready to run has waited, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const backlog = new Gauge({
    name: 'lutong_outbox_backlog',
    help: 'E-mails and SMS written and not yet sent, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
  });

  return async () => {
    try {
      const [queues, pending] = await Promise.all([
        jobs.backlog(),
        database.db
          .select({ channel: outbox.channel, n: count() })
          .from(outbox)
          .where(eq(outbox.status, 'pending'))
          .groupBy(outbox.channel),
      ]);
      queueWaiting.reset();
      queueAge.reset();
      for (const q of queues) {
        queueWaiting.set({ queue: q.queue }, q.waiting);
        queueAge.set({ queue: q.queue }, q.oldestSeconds);
      }
      backlog.set({ channel: 'email' }, 0);
      backlog.set({ channel: 'sms' }, 0);
      for (const row of pending) backlog.set({ channel: row.channel }, Number(row.n));
    } finally {
      // read after the queries (the connections they used are back, idle), and also when they failed
      if (database.driver === 'pg') {
        const { totalCount, idleCount, waitingCount } = database.pool;
        connections.set({ state: 'total' }, totalCount);
        connections.set({ state: 'idle' }, idleCount);
        connections.set({ state: 'busy' }, totalCount - idleCount);
        waiting.set(waitingCount);
      } else {
        // the embedded database is one connection in this process; its queries queue inside PGlite
        connections.set({ state: 'total' }, 1);
        waiting.set(0);
      }
    }
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
