import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { FaultState } from './fault-switch.js';
import { registerGoogleMapsSimulator } from './geocoding/google-maps.sim.js';
import { registerGoogleSimulator } from './google/google.sim.js';
import { LALAMOVE_WEBHOOK_PATH } from '../modules/delivery/delivery.routes.js';
import { registerLalamoveSimulator } from './lalamove/lalamove.sim.js';
import { registerOutboxSimulator } from './outbox/outbox.sim.js';
import { registerPaymongoSimulator } from './paymongo/paymongo.sim.js';
import { registerSemaphoreSimulator } from './semaphore/semaphore.sim.js';

/** Provider simulators under /_sim (development and tests only; never in production config). */
export async function registerSimulators(
  app: FastifyInstance,
  deps: { config: Config; db: Db; mailFaults?: FaultState; clock?: () => Date },
): Promise<void> {
  const { config, db } = deps;
  if (config.identity.mode === 'simulated') {
    await registerGoogleSimulator(app, {
      issuer: config.identity.issuers[0] ?? 'https://accounts.google.com',
      clientId: config.identity.clientId,
      accounts: async () => {
        const rows = await db
          .select({ email: users.email, name: users.name })
          .from(users)
          .where(eq(users.role, 'user'))
          .orderBy(desc(users.createdAt))
          .limit(5);
        return rows;
      },
    });
  }
  if (config.geocoding.mode === 'simulated') await registerGoogleMapsSimulator(app);
  if (config.courier.mode === 'simulated') {
    const { apiKey, apiSecret, market, baseUrl } = config.courier;
    await registerLalamoveSimulator(app, {
      apiKey,
      apiSecret,
      market,
      baseUrl,
      webhookUrl: `${config.publicUrl}${LALAMOVE_WEBHOOK_PATH}`,
      // the app's time (a test's clock): scheduled pickups are judged against it
      ...(deps.clock ? { clock: () => (deps.clock as () => Date)().getTime() } : {}),
    });
  }
  if (config.payments.mode === 'simulated') {
    const { baseUrl, secretKey, publicKey, webhookSecret, webhookUrl } = config.payments;
    await registerPaymongoSimulator(app, {
      baseUrl,
      secretKey,
      publicKey,
      webhookSecret,
      webhookUrl,
      // the app's time (a test's clock): when pending refunds reach their outcome
      ...(deps.clock ? { clock: () => (deps.clock as () => Date)().getTime() } : {}),
    });
  }
  if (config.mail.sms?.mode === 'simulated') {
    const { apiKey, callsPerMinute } = config.mail.sms;
    await registerSemaphoreSimulator(app, { db, apiKey, callsPerMinute });
  }
  await registerOutboxSimulator(app, db, deps.mailFaults);
}
