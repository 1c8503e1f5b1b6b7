import { availableParallelism, tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { POOL_APPLICATION_NAME, type Database } from '../../src/db/client.js';
import { openDatabase } from '../../src/db/open.js';
import { openTestDatabase } from '../harness.js';
import { createChef, createDish } from '../factories.js';

// Decision 016: a server keeps DATABASE_POOL_SIZE connections to PostgreSQL, however many
// requests arrive at once; the others wait their turn in the pool.
const POOL_SIZE = 2;
let owner: Database;
let server: { app: FastifyInstance; database: Database };
let watcher: pg.Client;
beforeAll(async () => {
  owner = await openTestDatabase();
  if (owner.driver !== 'pg') throw new Error('this file runs on PostgreSQL only');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: owner.connectionString,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lb-pool-')),
    SEED_DEMO: 'false',
  });
  const database = await openDatabase(config);
  server = { app: await buildApp({ config, database }), database };
  watcher = new pg.Client({ connectionString: owner.connectionString });
  await watcher.connect();
});
afterAll(async () => {
  await watcher.end();
  await server.app.close();
  await server.database.close();
  await owner.close();
});

/** The server pool's connections to this database, busy or idle. */
async function poolConnections(): Promise<number> {
  const { rows } = await watcher.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND application_name = $1`,
    [POOL_APPLICATION_NAME],
  );
  return rows[0]!.n;
}

describe('connections to PostgreSQL (decision 016)', () => {
  it('defaults to the cores plus two and takes DATABASE_POOL_SIZE', () => {
    expect(loadConfig({}).databasePoolSize).toBe(availableParallelism() + 2);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('answers 24 bazaar requests at once over at most DATABASE_POOL_SIZE connections', async () => {
    // through the server's own pool: the test database's owner never connects to it
    const chef = await createChef(server.database.db, { lat: 14.5547, lng: 121.0244 });
    await createDish(server.database.db, chef.id);
    let most = 0;
    let done = false;
    const watch = (async () => {
      while (!done) most = Math.max(most, await poolConnections());
    })();
    const replies = await Promise.all(
      Array.from({ length: 24 }, () =>
        server.app.inject({
          url: '/api/v1/users/getChefs?lat=14.5547&lng=121.0244&near=true&page=1',
        }),
      ),
    );
    done = true;
    await watch;
    expect(replies.map((r) => r.statusCode)).toEqual(Array(24).fill(200));
    expect(replies[0]!.json()).toMatchObject({ results: 1 });
    // idle connections stay open for a while: all the pool ever opened is still there
    most = Math.max(most, await poolConnections());
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(POOL_SIZE);
  });
});
