import type { AppContext } from '../../app-context.js';
import { registerImagesRoutes } from '../images/images.routes.js';
import type { UsersView } from '../users/users.view.js';
import { registerDishesRoutes } from './dishes.routes.js';
import { createDishesService } from './dishes.service.js';

/** A chef's dishes and the photos they upload for them; answers the dishes' service (its job). */
export async function registerDishesModule(ctx: AppContext, { view }: { view: UsersView }) {
  const { app, config, db, clock } = ctx;
  const { storage } = ctx.providers;
  await registerImagesRoutes(app, { db, storage, view, limits: config.rateLimits });
  const dishes = createDishesService({ db, storage, clock });
  registerDishesRoutes(app, { db, view, dishes });
  return dishes;
}
