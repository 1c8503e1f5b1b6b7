import nodemailer from 'nodemailer';
import type { Executor } from '../../db/client.js';
import { simMailbox } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { observeProviderCall } from '../../lib/metrics.js';
import type { FaultState } from '../../sim/fault-switch.js';

export type OutgoingMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  links: string[];
};

/** `signal` aborts when the caller gives up (the send timeout): a provider stops if it can. */
export type SendOptions = { signal?: AbortSignal };

/** The mail/SMS provider port (ARCHITECTURE §6). */
export type Mailer = { send: (message: OutgoingMessage, options?: SendOptions) => Promise<void> };

export const DEFAULT_MAIL_TIMEOUT_MS = 10_000;

/**
 * The provider asks us to come back later (its rate limit): the message is not lost and the try
 * does not count as a failure; the outbox sends it again after `retryAfterMs`.
 */
export class SendLaterError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
    this.name = 'SendLaterError';
  }
}

/** Real SMTP delivery through nodemailer. */
export function createSmtpMailer(options: {
  smtpUrl: string;
  from: string;
  timeoutMs?: number;
}): Mailer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_MAIL_TIMEOUT_MS;
  // Timeouts as connection-URL options, so a hanging SMTP server cannot hold a job forever.
  const separator = options.smtpUrl.includes('?') ? '&' : '?';
  const timeouts = `connectionTimeout=${timeoutMs}&greetingTimeout=${timeoutMs}&socketTimeout=${timeoutMs}`;
  const transport = nodemailer.createTransport(`${options.smtpUrl}${separator}${timeouts}`);
  return {
    async send(message) {
      if (message.channel !== 'email') {
        throw new Error('No SMS gateway is configured');
      }
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
    },
  };
}

/**
 * One deadline for a whole send, whatever the provider (the SMTP options above time out each
 * socket wait, not a server that trickles): past `timeoutMs` the send fails, so the outbox job
 * retries it later instead of waiting on it.
 */
export function withSendTimeout(mailer: Mailer, timeoutMs: number): Mailer {
  return {
    async send(message) {
      const signal = AbortSignal.timeout(timeoutMs);
      let onAbort = () => {};
      const deadline = new Promise<never>((_resolve, reject) => {
        onAbort = () => reject(new Error(`The mail provider gave no answer in ${timeoutMs} ms`));
        signal.addEventListener('abort', onAbort, { once: true });
      });
      try {
        // every e-mail and SMS the app sends passes here: one place to time and count them
        const provider = message.channel === 'sms' ? 'sms' : 'mail';
        await observeProviderCall(provider, () =>
          Promise.race([mailer.send(message, { signal }), deadline]),
        );
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}

/**
 * The simulated provider: what it "delivers" lands in sim_mailbox, shown at /_sim/outbox. Its
 * fault switch (`POST /_sim/outbox/faults {mode}`, `faultSwitch`) makes every send fail ('error')
 * or hang ('slow') like an SMTP server that does not answer: a send the caller gave up on is not
 * delivered. `faults.failNext` fails that many sends (for tests that build their own mailer).
 */
export function createSimulatedMailer(
  db: Executor,
  faults: { failNext: number } = { failNext: 0 },
  faultSwitch?: FaultState,
): Mailer & {
  faults: { failNext: number };
} {
  return {
    faults,
    async send(message, options = {}) {
      if (faults.failNext > 0) {
        faults.failNext -= 1;
        throw new Error('simulated mail provider failure');
      }
      if (faultSwitch?.mode() === 'slow') {
        const { signal } = options;
        await faultSwitch.hold((release) => {
          signal?.addEventListener('abort', release, { once: true });
          return () => signal?.removeEventListener('abort', release);
        });
        // the caller stopped waiting: the message never went through
        if (signal?.aborted) throw new Error('simulated mail provider: the sender gave up');
      }
      if (faultSwitch?.mode() === 'error') {
        throw new Error('simulated mail provider failure (fault switch)');
      }
      await db.insert(simMailbox).values({
        id: newId(),
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        links: message.links,
      });
    },
  };
}
