import type { FastifyInstance } from 'fastify';
import type { DeliveryService } from './delivery.service.js';

// The courier's webhook (ARCHITECTURE §6, issue 6), next to the payments one under the spec's
// /orders/webhook/ prefix. Lalamove POSTs JSON whose signature covers the exact `data` text, so the
// body stays raw here; the same-origin guard exempts exactly this path (app.ts).

export const LALAMOVE_WEBHOOK_PATH = '/api/v1/orders/webhook/lalamove';
/** Lalamove's events are small; a bigger body is not theirs. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export async function registerDeliveryRoutes(
  fastify: FastifyInstance,
  deps: { delivery: DeliveryService },
): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(LALAMOVE_WEBHOOK_PATH, {
      schema: {
        summary: "Lalamove's webhook: courier and order status events (signed)",
        tags: ['delivery'],
        hide: true,
      },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      handler: async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
        const result = await deps.delivery.handleLalamoveWebhook({ rawBody });
        return { status: 'success' as const, data: { received: true, ...result } };
      },
    });
  });
}
