import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishFormMessages, sellerMessages } from '@lutong/shared';
import { dishes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  buyerClient,
  chefClient,
  dishForm,
  pngBytes,
  upload,
} from '../../../test/seller-side-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const dish = dishForm;

type DishReply = { data: { dish: { id: string; price: number; name: string } } };

async function dishesOf(chefId: string) {
  return t.database.db.select().from(dishes).where(eq(dishes.chefId, chefId));
}

describe('POST /dishes', () => {
  it('adds a dish that the public menu shows on its days', async () => {
    const { chef, client } = await chefClient(t);
    const res = await client.post<DishReply & { data: { user: { id: string } } }>(
      '/api/v1/dishes',
      { dish: dish() },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.user.id).toBe(chef.id);
    const menu = await t.client().get<{
      data: { user: { dishes: { name: string; deliveryDates: string[] }[] } };
    }>(`/api/v1/users/menu/${chef.id}`);
    expect(menu.body.data.user.dishes).toEqual([
      expect.objectContaining({
        name: 'Kare-kare',
        deliveryDates: ['', '', 'Wed', '', 'Fri', 'Sat', ''],
      }),
    ]);
  });

  it.each([
    ['no name', { name: ' ' }, dishFormMessages.name],
    ['no description', { description: '' }, dishFormMessages.description],
    ['no price', { price: undefined }, dishFormMessages.price],
    ['a zero price', { price: 0 }, dishFormMessages.price],
    [
      'no delivery dates',
      { deliveryDates: ['', '', '', '', '', '', ''] },
      dishFormMessages.deliveryDates,
    ],
    [
      'a day in the wrong place',
      { deliveryDates: ['Tue', '', '', '', '', '', ''] },
      dishFormMessages.deliveryDates,
    ],
    ['no unit', { unit: '' }, dishFormMessages.unit],
    ['a negative serving size', { servingSize: -1 }, dishFormMessages.servingSize],
    ['a serving size that is not a number', { servingSize: 'two' }, dishFormMessages.servingSize],
    ['a photo from elsewhere', { photo: 'https://evil.example/x.jpg' }, sellerMessages.imageType],
  ])("refuses %s with the spec's message and writes nothing", async (_label, over, message) => {
    const { chef, client } = await chefClient(t);
    const res = await client.post('/api/v1/dishes', { dish: dish(over) });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await dishesOf(chef.id)).toEqual([]);
  });

  it('accepts a serving size of 0 and a photo uploaded here', async () => {
    const { client } = await chefClient(t);
    const up = await upload(t, client, '/api/v1/images/dish', {
      bytes: await pngBytes(),
      filename: 'karekare.png',
      contentType: 'image/png',
    });
    const photo = (up.body.data as { imageUrl: string }).imageUrl;
    const res = await client.post('/api/v1/dishes', { dish: dish({ servingSize: 0, photo }) });
    expect(res.status).toBe(201);
  });

  it('refuses guests (401) and buyers (403)', async () => {
    expect((await t.client().post('/api/v1/dishes', { dish: dish() })).status).toBe(401);
    const { client } = await buyerClient(t);
    expect((await client.post('/api/v1/dishes', { dish: dish() })).status).toBe(403);
  });
});

