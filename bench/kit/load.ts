// Load drivers for the API benchmark (issue 10 §2): autocannon against an HTTP server, and the
// same SQL straight through a `pg` pool at the same concurrency. Both warm up, then measure for a
// fixed time, and report throughput with p50/p99 from the same kind of clock.
import autocannon, { type Request as CannonRequest } from 'autocannon';
import type pg from 'pg';

export type Figures = { rps: number; p50: number; p99: number; errors: number };

export const timing = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 5),
  seconds: Number(process.env.BENCH_SECONDS ?? 20),
};

/** One HTTP request of a benchmark: a path, and a body for POST/PATCH. */
export type HttpCall = { method?: 'GET' | 'POST'; path: string; body?: unknown };

/**
 * Throughput and latency of `calls` against `baseUrl`, with autocannon: `connections` keep-alive
 * sockets, a warm-up run that is thrown away, then the run. Every connection takes the calls in
 * turn, or with `shared`, the connections take them in turn together, so that a call comes round
 * again only after all the others (a cache then never holds what is asked next).
 */
export async function httpLoad(
  baseUrl: string,
  calls: HttpCall[],
  seconds = timing.seconds,
  warmup = timing.warmupSeconds,
  options: { shared?: boolean } = {},
): Promise<Figures> {
  const asRequest = (call: HttpCall): CannonRequest => ({
    method: call.method ?? 'GET',
    path: call.path,
    ...(call.body === undefined
      ? {}
      : { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }),
  });
  let next = 0;
  const requests: CannonRequest[] = options.shared
    ? [{ setupRequest: (request) => ({ ...request, ...asRequest(calls[next++ % calls.length]!) }) }]
    : calls.map(asRequest);
  const run = (duration: number) =>
    autocannon({ url: baseUrl, connections: timing.connections, duration, requests });
  if (warmup > 0) await run(warmup);
  const result = await run(seconds);
  return {
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One unit of database work: the statements an API call runs, in order. */
export type SqlCall = { text: string; values: unknown[] }[];

/**
 * The same statements straight through a `pg` pool: `connections` workers, each running the next
 * call's statements in turn on a pooled connection, as the server does.
 */
export async function sqlLoad(
  pool: pg.Pool,
  calls: SqlCall[],
  seconds = timing.seconds,
  warmup = timing.warmupSeconds,
): Promise<Figures> {
  const run = async (duration: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const until = performance.now() + duration * 1000;
    const worker = async () => {
      while (performance.now() < until) {
        const call = calls[next++ % calls.length] ?? [];
        const started = performance.now();
        try {
          for (const statement of call) await pool.query(statement.text, statement.values);
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: timing.connections }, worker));
    return { latencies, errors };
  };
  if (warmup > 0) await run(warmup);
  const { latencies, errors } = await run(seconds);
  return { rps: latencies.length / seconds, ...percentiles(latencies), errors };
}

export function percentiles(latencies: number[]): { p50: number; p99: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}
