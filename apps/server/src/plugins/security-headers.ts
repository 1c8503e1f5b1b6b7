// Security headers on every reply (issue 9 §12), written by helmet. @fastify/helmet builds
// helmet's middleware again for every request, parsing the Content-Security-Policy directives
// each time; here it is built once, when the server starts (issue 10).
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const writeHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    writeHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
