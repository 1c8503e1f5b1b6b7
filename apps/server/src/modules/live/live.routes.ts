import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../plugins/auth.js';
import type { LiveStreams } from './streams.js';

// Decision 045: GET /api/v1/events, the signed-in user's live event stream (server-sent events).
// A guest gets the usual 401 JSON; the stream carries only events naming the signed-in user.

export const LIVE_EVENTS_PATH = '/api/v1/events';

export function registerLiveRoutes(app: FastifyInstance, deps: { streams: LiveStreams }): void {
  app.get(LIVE_EVENTS_PATH, {
    schema: {
      summary:
        "The signed-in user's live order events (text/event-stream): type, order id, number and status",
      tags: ['live'],
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const stream = deps.streams.open(currentUser(request).id);
      request.raw.once('close', () => stream.destroy());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  });
}
