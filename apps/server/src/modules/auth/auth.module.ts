import type { AppContext } from '../../app-context.js';
import { sessionCookie } from '../../plugins/plugins.js';
import { createUsersView } from '../users/users.view.js';
import { createAuthService } from './auth.service.js';
import { registerAuthRoutes } from './auth.routes.js';
import { createEmailVerification } from './email-verification.js';

/** Sign-up, sign-in, sessions and e-mail verification; answers what the users' routes share. */
export function registerAuthModule(ctx: AppContext) {
  const { app, config, db, clock, notifications } = ctx;
  const verification = createEmailVerification({
    db,
    notifications,
    clock,
    publicUrl: config.publicUrl,
  });
  const auth = createAuthService({
    db,
    identity: ctx.providers.identity,
    notifications,
    verification,
    clock,
    sessionTtlMs: config.session.ttlMs,
    publicUrl: config.publicUrl,
  });
  const view = createUsersView(db);
  registerAuthRoutes(app, {
    auth,
    verification,
    view,
    cookie: sessionCookie(config),
    limits: config.rateLimits,
  });
  return { view, verification };
}
