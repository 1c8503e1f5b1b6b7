/** Where an event goes: one registered webhook's URL, signed with that webhook's secret. */
export type WebhookTarget = { webhookId: string; url: string; secretKey: string };

export type DeliveryAttempt = { at: string; httpStatus: number | null; error: string | null };

/** One event for one webhook, as a simulator's sent log shows it. */
export type Delivery = {
  eventId: string;
  type: string;
  webhookId: string;
  url: string;
  status: 'sending' | 'delivered' | 'failed' | 'withheld';
  attempts: DeliveryAttempt[];
  body: string;
};

/** Providers retry with exponential backoff; the simulators keep the shape, shorter. */
export const RETRY_DELAYS_MS = [500, 2000, 8000, 30_000];

/**
 * How a provider signs one attempt: from the stored event text, the target's secret and the
 * attempt's time, the body and headers to POST (PayMongo signs in a header, Lalamove inside the
 * body). Each attempt is signed by `sign`: PayMongo's simulator signs afresh, Lalamove's keeps the
 * original timestamp (decision 026).
 */
export type WebhookSigner = (attempt: {
  body: string;
  secretKey: string;
  url: string;
  nowMs: number;
}) => { body: string; headers: Record<string, string> };
const ATTEMPT_TIMEOUT_MS = 5000;
const MAX_LOG = 500;

export type WebhookSender = {
  /** Queues the event for every target and returns at once: no request waits on a delivery. */
  send(event: { id: string; type: string; body: string }, targets: WebhookTarget[]): void;
  /** While on, events are recorded as withheld and never sent (to test reconciliation). */
  withhold(on: boolean): void;
  withholding(): boolean;
  /** Sends an event again, as it was first signed for each of its webhooks (a replay). */
  resend(eventId: string): boolean;
  sent(): Delivery[];
  close(): void;
};

/**
 * Delivers signed events the way webhook providers do, for every simulator: a POST of the JSON
 * event signed by `sign`, retried on a non-2xx answer or a network error after each of
 * `retryDelaysMs`, then given up. Nothing waits on a delivery; the sent log keeps the last 500.
 */
export function createSignedWebhookSender(options: {
  sign: WebhookSigner;
  userAgent: string;
  now?: () => number;
  retryDelaysMs?: number[];
  /** runs an attempt after `ms` (default a timer; Lalamove's also on its simulated clock) */
  later?: (run: () => Promise<void>, ms: number) => void;
}): WebhookSender {
  const now = options.now ?? Date.now;
  const retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const log: (Delivery & { secretKey: string })[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let withholding = false;
  let closed = false;

  const remember = (delivery: Delivery & { secretKey: string }) => {
    log.push(delivery);
    if (log.length > MAX_LOG) log.splice(0, log.length - MAX_LOG);
  };

  const later =
    options.later ??
    ((run: () => Promise<void>, ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void run();
      }, ms);
      timers.add(timer);
    });

  async function attempt(delivery: Delivery & { secretKey: string }, index: number) {
    if (closed) return;
    const controller = new AbortController();
    inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    let httpStatus: number | null = null;
    let error: string | null = null;
    try {
      const signed = options.sign({
        body: delivery.body,
        secretKey: delivery.secretKey,
        url: delivery.url,
        nowMs: now(),
      });
      const response = await fetch(delivery.url, {
        method: 'POST',
        signal: controller.signal,
        headers: {
          'content-type': 'application/json',
          'user-agent': options.userAgent,
          ...signed.headers,
        },
        body: signed.body,
      });
      httpStatus = response.status;
      await response.arrayBuffer();
    } catch (e) {
      error = e instanceof Error ? e.message : 'network error';
    } finally {
      clearTimeout(timeout);
      inFlight.delete(controller);
    }
    delivery.attempts.push({ at: new Date(now()).toISOString(), httpStatus, error });
    if (httpStatus !== null && httpStatus >= 200 && httpStatus < 300) {
      delivery.status = 'delivered';
      return;
    }
    const delay = retryDelaysMs[index];
    if (delay === undefined || closed) {
      delivery.status = 'failed';
      return;
    }
    later(() => attempt(delivery, index + 1), delay);
  }

  function deliver(event: { id: string; type: string; body: string }, target: WebhookTarget) {
    const delivery: Delivery & { secretKey: string } = {
      eventId: event.id,
      type: event.type,
      webhookId: target.webhookId,
      url: target.url,
      status: withholding ? 'withheld' : 'sending',
      attempts: [],
      body: event.body,
      secretKey: target.secretKey,
    };
    remember(delivery);
    if (!withholding) later(() => attempt(delivery, 0), 0);
  }

  return {
    send(event, targets) {
      for (const target of targets) deliver(event, target);
    },
    withhold(on) {
      withholding = on;
    },
    withholding: () => withholding,
    resend(eventId) {
      const first = log.filter((d) => d.eventId === eventId);
      const seen = new Set<string>();
      for (const d of first) {
        if (seen.has(d.webhookId)) continue;
        seen.add(d.webhookId);
        deliver(
          { id: d.eventId, type: d.type, body: d.body },
          { webhookId: d.webhookId, url: d.url, secretKey: d.secretKey },
        );
      }
      return seen.size > 0;
    },
    sent: () =>
      log.map((d) => ({
        eventId: d.eventId,
        type: d.type,
        webhookId: d.webhookId,
        url: d.url,
        status: d.status,
        attempts: [...d.attempts],
        body: d.body,
      })),
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const controller of inFlight) controller.abort();
    },
  };
}
