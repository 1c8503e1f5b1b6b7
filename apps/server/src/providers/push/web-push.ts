import webpush from 'web-push';

// The web push provider port (issue 23, decision 047): the Web Push protocol (RFC 8030) with VAPID
// (RFC 8292) and aes128gcm payloads (RFC 8291), to whichever push service the browser named
// (FCM, Mozilla autopush, Apple's...). The `web-push` package encrypts and signs; the request goes
// out with fetch, so it has our timeout and reaches the local push simulator over http in tests.

export type PushKeys = { p256dh: string; auth: string };
export type PushTarget = { endpoint: string; keys: PushKeys };

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * What the push service said, as RFC 8030 and the services document it: 201 accepted; 404 or 410
 * the subscription is gone for good (delete it); 429 and 5xx (or no answer) try again later; any
 * other refusal (400, 401/403 bad VAPID, 413 too large) is our bug and is not retried.
 */
export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; status: number | null; detail: string }
  | { kind: 'refused'; status: number; detail: string };

export type PushSender = {
  send: (
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgency: PushUrgency },
  ) => Promise<PushOutcome>;
};

export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

export const DEFAULT_PUSH_TIMEOUT_MS = 10_000;

/** A push service's status as the outcome above. */
export function pushOutcome(status: number, detail: string): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) return { kind: 'retry', status, detail };
  return { kind: 'refused', status, detail };
}

export function createWebPushSender(
  vapid: VapidConfig,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): PushSender {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PUSH_TIMEOUT_MS;
  return {
    async send(target, payload, { ttlSeconds, urgency }) {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails: vapid,
        TTL: ttlSeconds,
        urgency,
        contentEncoding: 'aes128gcm',
      });
      // fetch sets Content-Length itself from the body
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let res: Response;
      try {
        res = await doFetch(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'manual',
        });
      } catch (err) {
        return {
          kind: 'retry',
          status: null,
          detail: err instanceof Error ? err.message : 'fetch',
        };
      }
      const text = (await res.text().catch(() => '')).slice(0, 300);
      return pushOutcome(res.status, text || res.statusText);
    },
  };
}
