import type { AppContext } from '../../app-context.js';
import { registerLiveRoutes } from './live.routes.js';
import { startLiveStreams } from './streams.js';

/**
 * Live order events (decision 045): a web process listens and holds the browsers' streams; they
 * end before the server closes, so a shutdown never waits on them.
 */
export async function registerLiveModule(ctx: AppContext): Promise<void> {
  const { app, config } = ctx;
  const streams = await startLiveStreams(ctx.database, {
    heartbeatMs: config.liveHeartbeatMs,
    log: app.log,
  });
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => streams.close());
  registerLiveRoutes(app, { streams });
}
