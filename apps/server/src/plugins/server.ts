import Fastify, { LogController, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { newId } from '../lib/ids.js';
import { requestLogFields } from '../lib/log-fields.js';
import { fastifyTrustProxy } from '../trust-proxy.js';
import { OPERATIONS_PATHS } from './health.js';

export type RouteEntry = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** The Fastify instance itself: its logging, request ids, route table and closing (decision 031). */
export function createServer(config: Config): FastifyInstance {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // no reset or verification link's token in a log line (lib/log-fields.ts)
            serializers: { req: requestLogFields },
            // written in the background, many lines to a write under load, rather than one
            // blocking write per line (issue 10); what is left is flushed when the process exits
            stream: pino.destination({ dest: 1, sync: false }),
          },
    genReqId: () => newId(),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A plugin that takes long to start (the web pages' server bundle read from a slow disk on a
    // busy machine; npm run dev: Vite's dev server) is waited for, not a crash at Fastify's 10 s.
    pluginTimeout: config.webDev ? 120_000 : 60_000,
    // one log line per request, written when it is answered (below), instead of two (issue 10)
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // every route as registered, for the access-control matrix (issue 9) and the route docs
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });
  app.decorate('routeTable', routeTable);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // probes and scrapes every few seconds would drown the log (decision 031)
    if (OPERATIONS_PATHS.has(request.routeOptions.url ?? '')) return;
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request');
  });

  // Closing stops new connections and ends idle ones; a connection still busy after the grace
  // period (a client that stopped reading, a simulator holding an answer) is cut so a deploy or a
  // test never waits on it.
  app.addHook('preClose', async () => {
    setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs).unref();
  });
  return app;
}
