import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { hashPassword } from './lib/passwords.js';
import { seedDemo } from './seed/seed.js';

const config = loadConfig();
const database = await openDatabase(config);
// the demo data is written by the process that serves it, never by a worker
const seeded =
  config.seedDemo && config.role !== 'worker'
    ? await seedDemo(database.db, {
        uploadsDir: path.join(config.dataDir, 'uploads'),
        now: new Date(),
        hashPassword,
      })
    : null;
const app = await buildApp({ config, database });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
// a promise nobody awaited failed: logged and reported (decision 031), the process keeps serving
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled rejection');
  app.errorReporter.capture(reason);
});
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const roles = {
  all: 'web and worker (API, web app and every job)',
  web: 'web (API and web app; jobs are queued for the workers)',
  worker: 'worker (every job and schedule; only /healthz, /readyz and /metrics over HTTP)',
};
const lines = [
  '',
  config.role === 'worker'
    ? `  Lutong Bahay worker is running on port ${config.port}`
    : `  Lutong Bahay is running at ${config.publicUrl}`,
  `  role: ${roles[config.role]}`,
  `  database: ${database.driver === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ...(config.simulators && config.role !== 'worker'
    ? [`  providers: simulated (outbox at ${config.publicUrl}/_sim/outbox)`]
    : []),
  ...(seeded
    ? [
        '',
        '  Demo accounts:',
        ...seeded.accounts.map((a) => `    ${a.role.padEnd(6)} ${a.email}  /  ${a.password}`),
      ]
    : []),
  '',
];
console.log(lines.join('\n'));
