import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pushSubscriptionBody, pushUnsubscribeBody } from '@lutong/shared';
import { currentUser, requireUser } from '../../plugins/auth.js';
import type { PushService } from './push.service.js';

/** Decision 047: web push. Each answers 404 'not set up' while VAPID keys are not configured. */
export function registerPushRoutes(fastify: FastifyInstance, deps: { push: PushService }): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { push } = deps;

  app.get('/api/v1/push/key', {
    schema: {
      summary: "The server's VAPID public key, for PushManager.subscribe (404 while push is off)",
      tags: ['push'],
    },
    handler: async () => ({ status: 'success' as const, data: { publicKey: push.publicKey() } }),
  });

  app.post('/api/v1/push/subscriptions', {
    schema: {
      summary: "Keep this browser's push subscription for the signed-in user",
      tags: ['push'],
      body: pushSubscriptionBody,
    },
    onRequest: requireUser,
    handler: async (request) => {
      await push.subscribe(currentUser(request), request.body);
      return { status: 'success' as const, data: { subscribed: true } };
    },
  });

  app.delete('/api/v1/push/subscriptions', {
    schema: {
      summary: "Forget one of the signed-in user's own push subscriptions, by its endpoint",
      tags: ['push'],
      body: pushUnsubscribeBody,
    },
    onRequest: requireUser,
    handler: async (request) => {
      await push.unsubscribe(currentUser(request), request.body.endpoint);
      return { status: 'success' as const, data: { subscribed: false } };
    },
  });
}
