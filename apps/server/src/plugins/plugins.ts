import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { inlineJobs, startJobs, type Jobs } from '../jobs/jobs.js';
import { createErrorReporter, type ErrorReporter } from '../lib/error-reporting.js';
import { LOGOUT_PATH } from '../modules/auth/auth.routes.js';
import { LALAMOVE_WEBHOOK_PATH } from '../modules/delivery/delivery.routes.js';
import { WEBHOOK_PATH } from '../modules/payments/payments.routes.js';
import { registerAuth, type SessionCookie } from './auth.js';
import { registerErrorHandler } from './error-handler.js';
import { registerHealthRoutes, registerWorkerOnly } from './health.js';
import { registerInputGuard } from './input-guard.js';
import { registerMetrics } from './metrics.js';
import { registerOpenApi } from './openapi.js';
import { registerRateLimits } from './rate-limits.js';
import { registerSameOriginGuard } from './same-origin.js';
import { cspDirectives, registerSecurityHeaders } from './security-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
    /** where unhandled errors are reported (decision 031); does nothing without SENTRY_DSN */
    errorReporter: ErrorReporter;
  }
}

/** The session cookie's settings, read by the session plugin and the sign-in routes. */
export const sessionCookie = (config: Config): SessionCookie => ({
  name: config.session.cookieName,
  secure: config.session.secureCookie,
  ttlMs: config.session.ttlMs,
});

/**
 * What every request passes through before a module's route (ARCHITECTURE §4): error reporting,
 * input and security headers, cookies, abuse limits, the API docs, the job queue with the
 * operator's routes, the session and the same-origin guard. Answers the job queue.
 */
export async function registerPlugins(
  app: FastifyInstance,
  { config, database, clock }: { config: Config; database: Database; clock: () => Date },
): Promise<Jobs> {
  const db = database.db;
  const errorReporter = createErrorReporter(config.errorReporting);
  app.decorate('errorReporter', errorReporter);
  app.addHook('onClose', async () => void (await errorReporter.flush()));
  registerErrorHandler(app, errorReporter);
  registerInputGuard(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    // Google's popup sign-in talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cookie);
  // abuse limits counted in the database, shared by every process (decision 032)
  await registerRateLimits(app, { db, clock });
  await registerOpenApi(app, {
    enabled: config.apiDocs,
    cookieName: config.session.cookieName,
    simulators: config.simulators,
  });

  // a web process queues jobs for the workers; a worker or an 'all' process works them
  const jobs = config.jobs
    ? await startJobs(database, app.log, { workers: config.role !== 'web' })
    : inlineJobs(app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  registerHealthRoutes(app, { config, database, jobs });
  registerMetrics(app, { token: config.metricsToken, database, jobs });
  // a worker builds every service (their jobs live in them) but answers only the operator's routes
  if (config.role === 'worker') registerWorkerOnly(app);

  registerAuth(app, { db, cookie: sessionCookie(config), clock });
  registerSameOriginGuard(app, {
    publicUrl: config.publicUrl,
    // exactly our provider webhooks: signed server-to-server calls, verified by their signatures
    exemptPrefixes: [WEBHOOK_PATH, LALAMOVE_WEBHOOK_PATH, '/api/v1/webhooks/'],
    // the spec's GET /users/logout acts: another site must not sign a user out with a link
    guardedReads: [LOGOUT_PATH],
  });
  return jobs;
}
