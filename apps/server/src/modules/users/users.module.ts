import type { AppContext } from '../../app-context.js';
import type { EmailVerification } from '../auth/email-verification.js';
import { createApplicationsService } from '../applications/applications.service.js';
import type { MenuDayNotices } from '../favourites/menu-day-notices.js';
import { registerConfigRoutes } from './config.routes.js';
import { registerLanguageRoutes } from './language.routes.js';
import { registerUsersRoutes } from './users.routes.js';
import type { UsersView } from './users.view.js';

/** The account's own routes (profile, language, home-chef application, the app's settings). */
export function registerUsersModule(
  ctx: AppContext,
  deps: { view: UsersView; verification: EmailVerification; menuDayNotices: MenuDayNotices },
) {
  const { app, config, db, clock } = ctx;
  const { view } = deps;
  const applications = createApplicationsService({
    db,
    notifications: ctx.notifications,
    geocoder: ctx.providers.geocoder,
    publicUrl: config.publicUrl,
    staffEmail: config.mail.staffEmail,
    clock,
    log: app.log,
  });
  registerUsersRoutes(app, { db, clock, applications, ...deps });
  registerLanguageRoutes(app, { db, view, secureCookie: config.session.secureCookie });
  registerConfigRoutes(app, config);
  return { applications };
}
