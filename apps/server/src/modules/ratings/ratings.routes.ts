import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ratingPopupQuery, ratingSubmitBody } from '@lutong/shared';
import { currentUser, requireUser } from '../../plugins/auth.js';
import type { RatingsService } from './ratings.service.js';

// product §9: GET /orders/ratingPopup → data.order; POST /orders/ratingPopup.
export function registerRatingsRoutes(
  fastify: FastifyInstance,
  deps: { ratings: RatingsService },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/v1/orders/ratingPopup', {
    schema: {
      summary: 'The finished order waiting for a rating, if any',
      tags: ['ratings'],
      querystring: ratingPopupQuery,
    },
    onRequest: requireUser,
    handler: async (request) => {
      const order = await deps.ratings.popup(currentUser(request), request.query.orderId);
      return { status: 'success' as const, data: { order } };
    },
  });

  app.post('/api/v1/orders/ratingPopup', {
    schema: {
      summary: 'Rate a finished order and its dishes',
      tags: ['ratings'],
      body: ratingSubmitBody,
    },
    onRequest: requireUser,
    handler: async (request) => {
      const rating = await deps.ratings.submit(currentUser(request), request.body);
      return { status: 'success' as const, data: { rating } };
    },
  });
}
