import { createCallWindow, type CallWindow } from '../../lib/call-window.js';
import {
  DEFAULT_MAIL_TIMEOUT_MS,
  SendLaterError,
  type Mailer,
  type SendOptions,
} from '../mail/mailer.js';

// The SMS provider port (ARCHITECTURE §6, issue 6): a Philippine SMS gateway. The adapter speaks
// Semaphore's API (POST /api/v4/messages with apikey, number, message, sendername); in development
// and tests it talks to the Semaphore simulator under /_sim/semaphore (decision 028).

export type SmsGateway = {
  send: (to: string, message: string, options?: SendOptions) => Promise<void>;
};

/** Semaphore's documented limit on POST /api/v4/messages. */
export const SEMAPHORE_CALLS_PER_MINUTE = 120;
/** What we wait after a 429 that names no Retry-After. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

/** The per-message statuses Semaphore answers; Failed and Refunded mean it was not sent. */
const REFUSED = new Set(['failed', 'refunded']);

/**
 * Semaphore silently drops a message that starts with the word "TEST" (its API documentation):
 * such a text goes out with the brand in front instead. Every other text is sent as written.
 */
export function semaphoreText(message: string): string {
  return /^\s*test/i.test(message) ? `Lutong Bahay: ${message.trimStart()}` : message;
}

/**
 * Reads Semaphore's answer: an array with one message object per number (`message_id`, `status`
 * Pending, Queued, Sent, Failed or Refunded), or an error object naming the fields it refused.
 * Answers null when every message was accepted, else why not (never the key).
 */
export function semaphoreRefusal(body: unknown): string | null {
  if (Array.isArray(body)) {
    if (body.length === 0) return 'The SMS gateway accepted no message';
    for (const item of body as unknown[]) {
      const status =
        item && typeof item === 'object' ? (item as Record<string, unknown>).status : undefined;
      if (typeof status !== 'string') return 'The SMS gateway answered a message without a status';
      if (REFUSED.has(status.toLowerCase()))
        return `The SMS gateway refused the message (${status})`;
    }
    return null;
  }
  if (body && typeof body === 'object') {
    const fields = Object.entries(body as Record<string, unknown>)
      .filter(([field]) => field !== 'apikey')
      .map(([field, detail]) => `${field}: ${[detail].flat().join(' ')}`)
      .join('; ');
    return `The SMS gateway refused the request${fields ? ` (${fields.slice(0, 300)})` : ''}`;
  }
  return 'The SMS gateway gave an answer that is not JSON';
}

const retryAfterMs = (header: string | null) => {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_RETRY_AFTER_MS;
};

export function createSemaphoreSms(options: {
  apiKey: string;
  sender: string;
  baseUrl: string;
  timeoutMs?: number;
  /** calls a minute this process may make (Semaphore's limit, shared by every sender here) */
  callsPerMinute?: number;
  /** the process's window, when several gateways share one account (tests build their own) */
  window?: CallWindow;
}): SmsGateway {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/v4/messages`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_MAIL_TIMEOUT_MS;
  const limit = options.callsPerMinute ?? SEMAPHORE_CALLS_PER_MINUTE;
  const window = options.window ?? createCallWindow({ limit, windowMs: 60_000 });
  return {
    async send(to, message, sendOptions = {}) {
      const wait = window.take();
      if (wait > 0) {
        throw new SendLaterError(
          `The SMS gateway's limit of ${limit} calls a minute is reached`,
          wait,
        );
      }
      const body = new URLSearchParams({
        apikey: options.apiKey,
        number: to.replace(/^\+/, ''),
        message: semaphoreText(message),
        sendername: options.sender,
      });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          body,
          signal: sendOptions.signal
            ? AbortSignal.any([AbortSignal.timeout(timeoutMs), sendOptions.signal])
            : AbortSignal.timeout(timeoutMs),
        });
      } catch {
        // never the key: it is in the body, not in this message
        throw new Error('The SMS gateway could not be reached');
      }
      if (res.status === 429) {
        // another process on the account used the minute up: nobody here sends until it passes
        const after = retryAfterMs(res.headers.get('retry-after'));
        window.pauseFor(after);
        throw new SendLaterError('The SMS gateway is limiting our calls (HTTP 429)', after);
      }
      if (!res.ok && res.status >= 500) {
        throw new Error(`The SMS gateway answered HTTP ${res.status}`);
      }
      const refusal = semaphoreRefusal(await res.json().catch(() => undefined));
      if (refusal) throw new Error(refusal.replaceAll(options.apiKey, '***'));
      if (!res.ok) throw new Error(`The SMS gateway answered HTTP ${res.status}`);
    },
  };
}

/** Sends the 'sms' channel through the gateway and everything else through `mailer`. */
export function withSmsGateway(mailer: Mailer, sms: SmsGateway): Mailer {
  return {
    async send(message, options) {
      if (message.channel === 'sms') return sms.send(message.to, message.body, options);
      return mailer.send(message, options);
    },
  };
}
