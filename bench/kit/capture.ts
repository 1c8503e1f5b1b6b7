// "The same SQL" for the direct-SQL limit: the repository functions the routes call are run once
// against a drizzle instance that records every statement it sends, and the recording is what the
// pg pool then replays under load.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.js';
import * as schema from '../../apps/server/src/db/schema/index.js';
import type { SqlCall } from './load.js';

export async function captureSql(
  pool: pg.Pool,
  work: (db: Db) => Promise<unknown>,
): Promise<SqlCall> {
  const statements: SqlCall = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, values) => statements.push({ text, values }) },
  }) as unknown as Db;
  await work(db);
  return statements;
}
