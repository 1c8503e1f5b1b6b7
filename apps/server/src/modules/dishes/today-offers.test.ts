// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type OrderView } from '@lutong/shared';
import { dishes } from '../../db/schema/index.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { createChef } from '../../../test/factories.js';
import { createBuyer, movableClock, signedInAs } from '../../../test/orders-kit.js';
import { TODAY_RESET_JOB } from './dishes.service.js';

// Issue 18 defect 2: a newly approved seller switches same-day selling on from the screens' calls
// alone, and an offer for "today" ends with its Manila day (decision 019).

const MONDAY_9AM = '2026-01-05T09:00:00+08:00';
const MONDAY = { deliveryDate: 'Mon', createdFor: '2026-01-05' } as const;
const TUESDAY = { deliveryDate: 'Tue', createdFor: '2026-01-06' } as const;

const time = movableClock(MONDAY_9AM);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());

type MenuDishView = { id: string; now: boolean; todayStock: number | null };
type Failure = { message?: string };

async function newSeller() {
  const db = t.database.db;
  // as an approval leaves a seller: no menu days, today off, menu closed, every slot on
  const chef = await createChef(db, {
    name: 'kusina ni lola',
    menuDates: [],
    today: false,
    finishedUpdating: false,
    lat: 9.5,
    lng: 123.5,
  });
  const client = await signedInAs(t, chef.id, time.clock());
  return { db, chef, client };
}

describe('same-day selling for a new seller, across two Manila days', () => {
  it('Tod, the today toggle, an offered dish, the TODAY menu, the Today filter and the cut-off', async () => {
    const { db, chef, client } = await newSeller();
    // Profile: Monday's working hours end with the 2pm slot, preparation 1 hour (the default)
    const profile = await client.patch('/api/v1/users/me', {
      menuDates: ['Mon', 'Tod'],
      deliveryTimesMon: [true, true, true, null, null, null],
      finishedUpdating: true,
    });
    expect(profile.status).toBe(200);
    expect((await client.patch('/api/v1/users/updateToday', { today: true })).status).toBe(200);
    const added = await client.post<{ data: { dish: { id: string } } }>('/api/v1/dishes', {
      dish: {
        name: 'Pancit canton',
        description: 'Stir-fried noodles with pork and vegetables.',
        price: 180,
        servingSize: 2,
        unit: 'pax',
        deliveryDates: ['Mon', '', '', '', '', '', ''],
      },
    });
    const dishId = added.body.data.dish.id;

    const menu = async () => {
      const res = await t
        .client()
        .get<{ data: { user: { dishes: MenuDishView[] } } }>(`/api/v1/users/menu/${chef.id}`);
      return res.body.data.user.dishes.find((d) => d.id === dishId);
    };
    const todayFilter = async () => {
      const res = await t
        .client()
        .get<{ data: { _id: string }[] }>(
          `/api/v1/users/getChefs?lat=9.5&lng=123.5&type=homechef&today=true`,
        );
      return res.body.data.some((card) => card._id === chef.id);
    };
    const buyer = await createBuyer(db);
    const buyerClient = await signedInAs(t, buyer.id, time.clock());
    const orderToday = (day: typeof MONDAY | typeof TUESDAY) =>
      buyerClient.post<{ data: { order: OrderView } } & Failure>('/api/v1/orders', {
        chefId: chef.id,
        dishId,
        quantity: 1,
        ...day,
        today: true,
      });

    // not offered today yet: no TODAY for buyers
    expect(await menu()).toMatchObject({ now: false, todayStock: null });
    expect(await todayFilter()).toBe(false);

    // My Menu: "Offer today" with 2 portions
    const offer = await client.patch(`/api/v1/dishes/${dishId}`, {
      dish: { now: true, todayStock: 2 },
    });
    expect(offer.status).toBe(200);
    expect(await menu()).toMatchObject({ now: true, todayStock: 2 });
    expect(await todayFilter()).toBe(true);
    const first = await orderToday(MONDAY);
    expect(first.status).toBe(200);
    expect(first.body.data.order.today).toBe(true);

    // the cut-off: the last slot (2pm) minus hourPrep (1) = 1pm
    time.set('2026-01-05T12:59:00+08:00');
    expect(await todayFilter()).toBe(true);
    time.set('2026-01-05T13:00:00+08:00');
    expect(await todayFilter()).toBe(false);
    const late = await orderToday(MONDAY);
    expect([late.status, late.body.message]).toEqual([409, messages.todayOrderUnavailable]);

    // Manila midnight: Monday's offer is not Tuesday's
    time.set('2026-01-06T00:00:30+08:00');
    await t.app.jobs.send(TODAY_RESET_JOB, {});
    await eventually(async () => ((await menu())?.now === false ? true : null));
    expect(await menu()).toMatchObject({ now: false, todayStock: null });
    const [row] = await db.select().from(dishes).where(eq(dishes.id, dishId));
    expect([row?.now, row?.todayStock]).toEqual([false, null]);
    time.set('2026-01-06T09:00:00+08:00');
    expect(await todayFilter()).toBe(false);
    const tuesday = await orderToday(TUESDAY);
    expect(tuesday.status).not.toBe(200);

    // Tuesday: the chef offers it again, for Tuesday
    await client.patch('/api/v1/users/me', { menuDates: ['Mon', 'Tue', 'Tod'] });
    await client.patch(`/api/v1/dishes/${dishId}`, {
      dish: { now: true, todayStock: 3, deliveryDates: ['Mon', 'Tue', '', '', '', '', ''] },
    });
    expect(await todayFilter()).toBe(true);
    expect((await orderToday(TUESDAY)).status).toBe(200);
  });
});
