import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openPostgres, type Database } from '../../src/db/client.js';
import { sql } from 'drizzle-orm';
import type { MenuChef } from '@lutong/shared';
import { LISTENER_APPLICATION_NAME } from '../../src/db/change-notices.js';
import {
  configBeside,
  createTestApp,
  eventually,
  TestClient,
  uniqueEmail,
  type TestApp,
} from '../harness.js';
import { createChef, createDish } from '../factories.js';
import { signedInAs } from '../orders-kit.js';

// ARCHITECTURE §8: nothing may keep per-process state that breaks with two processes on one database.
let a: TestApp;
let second: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  a = await createTestApp();
  if (a.database.driver !== 'pg') throw new Error('this file runs on PostgreSQL only');
  const database = await openPostgres(a.database.connectionString, { max: 3 });
  second = { app: await buildApp({ config: configBeside(a), database }), database };
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
    await onB.get('/api/v1/users/logout', { 'sec-fetch-site': 'same-origin' });
    expect((await onA.get('/api/v1/users/loggedin')).body).toMatchObject({ loggedIn: false });
  });

  it('deliver each queued e-mail exactly once although both run workers', async () => {
    // the reset mails only: signup also sends a verification link (decision 025)
    type Mail = { to: string; subject: string };
    const resetFor = (to: string) => (m: Mail) => m.to === to && /reset/i.test(m.subject);
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
      const res = await a.client().get<Mail[]>('/_sim/outbox.json');
      const mine = res.body.filter(resetFor(email));
      return mine.length >= 3 ? mine : null;
    });
    await new Promise((r) => setTimeout(r, 1500));
    const again = await a.client().get<Mail[]>('/_sim/outbox.json');
    expect(again.body.filter(resetFor(email))).toHaveLength(mails.length);
    expect(mails).toHaveLength(3);
  });

  it('drop a cached menu in both when the seller changes it through one (issue 10)', async () => {
    const chef = await createChef(a.database.db);
    const dish = await createDish(a.database.db, chef.id, { name: 'Bibingka' });
    await Promise.all([a.app.menuChangesHeard(), second.app.menuChangesHeard()]);
    expect(await dishNames(second.app, chef.id)).toEqual(['Bibingka']);
    const onA = await signedInAs(a, chef.id, new Date());
    await onA.patch(`/api/v1/dishes/${dish.id}`, { dish: { name: 'Bibingka galapong' } });
    expect(await dishNames(a.app, chef.id)).toEqual(['Bibingka galapong']);
    await eventually(async () =>
      (await dishNames(second.app, chef.id))[0] === 'Bibingka galapong' ? true : null,
    );
  });

  it('stop trusting cached menus while the listening connection is lost, then listen again', async () => {
    const chef = await createChef(a.database.db);
    const dish = await createDish(a.database.db, chef.id, { name: 'Puto' });
    await a.app.menuChangesHeard();
    expect(await dishNames(a.app, chef.id)).toEqual(['Puto']);
    const listeners = async () => {
      const result = await a.database.db.execute(
        sql`SELECT pid FROM pg_stat_activity
            WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
      );
      return (result as unknown as { rows: { pid: number }[] }).rows;
    };
    // each instance listens on two channels: menu changes and live order events (decision 045)
    const listening = 2 * 2;
    expect(await listeners()).toHaveLength(listening);
    await a.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    );
    // a change nobody announces: only a menu read from the database shows it
    await unannounced(sql`UPDATE dishes SET name = 'Puto bumbong' WHERE id = ${dish.id}`);
    await eventually(async () =>
      (await dishNames(a.app, chef.id))[0] === 'Puto bumbong' ? true : null,
    );
    await eventually(async () => ((await listeners()).length === listening ? true : null));
    // listening again: menus are kept again
    let round = 0;
    await eventually(async () => {
      const [before] = await dishNames(a.app, chef.id);
      round += 1;
      await unannounced(sql`UPDATE dishes SET name = ${`Puto no. ${round}`} WHERE id = ${dish.id}`);
      return (await dishNames(a.app, chef.id))[0] === before ? true : null;
    });
  });
});

async function dishNames(app: FastifyInstance, chefId: string) {
  const res = await new TestClient(app).get<{ data: { user: MenuChef } }>(
    `/api/v1/users/menu/${chefId}`,
  );
  return res.body.data.user.dishes.map((d) => d.name);
}

/** A change to dishes with its change notice switched off. */
async function unannounced(statement: ReturnType<typeof sql>) {
  await a.database.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE dishes DISABLE TRIGGER dishes_menu_changed_update`);
    await tx.execute(statement);
    await tx.execute(sql`ALTER TABLE dishes ENABLE TRIGGER dishes_menu_changed_update`);
  });
}
