import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerMessages } from '@lutong/shared';
import { users, vanityRoutes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { chefClient, staffClient } from '../../../test/seller-side-kit.js';
import { createDish } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Seller = { id: string; visibility: string; listed: boolean; listedReason: string };

describe('staff: sellers and their bazaar listing', () => {
  it('hides a seller from the bazaar and closes the menu, then lists them again', async () => {
    const { chef } = await chefClient(t, { name: 'kusina ni aling rosa' });
    await createDish(t.database.db, chef.id);
    const { client: staff } = await staffClient(t);
    const found = await staff.get<{ data: { sellers: Seller[] } }>(
      '/api/v1/admin/sellers?q=aling%20rosa',
    );
    expect(found.body.data.sellers).toEqual([
      expect.objectContaining({ id: chef.id, visibility: 'auto', listed: true }),
    ]);
    const bazaar = async () => {
      const res = await t
        .client()
        .get<{ data: { id: string }[] }>(
          '/api/v1/users/getChefs?lat=14.5547&lng=121.0244&type=homechef',
        );
      return res.body.data.map((s) => s.id);
    };
    expect(await bazaar()).toContain(chef.id);

    const hidden = await staff.patch<{ data: { seller: Seller } }>(
      `/api/v1/admin/sellers/${chef.id}`,
      { visibility: 'hidden' },
    );
    expect(hidden.body.data.seller).toMatchObject({
      visibility: 'hidden',
      listed: false,
      listedReason: sellerMessages.listedHiddenByStaff,
    });
    expect(await bazaar()).not.toContain(chef.id);
    const menu = await t
      .client()
      .get<{ data: { user: { finishedUpdating: boolean } } }>(`/api/v1/users/menu/${chef.id}`);
    expect(menu.body.data.user.finishedUpdating).toBe(false);

    await staff.patch(`/api/v1/admin/sellers/${chef.id}`, { visibility: 'auto' });
    expect(await bazaar()).toContain(chef.id);
  });

  it('"Always shown" lists a seller that low ratings would hide', async () => {
    const { chef } = await chefClient(t, { ratingsAverage: 2.1, ratingsQuantity: 9 });
    const { client: staff } = await staffClient(t);
    const res = await staff.patch<{ data: { seller: Seller } }>(
      `/api/v1/admin/sellers/${chef.id}`,
      { visibility: 'shown' },
    );
    expect(res.body.data.seller).toMatchObject({ visibility: 'shown', listed: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, chef.id));
    expect(row).toMatchObject({ visible: true, suspended: false });
  });
});

describe('staff: vanity short links', () => {
  it('adds, lists, resolves and removes a word', async () => {
    const { chef } = await chefClient(t);
    const { client: staff } = await staffClient(t);
    const added = await staff.post('/api/v1/admin/vanity', { word: 'LolaRosa', chefId: chef.id });
    expect(added.status).toBe(201);
    const list = await staff.get<{ data: { routes: { word: string; chefId: string }[] } }>(
      '/api/v1/admin/vanity',
    );
    expect(list.body.data.routes).toContainEqual(
      expect.objectContaining({ word: 'lolarosa', chefId: chef.id }),
    );
    expect((await t.client().get('/api/v1/vanity/lolarosa')).status).toBe(200);
    const taken = await staff.post('/api/v1/admin/vanity', { word: 'lolarosa', chefId: chef.id });
    expect([taken.status, taken.body.message]).toEqual([409, sellerMessages.vanityTaken]);
    expect((await staff.request('DELETE', '/api/v1/admin/vanity/lolarosa')).status).toBe(200);
    expect((await t.client().get('/api/v1/vanity/lolarosa')).status).toBe(404);
  });

  it.each([
    ['a page of the site', 'bazaar', sellerMessages.vanityReserved],
    ['another page', 'homechef', sellerMessages.vanityReserved],
    ['two words', 'lola rosa', sellerMessages.vanityShape],
    ['a path', 'menu/x', sellerMessages.vanityShape],
  ])('refuses %s (%s) and writes nothing', async (_label, word, message) => {
    const { chef } = await chefClient(t);
    const { client: staff } = await staffClient(t);
    const res = await staff.post('/api/v1/admin/vanity', { word, chefId: chef.id });
    expect([res.status, res.body.message]).toEqual([400, message]);
    const rows = await t.database.db
      .select()
      .from(vanityRoutes)
      .where(eq(vanityRoutes.chefId, chef.id));
    expect(rows).toEqual([]);
  });
});
