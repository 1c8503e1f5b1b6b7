import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { OrderView } from '@lutong/shared';
import { migrationsFolder, openPostgres, type Database } from '../../src/db/client.js';
import { TestClient } from '../harness.js';
import { startDebianPostgres, type DebianPostgres } from './debian-postgres.js';
import { placeOrderOn, startServer, type ServerProcess } from './processes-kit.js';

// Issue 21 §7: backups of PostgreSQL, tested. The product seeds database A on Debian stable's
// PostgreSQL 15 and takes an order; `pg_dump -Fc` copies A while it serves; `pg_restore` writes the
// copy into a fresh database B; the product then starts on B without seeding, and B holds what A
// held: the demo chef's menu, the order, the sessions and the passwords, with every migration
// recorded (so B's start applies none). The backup and restore commands are the ones
// docs/operations.md gives operators, read from it and run as they stand.

/** The shell block after `<!-- name` in docs/operations.md. */
function documented(name: string): string {
  const doc = readFileSync(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');
  const block = new RegExp(`<!-- ${name}\\b[^]*?-->\\s*\`\`\`sh\\n([^]*?)\`\`\``).exec(doc)?.[1];
  if (!block) throw new Error(`docs/operations.md has no ${name} block`);
  return block;
}

const DEMO_BUYER = { email: 'buyer@lutongbahay.ph', password: 'kain-tayo-2026' };
const DEMO_CHEF = 'chef@lutongbahay.ph';
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

let postgres: DebianPostgres;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let dbA: Database | undefined;
let dbB: Database | undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'lb-backup-'));
const dump = path.join(dir, 'lutong.dump');

async function createDatabase(name: string) {
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return postgres.url(name);
}

/** The rows of `text` on `database` (a PostgreSQL one). */
async function rows<T>(database: Database, text: string, values: unknown[] = []): Promise<T[]> {
  if (database.driver !== 'pg') throw new Error('PostgreSQL expected');
  return (await database.pool.query(text, values)).rows as T[];
}

const appliedMigrations = async (database: Database) =>
  (await rows(database, 'SELECT hash FROM drizzle.__drizzle_migrations')).length;

const demoChefId = async (database: Database) => {
  const [found] = await rows<{ id: string }>(database, 'SELECT id FROM users WHERE email = $1', [
    DEMO_CHEF,
  ]);
  if (!found) throw new Error('no demo chef');
  return found.id;
};

const countUsers = async (database: Database) =>
  (await rows<{ n: number }>(database, 'SELECT count(*)::int AS n FROM users'))[0]?.n;

beforeAll(async () => {
  postgres = await startDebianPostgres();
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([dbA?.close(), dbB?.close()]);
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore with pg_dump and pg_restore (PostgreSQL 15, Debian stable)', () => {
  it('restores a seeded, used database into a fresh one that the product starts on', async () => {
    // A: migrated and seeded by the product itself, on PostgreSQL 15
    const urlA = await createDatabase('lutong_a');
    a = await startServer('backup-a', { DATABASE_URL: urlA, SEED_DEMO: 'true' });
    dbA = await openPostgres(urlA, { max: 3 });
    expect(await appliedMigrations(dbA)).toBe(journal.entries.length);
    const placed = await placeOrderOn(dbA.db, a);
    const chefId = await demoChefId(dbA);
    const menuA = await new TestClient(a.url).get(`/api/v1/users/menu/${chefId}`);
    expect(menuA.status).toBe(200);
    const usersA = await countUsers(dbA);

    // the backup, taken while A serves (pg_dump reads one consistent snapshot)
    postgres.script(documented('backup-commands'), { DATABASE_URL: urlA, BACKUP: dump });
    expect(statSync(dump).size).toBeGreaterThan(10_000);
    await a.stop();
    a = undefined;

    // B: a fresh database, the backup restored into it, the product started without seeding
    const urlB = await createDatabase('lutong_b');
    postgres.script(documented('restore-commands'), { RESTORE_URL: urlB, BACKUP: dump });
    dbB = await openPostgres(urlB, { max: 3 });
    expect(await appliedMigrations(dbB), 'every migration recorded in the copy').toBe(
      journal.entries.length,
    );
    b = await startServer('backup-b', { DATABASE_URL: urlB, SEED_DEMO: 'false' });
    expect(await appliedMigrations(dbB), 'none applied again on start').toBe(
      journal.entries.length,
    );
    expect(await countUsers(dbB), 'nothing seeded on B').toBe(usersA);

    // the demo chef's menu, as A served it
    const menuB = await new TestClient(b.url).get(`/api/v1/users/menu/${chefId}`);
    expect(menuB.status).toBe(200);
    expect(menuB.body).toEqual(menuA.body);

    // the order, read on B with the session the buyer signed in with on A
    const buyerOnB = new TestClient(b.url);
    for (const [name, value] of placed.client.jar) buyerOnB.jar.set(name, value);
    const order = await buyerOnB.get<{ data: { order: OrderView } }>(
      `/api/v1/orders/${placed.order.id}`,
    );
    expect(order.status).toBe(200);
    expect(order.body.data.order).toMatchObject({
      _id: placed.order._id,
      number: placed.order.number,
      total: placed.order.total,
      dishList: placed.order.dishList,
    });

    // a demo password works on B
    const login = await new TestClient(b.url).post('/api/v1/users/login', DEMO_BUYER);
    expect(login.status, JSON.stringify(login.body)).toBe(200);

    // and B takes new orders (its sequences and constraints came with it)
    const next = await placeOrderOn(dbB.db, b);
    expect(next.order.number).not.toBe(placed.order.number);
  });
});
