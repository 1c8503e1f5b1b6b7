// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sellerMessages, type CheckoutChefView, type OrderView } from '@lutong/shared';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import {
  createBuyer,
  movableClock,
  signedInAs,
  THURSDAY,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';

// Issue 18 defect 8 (decision 020): the chef's discount, note at checkout and closed dates, set by
// PATCH /users/me with limits, and met by the buyer.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

type UserReply = { data: { user: Record<string, unknown> } };

async function row(id: string) {
  const [r] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!r) throw new Error('no user');
  return r;
}

async function chefClient(fields: Parameters<typeof createChef>[1] = {}) {
  const chef = await createChef(t.database.db, fields);
  return { chef, client: await signedInAs(t, chef.id, time.clock()) };
}

const sixtyOneDates = Array.from({ length: 61 }, (_, i) =>
  new Date(Date.UTC(2026, 1, 1 + i)).toISOString().slice(0, 10),
);

describe('PATCH /users/me: shop settings (issue 18, decision 020)', () => {
  it('saves the discount, the note and the closed dates (sorted, once each)', async () => {
    const { chef, client } = await chefClient();
    const res = await client.patch<UserReply>('/api/v1/users/me', {
      promo: 0.15,
      note: '  Park at the gate, we bring it out.  ',
      closedDates: ['2026-12-25', '2026-01-08', '2026-12-25'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      promo: 0.15,
      note: 'Park at the gate, we bring it out.',
      closedDates: ['2026-01-08', '2026-12-25'],
    });
    expect(await row(chef.id)).toMatchObject({
      promo: 0.15,
      closedDates: ['2026-01-08', '2026-12-25'],
    });
  });

  it('changes only the setting the body names', async () => {
    const { chef, client } = await chefClient({
      promo: 0.1,
      note: 'Cash on pickup welcome',
      closedDates: ['2026-02-14'],
    });
    const before = await row(chef.id);
    const bodies = [{ promo: 0.2 }, { note: 'New note' }, { closedDates: ['2026-03-01'] }];
    for (const body of bodies) {
      expect((await client.patch('/api/v1/users/me', body)).status).toBe(200);
    }
    const after = await row(chef.id);
    expect(after).toMatchObject({
      promo: 0.2,
      note: 'New note',
      closedDates: ['2026-03-01'],
      menuDates: before.menuDates,
      deliveryTimes: before.deliveryTimes,
      description: before.description,
    });
    // one setting alone leaves the two others as they were
    expect((await client.patch('/api/v1/users/me', { promo: 0 })).status).toBe(200);
    expect(await row(chef.id)).toMatchObject({
      promo: 0,
      note: 'New note',
      closedDates: ['2026-03-01'],
    });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a 51% discount', { promo: 0.51 }, sellerMessages.promoRange],
    ['a negative discount', { promo: -0.05 }, sellerMessages.promoRange],
    ['a discount of 12.5%', { promo: 0.125 }, sellerMessages.promoRange],
    ['a 201-character note', { note: 'n'.repeat(201) }, sellerMessages.chefNoteTooLong],
    ['a date that does not exist', { closedDates: ['2026-02-30'] }, sellerMessages.closedDateShape],
    ['a date in another format', { closedDates: ['25/12/2026'] }, sellerMessages.closedDateShape],
    ['61 closed dates', { closedDates: sixtyOneDates }, sellerMessages.closedDatesTooMany],
    // Wednesday 7 January 2026 in Manila: today and before are refused
    ['today', { closedDates: ['2026-01-08', '2026-01-07'] }, sellerMessages.closedDatePast],
    ['a past date', { closedDates: ['2025-12-25'] }, sellerMessages.closedDatePast],
  ];
  it.each(refusals)(
    'refuses %s with its message and changes nothing',
    async (_l, body, message) => {
      const { chef, client } = await chefClient({
        promo: 0.1,
        note: 'Kept',
        closedDates: ['2026-02-14'],
      });
      const before = await row(chef.id);
      const res = await client.patch('/api/v1/users/me', { ...body, description: 'changed' });
      expect([res.status, res.body.message]).toEqual([400, message]);
      const after = await row(chef.id);
      expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    },
  );

  it('reads today in Manila: at 23:30 UTC on the 7th the 8th is already today', async () => {
    const { client } = await chefClient();
    time.set('2026-01-07T23:30:00Z');
    const res = await client.patch('/api/v1/users/me', { closedDates: ['2026-01-08'] });
    expect([res.status, res.body.message]).toEqual([400, sellerMessages.closedDatePast]);
    const ok = await client.patch('/api/v1/users/me', { closedDates: ['2026-01-09'] });
    expect(ok.status).toBe(200);
  });

  it('accepts the limits: 50%, a 200-character note, 60 dates', async () => {
    const { client } = await chefClient();
    const res = await client.patch('/api/v1/users/me', {
      promo: 0.5,
      note: 'n'.repeat(200),
      closedDates: sixtyOneDates.slice(0, 60),
    });
    expect(res.status).toBe(200);
  });

  it('refuses the settings from a buyer (403)', async () => {
    const buyer = await createBuyer(t.database.db);
    const client = await signedInAs(t, buyer.id, time.clock());
    const res = await client.patch('/api/v1/users/me', { promo: 0.1 });
    expect([res.status, res.body.message]).toEqual([403, sellerMessages.sellerOnly]);
  });
});

describe('where the buyer meets the settings', () => {
  it('prices the cart with the discount and shows the note at checkout', async () => {
    const { chef, client: chefSide } = await chefClient();
    const dish = await createDish(t.database.db, chef.id, { price: 200 });
    await chefSide.patch('/api/v1/users/me', { promo: 0.25, note: 'Bring a bag, please.' });
    const buyer = await createBuyer(t.database.db);
    const client = await signedInAs(t, buyer.id, time.clock());
    const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
      chefId: chef.id,
      dishId: dish.id,
      quantity: 2,
      ...THURSDAY,
    });
    expect(added.body.data.order.foodTotal).toBe(300);
    const shown = await client.get<{ data: { order: OrderView; chef: CheckoutChefView } }>(
      `/api/v1/orders/${added.body.data.order.id}`,
    );
    expect(shown.body.data.chef.note).toBe('Bring a bag, please.');
  });
});
