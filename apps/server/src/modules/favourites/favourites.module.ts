import type { AppContext } from '../../app-context.js';
import { registerFavouritesRoutes } from './favourites.routes.js';
import { createMenuDayNotices } from './menu-day-notices.js';

/** Favourite sellers and their new-menu-day e-mails (decision 048); answers the e-mails' sender. */
export function registerFavouritesModule(ctx: AppContext) {
  const { app, config, db, clock } = ctx;
  const menuDayNotices = createMenuDayNotices({
    db,
    notifications: ctx.notifications,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  registerFavouritesRoutes(app, {
    db,
    clock,
    notices: menuDayNotices,
    limits: config.rateLimits,
  });
  return menuDayNotices;
}
