import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Decision 031: what this process did, counted where it happens. These counters belong to the
// process (one set however many apps a test builds in it); the app's own figures (requests, pool,
// queues, outbox) are in plugins/metrics.ts and read at scrape time.

export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'lutong_' });

export type Provider = 'payments' | 'courier' | 'geocoding' | 'sms' | 'mail' | 'storage';

const providerCalls = new Histogram({
  name: 'lutong_provider_call_duration_seconds',
  help: 'Calls to an outside provider (or its simulator), by provider and outcome',
  labelNames: ['provider', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processMetrics],
});

const providerFailures = new Counter({
  name: 'lutong_provider_call_failures_total',
  help: 'Calls to an outside provider that failed (error, timeout or refusal), by provider',
  labelNames: ['provider'] as const,
  registers: [processMetrics],
});

/** Runs one call to `provider`, timing it and counting it as failed when it throws. */
export async function observeProviderCall<T>(
  provider: Provider,
  call: () => Promise<T>,
): Promise<T> {
  const end = providerCalls.startTimer({ provider });
  try {
    const result = await call();
    end({ outcome: 'ok' });
    return result;
  } catch (err) {
    end({ outcome: 'failed' });
    providerFailures.inc({ provider });
    throw err;
  }
}

const orderEvents = new Counter({
  name: 'lutong_orders_total',
  help: 'Orders that were placed, paid and finished (each order counted once per event)',
  labelNames: ['event'] as const,
  registers: [processMetrics],
});

/** Counts orders moved into `event`, called once after the change committed. */
export function countOrders(event: 'placed' | 'paid' | 'finished', orders = 1): void {
  if (orders > 0) orderEvents.inc({ event }, orders);
}

// decision 045: the live event streams this process holds, and the events it wrote to them
export const liveStreamsOpen = new Gauge({
  name: 'lutong_live_streams_open',
  help: 'Live event streams (GET /api/v1/events) open on this process',
  registers: [processMetrics],
});

export const liveEventsSent = new Counter({
  name: 'lutong_live_events_sent_total',
  help: 'Live events written to open streams, by event type (one per stream written to)',
  labelNames: ['type'] as const,
  registers: [processMetrics],
});
