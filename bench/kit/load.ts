// Load drivers for the API benchmark (issue 10 §2): autocannon against an HTTP server, and the
// same SQL straight through a `pg` pool at the same concurrency. Each records what every request
// took, and `compareLoads` runs the sides of one comparison in turn, round after round, so that
// the ratios between them come from the same minutes of a shared machine.
import autocannon, { type Request as CannonRequest } from 'autocannon';
import type pg from 'pg';

export type Figures = { rps: number; p50: number; p99: number; errors: number };

export const timing = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 5),
  seconds: Number(process.env.BENCH_SECONDS ?? 20),
  rounds: Number(process.env.BENCH_ROUNDS ?? 4),
};

/** What one stretch of load measured: every request's latency in ms, and the failed ones. */
export type Sample = { latencies: number[]; errors: number };
/** One side of a comparison: puts its load on for `seconds` and reports what it measured. */
export type Load = (seconds: number) => Promise<Sample>;

/** One HTTP request of a benchmark: a path, and a body for POST/PATCH. */
export type HttpCall = { method?: 'GET' | 'POST'; path: string; body?: unknown };

/**
 * `calls` against `baseUrl` with autocannon: `connections` keep-alive sockets, every connection
 * taking the calls in turn, or with `shared`, the connections take them in turn together, so that
 * a call comes round again only after all the others (a cache then never holds what is asked
 * next). Latencies are autocannon's own per-response times.
 */
export function httpLoad(
  baseUrl: string,
  calls: HttpCall[],
  options: { shared?: boolean } = {},
): Load {
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
  return async (seconds) => {
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const options = {
        url: baseUrl,
        connections: timing.connections,
        duration: seconds,
        requests,
      };
      const run = autocannon(options, (err, done) => (err ? reject(err) : resolve(done)));
      run.on('response', (_client, _status, _bytes, responseTime) => {
        latencies.push(responseTime);
      });
    });
    return { latencies, errors: result.errors + result.timeouts + result.non2xx };
  };
}

/** One unit of database work: the statements an API call runs, in order. */
export type SqlCall = { text: string; values: unknown[] }[];

/**
 * The same statements straight through a `pg` pool: `connections` workers, each running the next
 * call's statements in turn on a pooled connection, as the server does.
 */
export function sqlLoad(pool: pg.Pool, calls: SqlCall[]): Load {
  let next = 0;
  return async (seconds) => {
    const latencies: number[] = [];
    let errors = 0;
    const until = performance.now() + seconds * 1000;
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
}

/**
 * The loads of one comparison (the API, its SQL, the bare framework), each warmed up once, then run
 * in turn for `rounds` stretches of `seconds / rounds`, the order turning every round. These
 * machines are shared: their speed drifts from one minute to the next, and a side measured whole
 * before the other can land in a faster or slower minute. In turns, every side sees the same drift.
 * Each side's figures pool its rounds: throughput over its measured time, percentiles over all its
 * requests.
 */
export async function compareLoads(
  loads: Load[],
  options: { seconds?: number; warmup?: number; rounds?: number } = {},
): Promise<Figures[]> {
  const {
    seconds = timing.seconds,
    warmup = timing.warmupSeconds,
    rounds = timing.rounds,
  } = options;
  for (const load of loads) if (warmup > 0) await load(warmup);
  const samples: Sample[] = loads.map(() => ({ latencies: [], errors: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < loads.length; k++) {
      const side = (round + k) % loads.length;
      const sample = await loads[side]!(seconds / rounds);
      const pooled = samples[side]!;
      for (const latency of sample.latencies) pooled.latencies.push(latency);
      pooled.errors += sample.errors;
    }
  }
  return samples.map((s) => ({
    rps: s.latencies.length / seconds,
    ...percentiles(s.latencies),
    errors: s.errors,
  }));
}

export function percentiles(latencies: number[]): { p50: number; p99: number } {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}