describe('PATCH and DELETE /dishes/{id}', () => {
  async function chefWithDish() {
    const { chef, client } = await chefClient(t);
    const res = await client.post<DishReply>('/api/v1/dishes', { dish: dish() });
    return { chef, client, id: res.body.data.dish.id };
  }

  it('edits every field but the price, which is locked after creation', async () => {
    const { client, id } = await chefWithDish();
    const edited = await client.patch<DishReply>(`/api/v1/dishes/${id}`, {
      dish: { name: 'Kare-kare (family size)', servingSize: 4, price: 450 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.dish).toMatchObject({ name: 'Kare-kare (family size)', price: 450 });
    const locked = await client.patch(`/api/v1/dishes/${id}`, { dish: { price: 500 } });
    expect([locked.status, locked.body.message]).toEqual([400, dishFormMessages.priceLocked]);
    const [row] = await t.database.db.select().from(dishes).where(eq(dishes.id, id));
    expect(row?.price).toBe(450);
  });

  it("refuses in the request's language: the rules' texts by key, English as before", async () => {
    const { client, id } = await chefWithDish();
    await t.database.db.update(dishes).set({ weeklyQuantity: 7 }).where(eq(dishes.id, id));
    const lower = { dish: { weeklyStock: 3 } };
    const english = await client.patch(`/api/v1/dishes/${id}`, lower);
    expect([english.status, english.body.message]).toEqual([
      400,
      'You have already sold 7 this week, so the weekly stock cannot be lower than that.',
    ]);
    client.jar.set('lb_lang', 'fil');
    const fil = await client.patch(`/api/v1/dishes/${id}`, lower);
    expect([fil.status, fil.body.message]).toEqual([
      400,
      'Nakabenta ka na ng 7 ngayong linggo, kaya hindi puwedeng mas mababa doon ang weekly stock.',
    ]);
    const locked = await client.patch(`/api/v1/dishes/${id}`, { dish: { price: 500 } });
    expect(locked.body.message).toBe(
      'Hindi na mapapalitan ang presyo pagkagawa ng ulam. Mag-e-mail sa hello@lutongbahay.ph para palitan ito.',
    );
    // a zod refusal of a rule file (its English) is worded again by its key
    const unnamed = await client.post('/api/v1/dishes', { dish: dish({ name: ' ' }) });
    expect([unnamed.status, unnamed.body.message]).toEqual([
      400,
      'Pakilagay ang pangalan ng ulam!',
    ]);
    const [kept] = await t.database.db.select().from(dishes).where(eq(dishes.id, id));
    expect([kept?.weeklyStock, kept?.price]).toEqual([null, 450]);
  });

  it('refuses an empty name on edit and changes nothing', async () => {
    const { client, id } = await chefWithDish();
    const res = await client.patch(`/api/v1/dishes/${id}`, { dish: { name: '' } });
    expect([res.status, res.body.message]).toEqual([400, dishFormMessages.name]);
    const [row] = await t.database.db.select().from(dishes).where(eq(dishes.id, id));
    expect(row?.name).toBe('Kare-kare');
  });

  it("answers 404 for another chef's dish, and 403 to a buyer", async () => {
    const { id } = await chefWithDish();
    const { client: other } = await chefClient(t);
    expect((await other.patch(`/api/v1/dishes/${id}`, { dish: { name: 'Mine' } })).status).toBe(
      404,
    );
    expect((await other.request('DELETE', `/api/v1/dishes/${id}`)).status).toBe(404);
    const { client: buyer } = await buyerClient(t);
    expect((await buyer.request('DELETE', `/api/v1/dishes/${id}`)).status).toBe(403);
  });

  it('removes a dish from the menu (kept for past orders)', async () => {
    const { chef, client, id } = await chefWithDish();
    expect((await client.request('DELETE', `/api/v1/dishes/${id}`)).status).toBe(200);
    const menu = await t
      .client()
      .get<{ data: { user: { dishes: unknown[] } } }>(`/api/v1/users/menu/${chef.id}`);
    expect(menu.body.data.user.dishes).toEqual([]);
    expect((await client.request('DELETE', `/api/v1/dishes/${id}`)).status).toBe(404);
    expect(await dishesOf(chef.id)).toHaveLength(1);
  });

  // issue 18 defect 1: PATCH changes only the fields its body names
  async function fullDish() {
    const { chef, client } = await chefClient(t);
    const up = await upload(t, client, '/api/v1/images/dish', {
      bytes: await pngBytes(),
      filename: 'karekare.png',
      contentType: 'image/png',
    });
    const photo = (up.body.data as { imageUrl: string }).imageUrl;
    const res = await client.post<DishReply>('/api/v1/dishes', {
      dish: dish({
        photo,
        tags: ['spice', 'nuts'],
        note: 'Choose beef or oxtail.',
        groupPromo: true,
        standardSpice: true,
        weeklyStock: 30,
        deliveryDates: ['Mon', '', 'Wed', '', 'Fri', 'Sat', 'Sun'],
      }),
    });
    expect(res.status).toBe(201);
    const id = res.body.data.dish.id;
    const row = async () => {
      const [r] = await t.database.db.select().from(dishes).where(eq(dishes.id, id));
      if (!r) throw new Error('no dish');
      const { updatedAt: _updatedAt, ...rest } = r;
      return rest;
    };
    return { chef, client, id, row, photo };
  }

  it('a stock toggle for one day changes that day and keeps every other field', async () => {
    const { chef, client, id, row, photo } = await fullDish();
    const before = await row();
    const sundayOff = [true, true, true, true, true, true, false];
    const res = await client.patch<DishReply>(`/api/v1/dishes/${id}`, {
      dish: { stockQuantity: sundayOff },
    });
    expect(res.status).toBe(200);
    expect(await row()).toEqual({ ...before, stockQuantity: sundayOff });
    const menu = await t
      .client()
      .get<{ data: { user: { dishes: Record<string, unknown>[] } } }>(
        `/api/v1/users/menu/${chef.id}`,
      );
    expect(menu.body.data.user.dishes[0]).toMatchObject({
      photo,
      tags: ['spice', 'nuts'],
      allergyDescription: 'Contains peanuts and shrimp paste.',
      note: 'Choose beef or oxtail.',
      groupPromo: true,
      stockQuantity: sundayOff,
    });
  });

  it('an edit of the form keeps the sold-out days it does not name', async () => {
    const { client, id, row } = await fullDish();
    const soldOut = [true, false, true, true, true, true, false];
    await client.patch(`/api/v1/dishes/${id}`, { dish: { stockQuantity: soldOut } });
    const before = await row();
    const edit = {
      name: 'Kare-kare (family size)',
      description: 'Now for four.',
      servingSize: 4,
      unit: 'pax',
      deliveryDates: ['Mon', '', 'Wed', '', 'Fri', 'Sat', 'Sun'],
    };
    const res = await client.patch(`/api/v1/dishes/${id}`, { dish: edit });
    expect(res.status).toBe(200);
    expect(await row()).toEqual({ ...before, ...edit });
    expect((await row()).stockQuantity).toEqual(soldOut);
  });
});

describe('PATCH /dishes/{id}: offered today (issue 18 defect 2, decision 019)', () => {
  it('offers a dish today with its portions, and stops (the count goes with it)', async () => {
    const { client } = await chefClient(t);
    const id = (await client.post<DishReply>('/api/v1/dishes', { dish: dish() })).body.data.dish.id;
    const offered = await client.patch(`/api/v1/dishes/${id}`, {
      dish: { now: true, todayStock: 6 },
    });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ data: { dish: { now: true, todayStock: 6 } } });
    const stopped = await client.patch(`/api/v1/dishes/${id}`, { dish: { now: false } });
    expect(stopped.body).toMatchObject({ data: { dish: { now: false, todayStock: null } } });
  });

  it.each([
    ['a negative count', -1],
    ['a fraction', 2.5],
    ['text', 'six'],
  ])('refuses %s of portions for today and changes nothing', async (_label, todayStock) => {
    const { client } = await chefClient(t);
    const id = (await client.post<DishReply>('/api/v1/dishes', { dish: dish() })).body.data.dish.id;
    const res = await client.patch(`/api/v1/dishes/${id}`, { dish: { now: true, todayStock } });
    expect([res.status, res.body.message]).toEqual([400, dishFormMessages.todayStock]);
    const [row] = await t.database.db.select().from(dishes).where(eq(dishes.id, id));
    expect([row?.now, row?.todayStock]).toEqual([false, null]);
  });

  it('refuses a price with centavos, saying prices are whole pesos', async () => {
    const { chef, client } = await chefClient(t);
    const res = await client.post('/api/v1/dishes', { dish: dish({ price: 149.5 }) });
    expect([res.status, res.body.message]).toEqual([400, dishFormMessages.priceWholePesos]);
    expect(await dishesOf(chef.id)).toEqual([]);
  });
});
