import type { FastifyError, FastifyInstance } from 'fastify';
import { registerFaultSwitch } from '../fault-switch.js';
import { authenticate } from './auth.js';
import { refuse } from './errors.js';
import { registerIntentRoutes } from './intents.js';
import { registerPaymentMethodRoutes } from './methods.js';
import { registerPaymentPages } from './pages.js';
import { createRefundOutcomes } from './refund-outcomes.js';
import { registerRefundRoutes } from './refunds.js';
import { createSettlement } from './settle.js';
import { createPaymongoSimStore, paymongoId, unixSeconds } from './store.js';
import { createWebhookSender, RETRY_DELAYS_MS } from './webhook-sender.js';
import { registerWebhookControls, registerWebhookRoutes } from './webhooks.js';

/** Where the simulator is mounted; the adapter's base URL in development and tests. */
export const PAYMONGO_SIM_PREFIX = '/_sim/paymongo';
/** The events our own endpoint is registered for, as docs/operations.md registers them. */
export const DEFAULT_WEBHOOK_EVENTS = ['payment.paid', 'payment.failed', 'payment.refund.updated'];

/**
 * PayMongo API v1 simulator (ARCHITECTURE §6), test mode: the v1 paths, `{ data: { id, type,
 * attributes } }` shapes, statuses and `{ errors: [{ code, detail, source }] }` refusals, so the real
 * adapter and the browser's public-key calls run unchanged against it.
 *
 * - Keys: HTTP Basic with the configured secret key (everything) or public key (creating payment
 *   methods; reading or attaching an intent with its client_key). Anything else is 401.
 * - Test cards (cards.ts) succeed, ask for 3-D Secure, or decline with PayMongo's sub-codes;
 *   GCash and GrabPay go through a checkout page. The 3-D Secure and checkout pages (pages.ts)
 *   have "Authorize test payment" and "Fail test payment" buttons and return to the return_url.
 * - Webhooks: our endpoint (`webhookUrl`) is registered from the start with `webhookSecret` for
 *   payment.paid, payment.failed and payment.refund.updated; POST /v1/webhooks registers more,
 *   each with its own secret.
 * - Refunds are created pending and reach succeeded or failed later on the app's clock
 *   (`clock`), with switches at /refunds/mode and /refunds/settle (refund-outcomes.ts).
 *   Events are signed like PayMongo's and retried (webhook-sender.ts); switches at
 *   /webhooks/withhold, /webhooks/sent and /webhooks/resend (webhooks.ts).
 * - The fault switch (`POST /_sim/paymongo/faults {mode}`) makes every API answer fail ('error':
 *   HTTP 500) or come late ('slow'); the pages and webhooks are not affected.
 *
 * State lives in memory, bounded (store.ts): a development payment never outlives its process.
 */
export async function registerPaymongoSimulator(
  app: FastifyInstance,
  options: {
    baseUrl: string;
    secretKey: string;
    publicKey: string;
    webhookSecret: string;
    webhookUrl: string;
    now?: () => number;
    /** the app's time (a test's clock): when pending refunds reach their outcome */
    clock?: () => number;
    retryDelaysMs?: number[];
  },
): Promise<void> {
  const now = options.now ?? Date.now;
  const store = createPaymongoSimStore();
  const sender = createWebhookSender({
    now,
    retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
  });
  const settlement = createSettlement({ store, sender, simBaseUrl: options.baseUrl, now });
  const clock = options.clock ?? now;
  const outcomes = createRefundOutcomes({ store, settlement, clock });

  const at = unixSeconds(now());
  const ownHook = {
    id: paymongoId('hook'),
    secretKey: options.webhookSecret,
    url: options.webhookUrl,
    events: DEFAULT_WEBHOOK_EVENTS,
    status: 'enabled' as const,
    createdAt: at,
    updatedAt: at,
  };
  store.webhooks.set(ownHook.id, ownHook);

  await app.register(
    async (sim) => {
      sim.addHook('preClose', async () => sender.close());
      const faults = registerFaultSwitch(sim);
      registerWebhookControls(sim, sender);
      outcomes.registerControls(sim);
      registerPaymentPages(sim, { store, settlement, simPrefix: PAYMONGO_SIM_PREFIX });

      await sim.register(async (api) => {
        // Refusals in PayMongo's shape, also for bodies Fastify cannot parse.
        api.setErrorHandler((error: FastifyError, _request, reply) => {
          const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
          return refuse(reply, status, {
            code: status === 500 ? 'internal_error' : 'parameter_invalid',
            detail: status === 500 ? 'Something went wrong on our end.' : error.message,
          });
        });

        api.addHook('preHandler', async (request, reply) => {
          const fault = faults.modeFor(request);
          if (fault === 'error') {
            return refuse(reply, 500, {
              code: 'internal_error',
              detail: 'Simulated server error (fault switch).',
            });
          }
          if (fault === 'slow') await faults.pause(reply);
          return authenticate(request, reply, options);
        });

        registerPaymentMethodRoutes(api, { store, now });
        registerIntentRoutes(api, { store, settlement, now });
        registerRefundRoutes(api, { store, outcomes, now, clock });
        registerWebhookRoutes(api, { store, now });
      });
    },
    { prefix: PAYMONGO_SIM_PREFIX },
  );
}
