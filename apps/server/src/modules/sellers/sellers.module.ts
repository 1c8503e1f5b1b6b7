import type { AppContext } from '../../app-context.js';
import { startMenuCache } from './menu-cache.js';
import { registerSellersRoutes } from './sellers.routes.js';

/** The bazaar and the sellers' menus, read through this process's menu cache (decision 014). */
export async function registerSellersModule(ctx: AppContext) {
  const { app, config, clock } = ctx;
  const menus = await startMenuCache(app, ctx.database, config.menuCacheSize);
  registerSellersRoutes(app, {
    db: ctx.db,
    clock,
    browsingPerMinute: config.rateLimits.browsingPerIp,
    menus,
  });
  return menus;
}
