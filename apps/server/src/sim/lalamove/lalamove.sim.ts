import type { FastifyInstance } from 'fastify';
import {
  isValidLalamoveSignature,
  parseLalamoveAuthorization,
} from '../../providers/courier/lalamove-signature.js';
import { registerFaultSwitch } from '../fault-switch.js';
import { registerDriverPhotos } from './drivers.js';
import { refuse } from './errors.js';
import { createOrderClock, registerOrderControls, registerOrderRoutes } from './orders.js';
import { registerOrderEventControls } from './order-events.js';
import { registerQuotationRoutes } from './quotations.js';
import { createLalamoveSimStore } from './store.js';
import {
  createLalamoveWebhooks,
  registerWebhookControls,
  registerWebhookRoute,
} from './webhooks.js';

/** Where the simulator is mounted; the adapter's base URL in development and tests. */
export const LALAMOVE_SIM_PREFIX = '/_sim/lalamove';
/** A signed request older (or further in the future) than this is refused as a replay. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

const unauthorized = (detail: string) => ({
  id: 'ERR_UNAUTHORIZED',
  message: 'Unauthorized.',
  detail,
});

/**
 * Lalamove API v3 simulator (ARCHITECTURE §6): the v3 paths and JSON shapes, so the real adapter runs
 * unchanged against it. Every API call must carry a valid HMAC signature by the configured key
 * pair (verified with the adapter's own signing code over the raw body), a fresh timestamp and the
 * configured Market header. Quotations are priced by distance through their stops (pricing.ts);
 * orders are booked from them and move through their statuses on a simulated clock
 * (`POST /_sim/lalamove/clock/advance {minutes}`, orders.ts) with made-up drivers (drivers.ts),
 * each change sent as a signed webhook to `webhookUrl` (webhooks.ts). A fault switch at
 * `POST /_sim/lalamove/faults {mode, only?}` makes every API answer fail ('error': HTTP 500) or come
 * late ('slow') until it is set back to 'ok' (`only: 'POST /v3/orders'`: just the bookings); the
 * clock, the controls and the webhooks are unaffected. `GET /_sim/lalamove/orders` lists bookings.
 */
export async function registerLalamoveSimulator(
  app: FastifyInstance,
  options: {
    apiKey: string;
    apiSecret: string;
    market: string;
    /** where the simulator is reached (share links, driver photos) */
    baseUrl: string;
    /** our courier webhook, registered from the start */
    webhookUrl: string;
    /** real time: signatures and webhooks */
    now?: () => number;
    /** the time orders live in (scheduleAt), the app's clock; `now` when not given */
    clock?: () => number;
    retryDelaysMs?: number[];
  },
): Promise<void> {
  const now = options.now ?? Date.now;
  const schedulingClock = options.clock ?? now;
  const store = createLalamoveSimStore();
  const simBaseUrl = options.baseUrl.replace(/\/+$/, '');
  const webhooks = createLalamoveWebhooks({
    apiKey: options.apiKey,
    apiSecret: options.apiSecret,
    url: options.webhookUrl,
    now,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  });
  const clock = createOrderClock({
    store,
    webhooks,
    simBaseUrl,
    market: options.market,
    now,
  });

  await app.register(
    async (sim) => {
      sim.addHook('preClose', async () => webhooks.close());
      const faults = registerFaultSwitch(sim);
      registerOrderControls(sim, { store, clock });
      registerWebhookControls(sim, webhooks);
      registerOrderEventControls(sim, {
        store,
        webhooks,
        simBaseUrl,
        market: options.market,
        now: schedulingClock,
      });
      registerDriverPhotos(sim, store);

      await sim.register(async (api) => {
        // The signature covers the exact bytes sent, so the API keeps the raw JSON text.
        api.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
          done(null, body),
        );

        api.addHook('preHandler', async (request, reply) => {
          const fault = faults.modeFor(request);
          if (fault === 'error') {
            return refuse(reply, 500, {
              id: 'ERR_INTERNAL_SERVER_ERROR',
              message: 'Simulated server error (fault switch).',
            });
          }
          if (fault === 'slow') await faults.pause(reply);

          const auth = parseLalamoveAuthorization(request.headers.authorization);
          if (!auth || auth.apiKey !== options.apiKey) {
            return refuse(reply, 401, unauthorized('Authorization must be hmac <key>:<ts>:<sig>.'));
          }
          if (Math.abs(now() - auth.timestamp) > SIGNATURE_MAX_AGE_MS) {
            return refuse(reply, 401, unauthorized('The request timestamp is stale.'));
          }
          const signed = {
            method: request.method,
            path: request.url.slice(api.prefix.length),
            body: typeof request.body === 'string' ? request.body : '',
            timestamp: auth.timestamp,
          };
          if (!isValidLalamoveSignature(options.apiSecret, signed, auth.signature)) {
            return refuse(reply, 401, unauthorized('The signature does not match.'));
          }
          if (request.headers.market !== options.market) {
            return refuse(reply, 401, {
              id: 'ERR_INVALID_MARKET',
              message: `Market must be ${options.market} for this key.`,
              detail: 'Market header',
            });
          }
        });

        registerQuotationRoutes(api, { store, market: options.market, now: schedulingClock });
        registerOrderRoutes(api, { store, clock, simBaseUrl, now: schedulingClock });
        registerWebhookRoute(api, webhooks);
      });
    },
    { prefix: LALAMOVE_SIM_PREFIX },
  );
}
