import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../harness.js';

/** An app with its job queue starts in seconds, but far slower on a shared, busy machine. */
const SLOW_MACHINE_MS = 180_000;

// Issue 21 operator §1 (decision 031): /healthz answers while the process runs; /readyz only when
// the database answers, every migration of this build is applied and the job queue runs, else 503
// naming what fails. Neither is rate limited.

describe('GET /healthz and /readyz on a working app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SLOW_MACHINE_MS);
  afterAll(async () => t?.close());

  it('answers the health probe', async () => {
    const res = await t.client().get('/healthz');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('is ready: database, migrations and job queue', async () => {
    const res = await t.client().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      failing: [],
      checks: { database: 'ok', migrations: 'ok', queue: 'ok' },
    });
  });

  it('is never rate limited', async () => {
    const client = t.client();
    for (let i = 0; i < 150; i += 1) {
      const res = await client.get(i % 2 ? '/healthz' : '/readyz');
      expect(res.status).toBe(200);
    }
  });
});

describe('GET /readyz when a part fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SLOW_MACHINE_MS);
  afterAll(async () => t?.close());

  it('names the migrations when the newest one is not applied', async () => {
    const db = t.database.db;
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    await db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`,
    );
    const res = await t.client().get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      status: 'fail',
      failing: ['migrations'],
      checks: { database: 'ok', migrations: 'not applied', queue: 'ok' },
    });
    await db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${newest}`,
    );
    expect((await t.client().get('/readyz')).status).toBe(200);
  });

  it('names the job queue once it has stopped, and still answers /healthz', async () => {
    await t.app.jobs.stop();
    const res = await t.client().get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      status: 'fail',
      failing: ['queue'],
      checks: { database: 'ok', migrations: 'ok', queue: 'not running' },
    });
    expect((await t.client().get('/healthz')).status).toBe(200);
  });
});

describe('GET /readyz without its database', () => {
  it(
    'names the database, and the health probe still answers',
    async () => {
      const t = await createTestApp();
      await t.app.jobs.stop();
      await t.database.close();
      try {
        const res = await t.client().get('/readyz');
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({
          status: 'fail',
          failing: ['database', 'migrations', 'queue'],
          checks: { database: 'unreachable', migrations: 'unknown', queue: 'not running' },
        });
        expect((await t.client().get('/healthz')).status).toBe(200);
      } finally {
        await t.app.close().catch(() => undefined);
      }
    },
    SLOW_MACHINE_MS,
  );
});

describe('ROLE', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/lb-role' };

  it('defaults to all, and web and worker need PostgreSQL', () => {
    expect(loadConfig(base).role).toBe('all');
    for (const role of ['web', 'worker']) {
      expect(() => loadConfig({ ...base, ROLE: role })).toThrow(
        `ROLE=${role} needs DATABASE_URL: the embedded database serves one process, which runs as ROLE=all`,
      );
      const withPg = { ...base, ROLE: role, DATABASE_URL: 'postgres://db/lutong' };
      expect(loadConfig(withPg).role).toBe(role);
    }
    expect(() => loadConfig({ ...base, ROLE: 'both' })).toThrow(/ROLE/);
  });
});
