import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { hashPassword } from './lib/passwords.js';
import { seedDemo } from './seed/seed.js';

const config = loadConfig();
const database = await openDatabase(config);
const seeded = config.seedDemo
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
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const lines = [
  '',
  `  Lutong Bahay is running at ${config.publicUrl}`,
  `  database: ${database.driver === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ...(config.simulators
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
