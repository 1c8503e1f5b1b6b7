import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { LALAMOVE_WEBHOOK_PATH } from '../modules/delivery/delivery.routes.js';
import type { FaultState } from './fault-switch.js';
import { registerGoogleMapsSimulator } from './geocoding/google-maps.sim.js';
import { registerGoogleSimulator } from './google/google.sim.js';
import { registerLalamoveSimulator } from './lalamove/lalamove.sim.js';
import { registerOutboxSimulator } from './outbox/outbox.sim.js';
import { registerPaymongoSimulator } from './paymongo/paymongo.sim.js';
import { registerPushSimulator } from './push/push.sim.js';
import { registerSemaphoreSimulator } from './semaphore/semaphore.sim.js';

type Account = { email: string; name: string };

/**
 * Which provider simulators to serve, and what each needs from outside: the keys it accepts, where
 * it sends webhooks, where it is reached. Null: that provider is not simulated here.
 */
export type SimulatorSettings = {
  google: { issuer: string; accounts: () => Promise<Account[]> } | null;
  maps: boolean;
  lalamove: {
    apiKey: string;
    apiSecret: string;
    market: string;
    baseUrl: string;
    webhookUrl: string;
  } | null;
  paymongo: {
    baseUrl: string;
    secretKey: string;
    publicKey: string;
    webhookSecret: string;
    webhookUrl: string;
  } | null;
  semaphore: { apiKey: string; callsPerMinute: number } | null;
  /** the browser vendors' push services (decision 047): stateless towards the product, always on */
  push?: boolean;
  /** where the outbox page reads the messages (and the SMS simulator writes them) */
  mailbox: Db;
  /** the outbox's fault switch, read by whatever delivers mail into it */
  mailFaults?: FaultState;
  /** the app's time (a test's clock): scheduled pickups and pending refunds are judged by it */
  clock?: () => Date;
};

/**
 * Provider simulators under /_sim (ARCHITECTURE §6): mounted in the product outside production (below),
 * or served by their own process, `npm run simulators` (main.ts, decision 033). One code path.
 */
export async function registerSimulators(
  app: FastifyInstance,
  settings: SimulatorSettings,
): Promise<void> {
  const { clock } = settings;
  const appTime = clock ? { clock: () => clock().getTime() } : {};
  if (settings.google) await registerGoogleSimulator(app, settings.google);
  if (settings.maps) await registerGoogleMapsSimulator(app);
  if (settings.lalamove) await registerLalamoveSimulator(app, { ...settings.lalamove, ...appTime });
  if (settings.paymongo) await registerPaymongoSimulator(app, { ...settings.paymongo, ...appTime });
  if (settings.semaphore) {
    await registerSemaphoreSimulator(app, { db: settings.mailbox, ...settings.semaphore });
  }
  if (settings.push !== false) await registerPushSimulator(app);
  await registerOutboxSimulator(app, settings.mailbox, settings.mailFaults);
}

/** The simulators the product mounts itself: every provider its configuration simulates. */
export function inProductSimulators(
  config: Config,
  deps: { db: Db; mailFaults?: FaultState; clock?: () => Date },
): SimulatorSettings {
  const { db } = deps;
  const { courier, payments } = config;
  const sms = config.mail.sms;
  return {
    google:
      config.identity.mode === 'simulated'
        ? {
            issuer: config.identity.issuers[0] ?? 'https://accounts.google.com',
            // the chooser offers the newest buyers' accounts of this database
            accounts: () =>
              db
                .select({ email: users.email, name: users.name })
                .from(users)
                .where(eq(users.role, 'user'))
                .orderBy(desc(users.createdAt))
                .limit(5),
          }
        : null,
    maps: config.geocoding.mode === 'simulated',
    lalamove:
      courier.mode === 'simulated'
        ? {
            apiKey: courier.apiKey,
            apiSecret: courier.apiSecret,
            market: courier.market,
            baseUrl: courier.baseUrl,
            webhookUrl: `${config.publicUrl}${LALAMOVE_WEBHOOK_PATH}`,
          }
        : null,
    paymongo:
      payments.mode === 'simulated'
        ? {
            baseUrl: payments.baseUrl,
            secretKey: payments.secretKey,
            publicKey: payments.publicKey,
            webhookSecret: payments.webhookSecret,
            webhookUrl: payments.webhookUrl,
          }
        : null,
    semaphore:
      sms?.mode === 'simulated' ? { apiKey: sms.apiKey, callsPerMinute: sms.callsPerMinute } : null,
    mailbox: db,
    ...(deps.mailFaults ? { mailFaults: deps.mailFaults } : {}),
    ...(deps.clock ? { clock: deps.clock } : {}),
  };
}
