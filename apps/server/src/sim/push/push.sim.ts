import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkPushMessage, checkVapid, MAX_PUSH_BYTES, type PushRefusal } from './vapid-check.js';

/** Where the push simulator is mounted: the endpoints it hands out live under it. */
export const PUSH_SIM_PREFIX = '/_sim/push';

export type PushDelivery = {
  receivedAt: string;
  ttl: number;
  urgency: string;
  /** the encrypted body as received, base64url (the test decrypts it with the browser's keys) */
  body: string;
};

type Endpoint = {
  deliveries: PushDelivery[];
  /** 410 once the browser unsubscribed (for good); else the next `times` sends get `status` */
  gone: boolean;
  answer: { status: number; times: number } | null;
};

const MAX_ENDPOINTS = 10_000;
const MAX_DELIVERIES = 100;
/** What autopush and FCM tell a sender to wait after a 429. */
const RETRY_AFTER_SECONDS = 1;

/**
 * A browser vendor's push service (issue 23, decision 047), as Mozilla autopush and FCM document it:
 * `POST /_sim/push/endpoints` is a browser subscribing (answers the endpoint to give the app);
 * `POST {endpoint}` takes a push only with a valid VAPID Authorization (ES256 JWT, aud the
 * endpoint's origin, exp within 24 h, sub a contact), a TTL header and an aes128gcm body of at most
 * 4096 bytes, and answers 201 with a Location; an unknown endpoint is 404, an unsubscribed one 410.
 * Unkind parts on request: `POST /_sim/push/endpoints/{id}/answer {status, times}` makes the next
 * sends answer 429 (with Retry-After) or 5xx, or with 410 unsubscribes the endpoint. What it took:
 * `GET /_sim/push/endpoints/{id}/deliveries`. Real time throughout (a protocol clock).
 */
export async function registerPushSimulator(app: FastifyInstance): Promise<void> {
  const endpoints = new Map<string, Endpoint>();
  const refusal = (reply: FastifyReply, r: PushRefusal) =>
    reply
      .status(r.status)
      .send({ code: r.status, errno: r.errno, error: STATUS_CODES[r.status], message: r.message });

  await app.register(
    async (sim) => {
      sim.removeAllContentTypeParsers();
      sim.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: MAX_PUSH_BYTES * 4 },
        (request, body, done) => {
          if (String(request.headers['content-type']).startsWith('application/json')) {
            try {
              done(null, body.length ? JSON.parse(body.toString('utf8')) : {});
            } catch {
              done(null, {});
            }
            return;
          }
          done(null, body);
        },
      );

      sim.post('/endpoints', async (request) => {
        const id = randomBytes(16).toString('base64url');
        for (const oldest of endpoints.keys()) {
          if (endpoints.size < MAX_ENDPOINTS) break;
          endpoints.delete(oldest);
        }
        endpoints.set(id, { deliveries: [], gone: false, answer: null });
        const origin = `${request.protocol}://${request.host}`;
        return { id, endpoint: `${origin}${PUSH_SIM_PREFIX}/send/${id}` };
      });

      sim.post<{ Params: { id: string }; Body: { status?: number; times?: number } }>(
        '/endpoints/:id/answer',
        async (request, reply) => {
          const found = endpoints.get(request.params.id);
          if (!found) return reply.status(404).send({ message: 'No such endpoint' });
          const status = Number(request.body.status ?? 201);
          if (status === 410) found.gone = true;
          else found.answer = status === 201 ? null : { status, times: request.body.times ?? 1 };
          return { ok: true };
        },
      );

      sim.get<{ Params: { id: string } }>('/endpoints/:id/deliveries', async (request, reply) => {
        const found = endpoints.get(request.params.id);
        if (!found) return reply.status(404).send({ message: 'No such endpoint' });
        return { deliveries: found.deliveries };
      });

      sim.post<{ Params: { id: string } }>('/send/:id', async (request, reply) => {
        const found = endpoints.get(request.params.id);
        if (!found) return refusal(reply, { status: 404, errno: 102, message: 'Not found' });
        const audience = `${request.protocol}://${request.host}`;
        const nowSeconds = Math.floor(Date.now() / 1000);
        const authorization = String(request.headers.authorization ?? '');
        const unauthorized = checkVapid(authorization, audience, nowSeconds);
        if (unauthorized) return refusal(reply, unauthorized);
        if (found.gone) {
          const message = 'Request did not validate: subscription expired or unsubscribed';
          return refusal(reply, { status: 410, errno: 106, message });
        }
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const bad = checkPushMessage(request.headers, body);
        if (bad) return refusal(reply, bad);
        if (found.answer && found.answer.times > 0) {
          const { status } = found.answer;
          found.answer.times -= 1;
          if (found.answer.times === 0) found.answer = null;
          if (status === 429) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          return refusal(reply, {
            status,
            errno: status === 429 ? 201 : 999,
            message: 'Try later',
          });
        }
        found.deliveries.push({
          receivedAt: new Date().toISOString(),
          ttl: Number(request.headers.ttl),
          urgency: String(request.headers.urgency ?? 'normal'),
          body: body.toString('base64url'),
        });
        if (found.deliveries.length > MAX_DELIVERIES) found.deliveries.shift();
        const messageId = randomBytes(12).toString('base64url');
        return reply
          .status(201)
          .header('location', `${audience}${PUSH_SIM_PREFIX}/m/${messageId}`)
          .header('ttl', String(request.headers.ttl))
          .send();
      });
    },
    { prefix: PUSH_SIM_PREFIX },
  );
}
