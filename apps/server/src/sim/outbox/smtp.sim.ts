import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../db/client.js';
import { simMailbox } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { FaultState } from '../fault-switch.js';

/** The largest message it takes (the product's mails are a few kB of text). */
const MAX_MESSAGE_BYTES = 1024 * 1024;
const LINK = /https?:\/\/[^\s<>"')\]]+/g;

/**
 * SMTP for the product's real mailer (SMTP_URL) in the simulators process (decision 033): what it
 * receives lands in the outbox page (/_sim/outbox) as the in-product simulated mailer's mail does,
 * one row per recipient, with the links found in its text. Any login is accepted, in clear text
 * (STARTTLS is not offered: this is a local test server). The outbox's fault switch applies:
 * 'error' answers 451 (try again later) to every message, 'slow' holds the answer.
 */
export async function startSmtpSimulator(options: {
  port: number;
  host: string;
  mailbox: Db;
  faults: FaultState;
}): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    name: 'smtp.sim.lutongbahay.local',
    banner: 'Lutong Bahay SMTP simulator',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'sim' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        deliver(options, Buffer.concat(chunks), recipients).then(
          () => callback(),
          (err: unknown) => callback(Object.assign(new Error(String(err)), { responseCode: 451 })),
        );
      });
    },
  });
  server.listen(options.port, options.host);
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function deliver(
  options: { mailbox: Db; faults: FaultState },
  raw: Buffer,
  recipients: string[],
): Promise<void> {
  if (options.faults.mode() === 'slow') await options.faults.hold();
  if (options.faults.mode() === 'error') throw new Error('simulated SMTP failure (fault switch)');
  const email = await PostalMime.parse(raw);
  const body = (email.text ?? '').replace(/\r\n/g, '\n').trimEnd();
  const links = [...new Set(body.match(LINK) ?? [])];
  await options.mailbox.insert(simMailbox).values(
    recipients.map((recipient) => ({
      id: newId(),
      channel: 'email',
      recipient,
      subject: email.subject ?? '',
      body,
      links,
    })),
  );
}
