import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerMessages } from '@lutong/shared';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buyerClient, chefClient } from '../../../test/seller-side-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type UserReply = { data: { user: Record<string, unknown> } };

async function row(id: string) {
  const [r] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!r) throw new Error('no user');
  return r;
}

describe('PATCH /users/me: the seller fields (product §9, §7 Profile)', () => {
  it('saves name and bio, mini address, menu days (Mon..Sun and Tod), preparation days', async () => {
    const { chef, client } = await chefClient(t);
    const res = await client.patch<UserReply>('/api/v1/users/me', {
      name: 'Kusina ni Lola',
      description: 'Ilocano home cooking since 1985.',
      miniAddress: 'San Lorenzo Village, Makati',
      menuDates: ['Tod', 'Sat', 'Mon'],
      dayPrep: 2,
      hourPrep: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      name: 'Kusina ni Lola',
      miniAddress: 'San Lorenzo Village, Makati',
      menuDates: ['Mon', 'Sat', 'Tod'],
      dayPrep: 2,
      hourPrep: 3,
    });
    expect((await row(chef.id)).description).toBe('Ilocano home cooking since 1985.');
  });

  it('saves one day of working hours and keeps the other days', async () => {
    const { chef, client } = await chefClient(t);
    const res = await client.patch<UserReply>('/api/v1/users/me', {
      deliveryTimesWed: [null, true, null, true, null, null],
    });
    expect(res.body.data.user).toMatchObject({
      deliveryTimesWed: [null, true, null, true, null, null],
      deliveryTimesMon: [true, true, true, true, true, true],
    });
    expect((await row(chef.id)).deliveryTimes?.Wed).toEqual([null, true, null, true, null, null]);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a 401-character bio', { description: 'a'.repeat(401) }, sellerMessages.bioTooLong],
    [
      'a 201-character mini address',
      { miniAddress: 'b'.repeat(201) },
      sellerMessages.miniAddressTooLong,
    ],
    ['0 preparation days', { dayPrep: 0 }, sellerMessages.dayPrepRange],
    ['7 preparation days', { dayPrep: 7 }, sellerMessages.dayPrepRange],
    [
      'five slots in a day',
      { deliveryTimesMon: [true, true, true, true, true] },
      sellerMessages.deliveryTimesShape,
    ],
  ];
  it.each(refusals)(
    'refuses %s with its message and changes nothing',
    async (_l, body, message) => {
      const { chef, client } = await chefClient(t);
      const before = await row(chef.id);
      const res = await client.patch('/api/v1/users/me', body);
      expect([res.status, res.body.message]).toEqual([400, message]);
      const after = await row(chef.id);
      expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    },
  );

  it('accepts a 400-character bio and a 200-character mini address (the limits)', async () => {
    const { client } = await chefClient(t);
    const res = await client.patch('/api/v1/users/me', {
      description: 'a'.repeat(400),
      miniAddress: 'b'.repeat(200),
    });
    expect(res.status).toBe(200);
  });

  it('refuses seller fields from a buyer (403) without touching the account', async () => {
    const { buyer, client } = await buyerClient(t);
    const res = await client.patch('/api/v1/users/me', { menuDates: ['Mon'], name: 'X' });
    expect([res.status, res.body.message]).toEqual([403, sellerMessages.sellerOnly]);
    expect((await row(buyer.id)).name).toBe(buyer.name);
  });
});

describe('PATCH /users/updateToday', () => {
  it('switches same-day orders for a chef only', async () => {
    const { chef, client } = await chefClient(t);
    const res = await client.patch<UserReply>('/api/v1/users/updateToday', { today: true });
    expect([res.status, res.body.data.user.today]).toEqual([200, true]);
    expect((await row(chef.id)).today).toBe(true);
    const { client: buyer } = await buyerClient(t);
    expect((await buyer.patch('/api/v1/users/updateToday', { today: true })).status).toBe(403);
    expect((await client.patch('/api/v1/users/updateToday', { today: 'yes' })).status).toBe(400);
  });
});
