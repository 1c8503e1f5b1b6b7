// `npm run simulators` (decision 033): every provider simulator as its own process on its own port,
// for a production configuration (NODE_ENV=production) whose provider addresses point here.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openPglite, runMigrations } from '../db/client.js';
import { createFaultState } from './fault-switch.js';
import { registerSimulators } from './index.js';
import { startSmtpSimulator } from './outbox/smtp.sim.js';
import { registerS3Simulator, S3_SIM_PREFIX } from './s3/s3.sim.js';
import { loadSimSettings, standaloneSimulators } from './settings.js';

const settings = loadSimSettings();
// the outbox's messages, in memory: the product's mailbox table, in a database of this process's own
const mailbox = await openPglite();
await runMigrations(mailbox);
const mailFaults = createFaultState();

const app = Fastify({
  logger: settings.logLevel === 'silent' ? false : { level: settings.logLevel },
  bodyLimit: 1024 * 1024,
});
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.get('/', async (_request, reply) => reply.redirect('/_sim/outbox'));
await registerSimulators(app, standaloneSimulators(settings, { mailbox: mailbox.db, mailFaults }));
await registerS3Simulator(app, settings.s3);
const smtp = await startSmtpSimulator({
  port: settings.smtpPort,
  host: settings.host,
  mailbox: mailbox.db,
  faults: mailFaults,
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  mailFaults.releaseAll();
  await Promise.all([app.close(), smtp.close()]);
  await mailbox.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: settings.port, host: settings.host });
const base = settings.publicUrl;
console.log(
  [
    '',
    `  Provider simulators are running at ${base} (webhooks go to ${settings.productUrl})`,
    `  outbox:   ${base}/_sim/outbox (SMTP on ${settings.host}:${smtp.port})`,
    '  For the product (NODE_ENV=production):',
    `    GOOGLE_JWKS_URL=${base}/_sim/google/oauth2/v3/certs`,
    `    GOOGLE_MAPS_BASE_URL=${base}/_sim/google-maps  GOOGLE_PLACES_BASE_URL=${base}/_sim/google-maps`,
    `    LALAMOVE_BASE_URL=${base}/_sim/lalamove  PAYMONGO_BASE_URL=${base}/_sim/paymongo`,
    `    SMS_BASE_URL=${base}/_sim/semaphore  SMTP_URL=smtp://${settings.host}:${smtp.port}`,
    `    S3_ENDPOINT=${base}${S3_SIM_PREFIX}  S3_PUBLIC_URL=${base}${S3_SIM_PREFIX}/${settings.s3.bucket}`,
    '',
  ].join('\n'),
);
