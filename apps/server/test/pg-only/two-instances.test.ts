import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPostgres, type Database } from '../../src/db/client.js';
import { createTestApp, eventually, TestClient, uniqueEmail, type TestApp } from '../harness.js';

// DESIGN §8: nothing may keep per-process state that breaks with two processes on one database.
let a: TestApp;
let second: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  a = await createTestApp();
  if (a.database.driver !== 'pg') throw new Error('this file runs on PostgreSQL only');
  const database = await openPostgres(a.database.connectionString, { max: 3 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: a.baseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lb-b-')),
    SEED_DEMO: 'false',
  });
  second = { app: await buildApp({ config, database }), database };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await a.close();
});

describe('two server instances on one PostgreSQL database', () => {
  it('share sessions: signed in on one, recognised and logged out on the other', async () => {
    const onA = a.client();
    await onA.post('/api/v1/users/signup', {
      email: uniqueEmail(),
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    });
    const onB = new TestClient(second.app);
    onB.jar.set('lb_session', onA.jar.get('lb_session') ?? '');
    expect((await onB.get('/api/v1/users/loggedin')).body).toMatchObject({ loggedIn: true });
    await onB.get('/api/v1/users/logout');
    expect((await onA.get('/api/v1/users/loggedin')).body).toMatchObject({ loggedIn: false });
  });

  it('deliver each queued e-mail exactly once although both run workers', async () => {
    const email = uniqueEmail();
    await a
      .client()
      .post('/api/v1/users/signup', { email, password: 'abcdefgh', passwordConfirm: 'abcdefgh' });
    for (let i = 0; i < 3; i += 1) {
      await new TestClient(i % 2 ? second.app : a.app).post('/api/v1/users/forgotPassword', {
        email,
      });
    }
    const mails = await eventually(async () => {
      const res = await a.client().get<{ to: string }[]>('/_sim/outbox.json');
      const mine = res.body.filter((m) => m.to === email);
      return mine.length >= 3 ? mine : null;
    });
    await new Promise((r) => setTimeout(r, 1500));
    const again = await a.client().get<{ to: string }[]>('/_sim/outbox.json');
    expect(again.body.filter((m) => m.to === email)).toHaveLength(mails.length);
    expect(mails).toHaveLength(3);
  });
});
