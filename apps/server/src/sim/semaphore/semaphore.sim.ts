import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { simMailbox } from '../../db/schema/index.js';
import { createCallWindow } from '../../lib/call-window.js';
import { newId } from '../../lib/ids.js';
import { registerFaultSwitch } from '../fault-switch.js';

/** Where the simulator is mounted; the SMS adapter's base URL in development and tests. */
export const SEMAPHORE_SIM_PREFIX = '/_sim/semaphore';

// one Philippine mobile number, as Semaphore takes it (63… or 09…)
const PH_MOBILE = /^(?:63|0)9\d{9}$/;
const SENDER_NAME = /^[A-Za-z0-9 ]{1,11}$/;

const stamp = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Semaphore SMS simulator (ARCHITECTURE §6, decision 028): `POST /api/v4/messages` as Semaphore documents
 * it, so the real adapter runs unchanged against it. A form body (apikey, number — up to 1,000
 * comma-separated — message, sendername); the answer is a JSON array of message objects
 * (`message_id`, `recipient`, `status`...) or a JSON error object naming the refused fields. Unkind
 * parts included: more than `callsPerMinute` calls a minute per key answer 429 with Retry-After; a
 * message starting with "TEST" is accepted and silently dropped; the fault switch
 * (`POST /_sim/semaphore/faults {mode}`) makes every message come back `Failed` with HTTP 200
 * ('error') or the answer late ('slow'). What goes through lands in the outbox page (/_sim/outbox)
 * as an 'sms'.
 */
export async function registerSemaphoreSimulator(
  app: FastifyInstance,
  options: { db: Db; apiKey: string; callsPerMinute: number; now?: () => number },
): Promise<void> {
  const windows = new Map<string, ReturnType<typeof createCallWindow>>();
  const windowOf = (key: string) => {
    let found = windows.get(key);
    if (!found) {
      found = createCallWindow({
        limit: options.callsPerMinute,
        windowMs: 60_000,
        ...(options.now ? { now: options.now } : {}),
      });
      windows.set(key, found);
    }
    return found;
  };
  let nextId = 100_000_000;

  await app.register(
    async (sim) => {
      const faults = registerFaultSwitch(sim);
      sim.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      sim.post('/api/v4/messages', async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        if (form.apikey !== options.apiKey) {
          return reply.status(401).send({ apikey: ['The selected apikey is invalid.'] });
        }
        const wait = windowOf(form.apikey).take();
        if (wait > 0) {
          return reply
            .status(429)
            .headers({
              'retry-after': String(Math.ceil(wait / 1000)),
              'x-ratelimit-limit': String(options.callsPerMinute),
              'x-ratelimit-remaining': '0',
            })
            .send({ message: 'Too Many Attempts.' });
        }
        const numbers = (form.number ?? '').split(',').map((n) => n.trim());
        const errors: Record<string, string[]> = {};
        if (numbers.length > 1000 || !numbers.every((n) => PH_MOBILE.test(n))) {
          errors.number = ['The number format is invalid.'];
        }
        const message = form.message ?? '';
        if (!message.trim()) errors.message = ['The message field is required.'];
        const sender = form.sendername ?? 'SEMAPHORE';
        if (!SENDER_NAME.test(sender))
          errors.sendername = ['The senderName supplied is not valid.'];
        if (Object.keys(errors).length > 0) return reply.status(422).send(errors);

        const mode = faults.modeFor(request);
        if (mode === 'slow') {
          await faults.pause(reply);
          // the sender gave up waiting: the message never went through
          if (reply.raw.destroyed) return reply;
        }
        const refused = mode === 'error';
        const dropped = /^test/i.test(message.trimStart());
        const at = new Date();
        if (!refused && !dropped) {
          await options.db.insert(simMailbox).values(
            numbers.map((n) => ({
              id: newId(),
              channel: 'sms',
              recipient: `+63${n.slice(-10)}`,
              subject: '',
              body: message,
              links: [],
            })),
          );
        }
        return numbers.map((recipient) => ({
          message_id: (nextId += 1),
          user_id: 1,
          user: 'sim@lutongbahay.ph',
          account_id: 1,
          account: 'Lutong Bahay (simulator)',
          recipient,
          message,
          sender_name: sender,
          network: 'Globe',
          status: refused ? 'Failed' : 'Pending',
          type: numbers.length > 1 ? 'Bulk' : 'Single',
          source: 'Api',
          created_at: stamp(at),
          updated_at: stamp(at),
        }));
      });
    },
    { prefix: SEMAPHORE_SIM_PREFIX },
  );
}
