import nodemailer from 'nodemailer';
import type { Executor } from '../../db/client.js';
import { simMailbox } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';

export type OutgoingMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  links: string[];
};

/** The mail/SMS provider port (DESIGN §6). */
export type Mailer = { send: (message: OutgoingMessage) => Promise<void> };

const SEND_TIMEOUT_MS = 10_000;

/** Real SMTP delivery through nodemailer. */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  // Timeouts as connection-URL options, so a hanging SMTP server cannot hold a job forever.
  const separator = options.smtpUrl.includes('?') ? '&' : '?';
  const timeouts = `connectionTimeout=${SEND_TIMEOUT_MS}&greetingTimeout=${SEND_TIMEOUT_MS}&socketTimeout=${SEND_TIMEOUT_MS}`;
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

/** The simulated provider: what it "delivers" lands in sim_mailbox, shown at /_sim/outbox. */
export function createSimulatedMailer(
  db: Executor,
  faults: { failNext: number } = { failNext: 0 },
): Mailer & {
  faults: { failNext: number };
} {
  return {
    faults,
    async send(message) {
      if (faults.failNext > 0) {
        faults.failNext -= 1;
        throw new Error('simulated mail provider failure');
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
