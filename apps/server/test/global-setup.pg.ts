import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, runMigrations } from '../src/db/client.js';
import { startEmbeddedPostgres, withDatabase, type PostgresServer } from './embedded-postgres.js';

export const TEMPLATE_DB = 'lutong_template';
export { withDatabase };

/**
 * The real-PostgreSQL half of the server suite: TEST_DATABASE_URL when set, otherwise a throwaway
 * server from the embedded-postgres package. A migrated template database is cloned per test file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let server: PostgresServer | null = null;
  if (!adminUrl) {
    server = await startEmbeddedPostgres();
    adminUrl = server.url;
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
  };
}
