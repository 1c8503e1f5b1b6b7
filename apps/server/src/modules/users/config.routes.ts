import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { requestOrigin } from '../../lib/request-origin.js';

/** What the web app needs to know about the providers in use (never a secret). */
export function registerConfigRoutes(app: FastifyInstance, config: Config): void {
  app.get(
    '/api/v1/config',
    {
      schema: {
        summary: "The web app's settings (identity provider, map tiles), without secrets",
        tags: ['config'],
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        identity: {
          mode: config.identity.mode,
          clientId: config.identity.clientId,
          // Google's sign-in script ('google' mode): Google's own, or where the operator pointed it
          scriptUrl: config.identity.scriptUrl,
          // The simulators answer at whatever host the browser used (decision 027): at the host in
          // PUBLIC_URL, the CSP ('self') and the sign-in popup's opener would both refuse them.
          simulatorUrl:
            config.identity.mode === 'simulated' ? `${requestOrigin(request)}/_sim/google` : null,
        },
        map: { tileUrl: config.map.tileUrl, attribution: config.map.attribution },
        // The browser creates card payment methods itself, with the PUBLIC key, at the provider (or
        // its simulator), as PayMongo documents; the secret key never leaves the server.
        payments: {
          mode: config.payments.mode,
          publicKey: config.payments.publicKey,
          baseUrl:
            config.payments.mode === 'simulated'
              ? `${requestOrigin(request)}${new URL(config.payments.baseUrl).pathname}`
              : config.payments.baseUrl,
        },
        // where the browser reports its errors (decision 031): a DSN is public by design
        errorReporting: {
          dsn: config.errorReporting.browserDsn,
          environment: config.errorReporting.environment,
        },
      },
    }),
  );
}
