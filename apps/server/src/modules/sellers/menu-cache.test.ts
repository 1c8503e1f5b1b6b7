import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { MenuChef } from '@lutong/shared';
import { dishes } from '../../db/schema/index.js';
import { listenForChanges } from '../../db/change-notices.js';
import { createTestApp, eventually, TestClient, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import {
  createBuyer,
  dishStock,
  movableClock,
  signedInAs,
  THURSDAY,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';
import { createMenuCache, MENU_CHANGED_CHANNEL } from './menu-cache.js';
import { findMenu } from './sellers.repo.js';

// Issue 10: sellers' menus are kept in memory and dropped on the database's change notices.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

type MenuReply = { data: { user: MenuChef } };
const guest = () => new TestClient(t.app);
const menuOf = async (chefId: string) => {
  const res = await guest().get<MenuReply>(`/api/v1/users/menu/${chefId}`);
  expect(res.status).toBe(200);
  return res.body.data.user;
};
const dishNames = async (chefId: string) => (await menuOf(chefId)).dishes.map((d) => d.name);

/** Runs a statement on dishes with its change notice switched off: only a cache can then hide it. */
async function unannounced(statement: SQL) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE dishes DISABLE TRIGGER dishes_menu_changed_update`);
    await tx.execute(statement);
    await tx.execute(sql`ALTER TABLE dishes ENABLE TRIGGER dishes_menu_changed_update`);
  });
}

describe('the menu cache (GET /users/menu/{chefId})', () => {
  it('answers a menu read before from memory, and drops it when the seller changes', async () => {
    const chef = await createChef(t.database.db);
    const dish = await createDish(t.database.db, chef.id, { name: 'Sinigang' });
    await t.app.menuChangesHeard();
    expect(await dishNames(chef.id)).toEqual(['Sinigang']);

    await unannounced(sql`UPDATE dishes SET name = 'Sinigang na baboy' WHERE id = ${dish.id}`);
    expect(await dishNames(chef.id)).toEqual(['Sinigang']);

    // any announced change to the seller's row drops the whole menu
    await t.database.db.execute(sql`UPDATE users SET note = 'Order by 8pm' WHERE id = ${chef.id}`);
    const fresh = await eventually(async () => {
      const menu = await menuOf(chef.id);
      return menu.note === 'Order by 8pm' ? menu : null;
    });
    expect(fresh.dishes.map((d) => d.name)).toEqual(['Sinigang na baboy']);
  });

  it("shows a seller's edits to the very next read (dishes and profile)", async () => {
    const chef = await createChef(t.database.db);
    const client = await signedInAs(t, chef.id, time.clock());
    const dish = await createDish(t.database.db, chef.id, { name: 'Pancit' });
    for (let i = 1; i <= 15; i += 1) {
      expect(await dishNames(chef.id)).toHaveLength(1);
      const edited = await client.patch(`/api/v1/dishes/${dish.id}`, {
        dish: { name: `Pancit no. ${i}` },
      });
      expect(edited.status).toBe(200);
      expect(await dishNames(chef.id)).toEqual([`Pancit no. ${i}`]);
    }
    const profile = await client.patch('/api/v1/users/me', { description: 'Kapampangan' });
    expect(profile.status).toBe(200);
    expect((await menuOf(chef.id)).description).toBe('Kapampangan');
    const added = await client.post('/api/v1/dishes', {
      dish: {
        name: 'Leche flan',
        description: 'Steamed custard with caramel, one llanera.',
        price: 180,
        servingSize: 1,
        unit: 'pax',
        tags: [],
        deliveryDates: ['', '', 'Wed', '', 'Fri', 'Sat', ''],
        allergyDescription: 'Contains eggs and milk.',
        note: '',
        groupPromo: false,
      },
    });
    expect(added.status).toBe(201);
    expect(await dishNames(chef.id)).toEqual(['Pancit no. 15', 'Leche flan']);
  });

  it('shows the stock an order has just reserved', async () => {
    const chef = await createChef(t.database.db, { address: '1 Ayala Ave, Makati' });
    const dish = await createDish(t.database.db, chef.id, {
      weeklyStock: 10,
      dayStock: [5, 5, 5, 5, 5, 5, 5],
    });
    expect((await menuOf(chef.id)).dishes[0]).toMatchObject({ dayStock: [5, 5, 5, 5, 5, 5, 5] });
    const buyer = await signedInAs(t, (await createBuyer(t.database.db)).id, time.clock());
    const added = await buyer.post<{ data: { order: { id: string } } }>('/api/v1/orders', {
      chefId: chef.id,
      dishId: dish.id,
      quantity: 2,
      ...THURSDAY,
    });
    const placed = await buyer.patch(`/api/v1/orders/${added.body.data.order.id}`, {
      deliveryMode: 'pickup',
      name: 'Maria',
      phone: '0917 123 4567',
      selectedTime: 12,
    });
    expect(placed.status).toBe(200);
    const stock = await dishStock(t.database.db, dish.id);
    expect(stock.dayStock).toEqual([5, 5, 5, 3, 5, 5, 5]);
    expect((await menuOf(chef.id)).dishes[0]).toMatchObject({
      dayStock: stock.dayStock,
      weeklyQuantity: 2,
    });
  });

  it('does not keep a menu whose load a change overtook', async () => {
    const chef = await createChef(t.database.db);
    const dish = await createDish(t.database.db, chef.id, { name: 'Kare-kare' });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let readDone = () => {};
    const read = new Promise<void>((resolve) => (readDone = resolve));
    const menus = createMenuCache({
      load: async (id) => {
        const menu = await findMenu(t.database.db, id);
        readDone();
        await gate;
        return menu;
      },
      maxEntries: 10,
    });
    const notices = await listenForChanges(
      t.database,
      MENU_CHANGED_CHANNEL,
      menus.changes,
      t.app.log,
    );
    try {
      const first = menus.get(chef.id);
      // the load has read the menu before the change is written (on a pool the two run on
      // separate connections, so without this wait the change could land first)
      await read;
      await t.database.db
        .update(dishes)
        .set({ name: 'Kare-kare (large)' })
        .where(eq(dishes.id, dish.id));
      await notices.sync();
      release();
      // the load began before the change: its caller gets what it read, nobody after it does
      expect((await first)?.chef.dishes[0]?.name).toBe('Kare-kare');
      expect(menus.size).toBe(0);
      expect((await menus.get(chef.id))?.chef.dishes[0]?.name).toBe('Kare-kare (large)');
      expect(menus.size).toBe(1);
    } finally {
      await notices.close();
    }
  });

  it('announces changed sellers: one notice per statement, every menu past 100 sellers', async () => {
    const heard: string[] = [];
    const notices = await listenForChanges(
      t.database,
      MENU_CHANGED_CHANNEL,
      { notify: (payload) => heard.push(payload), live: () => {} },
      t.app.log,
    );
    try {
      const one = await createChef(t.database.db);
      const two = await createChef(t.database.db);
      await createDish(t.database.db, one.id);
      await createDish(t.database.db, two.id);
      await notices.sync();
      heard.length = 0;
      await t.database.db.execute(
        sql`UPDATE dishes SET note = 'fresh' WHERE chef_id IN (${one.id}, ${two.id})`,
      );
      const buyer = await createBuyer(t.database.db);
      await t.database.db.execute(sql`UPDATE users SET name = 'Ana' WHERE id = ${buyer.id}`);
      await notices.sync();
      expect(heard.map((p) => p.split(',').sort())).toEqual([[one.id, two.id].sort()]);

      heard.length = 0;
      await t.database.db.execute(sql`
        INSERT INTO users (id, email, name, role)
        SELECT gen_random_uuid(), 'bulk-' || gen_random_uuid() || '@example.ph', 'Bulk', 'chef'
        FROM generate_series(1, 101)`);
      await notices.sync();
      expect(heard).toEqual(['*']);
    } finally {
      await notices.close();
    }
  });
});
