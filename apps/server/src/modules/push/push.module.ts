import type { AppContext } from '../../app-context.js';
import { PUSH_SIM_PREFIX } from '../../sim/push/push.sim.js';
import { registerPushRoutes } from './push.routes.js';
import { createPushService } from './push.service.js';

/** Web push for chefs (decision 047): off unless VAPID keys are configured. */
export function registerPushModule(ctx: AppContext) {
  const { app, config } = ctx;
  const push = createPushService({
    db: ctx.db,
    jobs: ctx.jobs,
    clock: ctx.clock,
    log: app.log,
    publicUrl: config.publicUrl,
    push: ctx.providers.push,
    simulatorBase: config.simulators ? `${config.publicUrl}${PUSH_SIM_PREFIX}` : null,
  });
  registerPushRoutes(app, { push });
  return push;
}
