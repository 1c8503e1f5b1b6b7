// The processes the API benchmark talks to: the production build of the server on the bench
// database, and the bare Fastify server that stands for the framework's limit.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer, type ServerProcess } from '../../apps/server/test/spawn-server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** `node apps/server/dist/main.js` (run `npm run build` first) with the simulators and no seed. */
export function startApi(databaseUrl: string): Promise<ServerProcess> {
  return spawnServer({
    name: 'api',
    argv: [
      process.execPath,
      // BENCH_PROFILE=dir writes a CPU profile of the server there when it stops
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
      path.join(root, 'apps/server/dist/main.js'),
    ],
    cwd: root,
    readyPath: '/api/v1/users/loggedin',
    env: {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lb-bench-')),
      SEED_DEMO: 'false',
      // the production log level: every request is logged, as it would be in production
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      // the limits are per address, and the bench is one address
      RATE_LIMIT_BROWSING_PER_IP: '1000000000',
      RATE_LIMIT_ORDERS_PER_ACCOUNT: '1000000000',
      SHUTDOWN_GRACE_MS: '200',
    },
  });
}

/** The bare Fastify server, answering each URL with `answers[url]`. */
export function startBare(answers: Record<string, string>): Promise<ServerProcess> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lb-bare-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  return spawnServer({
    name: 'bare',
    argv: [path.join(root, 'node_modules/.bin/tsx'), path.join(root, 'bench/bare-server.ts'), file],
    cwd: root,
    readyPath: '/ready',
    env: {},
  });
}
