import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderParams,
  paymentIntentBody,
  paymentIntentView,
  paymentStatusView,
} from '@lutong/shared';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { PAYMONGO_SIGNATURE_HEADER } from '../../providers/payments/paymongo-signature.js';
import type { PaymentsService } from './payments.service.js';

// product §6 Payment and §9 (issue 5): the intent route keeps the spec's path; the e-wallet
// return and the status query serve the pay page; the provider's webhook keeps the spec's path.

export const WEBHOOK_PATH = '/api/v1/orders/webhook/source';
/** The webhook body is small; a bigger one is not PayMongo's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });
const reply = <T>(data: T) => ({ status: 'success' as const, data });
const tags = ['payments'];
const orderIdParams = z.object({ orderId: orderParams.shape.id });

export async function registerPaymentsRoutes(
  fastify: FastifyInstance,
  deps: { payments: PaymentsService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments } = deps;

  app.post('/api/v1/orders/paymentIntentTest', {
    schema: {
      summary: 'Start paying for an order (a payment intent)',
      tags,
      body: paymentIntentBody,
      response: { 200: success(paymentIntentView) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply(await payments.createIntent(currentUser(request), request.body)),
  });

  app.get('/api/v1/orders/paymentStatus/:orderId', {
    schema: {
      summary: "An order's payment status",
      tags,
      params: orderIdParams,
      response: { 200: success(paymentStatusView) },
    },
    onRequest: requireUser,
    handler: async (request) =>
      reply(await payments.paymentStatus(currentUser(request), request.params.orderId)),
  });

  // The e-wallet checkout's return_url: a top-level navigation back from the provider (the session
  // cookie is SameSite=Lax, so it comes along); the order's buyer only (issue 20).
  app.get('/api/v1/orders/paymentReturn/:orderId', {
    schema: {
      summary: "Return from an e-wallet's checkout (redirects to the order)",
      tags,
      params: orderIdParams,
    },
    onRequest: requireUser,
    handler: async (request, res) =>
      res.redirect(await payments.paymentReturn(currentUser(request), request.params.orderId), 303),
  });

  // The webhook needs the exact bytes PayMongo signed: in this scope every body stays a Buffer.
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(WEBHOOK_PATH, {
      schema: {
        summary: "PayMongo's webhook: payment and refund events (signed)",
        tags,
        hide: true,
      },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      handler: async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers[PAYMONGO_SIGNATURE_HEADER];
        const result = await payments.handleWebhook({
          signature: Array.isArray(header) ? header[0] : header,
          rawBody,
        });
        return reply({ received: true, replay: result.replay });
      },
    });
  });
}
