// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  courierScheduleAt,
  LANGUAGE_COOKIE,
  messages,
  rewardsEarned,
  trackingText,
  trackingTexts,
  type Locale,
  type PublicUser,
} from '@lutong/shared';
import { users } from '../../src/db/schema/index.js';
import { translate } from '../../src/lib/i18n.js';
import { createTestApp, uniqueEmail } from '../harness.js';
import { movableClock, orderRow } from '../orders-kit.js';
import { paymentState } from '../payments-kit.js';
import { newBrowser, vapidEnv, type Browser } from '../push-kit.js';
import { staffClient } from '../seller-side-kit.js';
import {
  addDish,
  addToCart,
  at,
  courierUntil,
  dashboard,
  HOMES,
  mailsTo,
  newOrderPushOf,
  pay,
  placeOrder,
  pushesRead,
  setProfile,
  townBuyer,
  townChef,
  trackOrder,
  WEEK,
  type OrderPlan,
  type Person,
  type Town,
} from './town-kit.js';
import { checkSurfaces, expectedRecord, paidRecord, type ExpectedRecord } from './town-record.js';
import {
  checkLanguages,
  englishForFilipinoReaders,
  languagesOf,
  wordedFrom,
} from './reader-language.js';

// Issue 23: three Manila days of a small town where people read different languages. Ana chose
// Filipino before signing up (the lb_lang cookie); Ben never chose (English). Chef 1 reads English;
// Chef 2 switches to Filipino and has a browser subscribed to pushes. Staff look an order up.
// Day 1 (Mon 5 Jan 2026) menus, orders for day 2, payments, confirmations and a rejection with its
// refund; day 2 the courier and the pickups; day 3 the next week's orders and a favourite's new
// menu day. At each step every surface that states a fact about an order is held to one expected
// record (town-record.ts) and every message to its reader's language (reader-language.ts).

const NEXT_TUE = '2026-01-13';
let town: Town;
let chefEn: Person;
let chefFil: Person;
let ana: Person;
let ben: Person;
let browser: Browser;
const readers = new Map<string, Locale>();
const dish = { adobo: '', sinigang: '' };
const PRICES = { adobo: 180, sinigang: 220 };
const records: Record<string, ExpectedRecord> = {};

const slots = (...hours: number[]) => [10, 12, 14, 16, 18, 20].map((h) => hours.includes(h));
const setClock = (date: string, time: string) => town.time.set(at(date, time));
const record = (name: string) => {
  const found = records[name];
  if (!found) throw new Error(`no order ${name}`);
  return found;
};

/** Every surface of the order against its record, and every message in its reader's language. */
async function surfaces(name: string) {
  const seen = await checkSurfaces(town.t, record(name));
  await checkLanguages(town.t, record(name), readers);
  return seen;
}

async function place(name: string, buyer: Person, plan: OrderPlan, rewards = 0) {
  records[name] = expectedRecord(await placeOrder(buyer, plan), {
    plan,
    buyer,
    rewards,
    locales: {
      buyer: readers.get(buyer.user.id) ?? 'en',
      chef: readers.get(plan.chef.user.id) ?? 'en',
    },
  });
}

async function payFor(name: string, how: 'card' | '3ds' | 'gcash') {
  const method = await pay(town.t, record(name).buyer, record(name).id, how);
  records[name] = paidRecord(record(name), method);
}

const storedUser = async (id: string) => {
  const [row] = await town.t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
};
/** A user's row without the fields a change of `fields` may touch. */
const apartFrom = async (id: string, ...fields: string[]) => {
  const row: Record<string, unknown> = { ...(await storedUser(id)) };
  for (const f of ['updatedAt', ...fields]) delete row[f];
  return row;
};
const trackOf = (name: string) => trackOrder(record(name).buyer, record(name).id);

beforeAll(async () => {
  const time = movableClock(at(WEEK.mon, '08:00'));
  town = { t: await createTestApp({ clock: time.clock, env: vapidEnv() }), time };
  chefEn = await townChef(town, 1);
  chefFil = await townChef(town, 2);
  ben = await townBuyer(town, 1);
  browser = await newBrowser(town.t);
});
afterAll(async () => town.t.close());

describe('a Filipino week across roles (issue 23)', () => {
  it('Monday 8am: Ana signs up in Filipino; her profile update keeps her language', async () => {
    const client = town.t.client();
    client.jar.set(LANGUAGE_COOKIE, 'fil');
    const email = uniqueEmail('ana');
    const signup = await client.post<{ data: { user: PublicUser } }>('/api/v1/users/signup', {
      email,
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    });
    expect(signup.status).toBe(200);
    expect(signup.body.data.user.language).toBe('fil');
    const home = HOMES[0];
    const changed = ['name', 'phone', 'address', 'lat', 'lng'];
    const before = await apartFrom(signup.body.data.user.id, ...changed);
    const profile = await client.patch<{ data: { user: PublicUser } }>('/api/v1/users/me', {
      name: 'Ana Reyes',
      phone: '9180002000',
      address: home.address,
      location: { type: 'Point', coordinates: [home.lng, home.lat] },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user.language, 'a profile update keeps the language').toBe('fil');
    const id = signup.body.data.user.id;
    expect(await apartFrom(id, ...changed)).toEqual(before);
    ana = { user: await storedUser(id), client, phone: '9180002000' };
    expect(ana.user).toMatchObject({ name: 'Ana Reyes', address: home.address, language: 'fil' });
    readers.set(ana.user.id, 'fil').set(ben.user.id, 'en').set(chefEn.user.id, 'en');
  });

  it('Monday 9am: the chefs set their menus; Chef 2 switches to Filipino and keeps the rest', async () => {
    setClock(WEEK.mon, '09:00');
    await setProfile(chefEn, {
      menuDates: ['Tue', 'Wed'],
      deliveryTimesTue: slots(12),
      deliveryTimesWed: slots(12),
    });
    await setProfile(chefFil, { menuDates: ['Tue'], deliveryTimesTue: slots(12, 14) });
    const before = await apartFrom(chefFil.user.id, 'language');
    const switched = await chefFil.client.put<{ data: { user: PublicUser } }>(
      '/api/v1/users/language',
      { language: 'fil' },
    );
    expect(switched.status).toBe(200);
    expect(switched.body.data.user.language).toBe('fil');
    expect(await apartFrom(chefFil.user.id, 'language'), 'only the language changed').toEqual(
      before,
    );
    readers.set(chefFil.user.id, 'fil');
    const subscribed = await chefFil.client.post('/api/v1/push/subscriptions', {
      endpoint: browser.endpoint,
      keys: browser.keys,
    });
    expect(subscribed.status).toBe(200);
    dish.adobo = await addDish(chefEn, { name: 'Chicken adobo', price: PRICES.adobo });
    dish.sinigang = await addDish(chefFil, { name: 'Sinigang na baboy', price: PRICES.sinigang });
    // Ana keeps Chef 2 as a favourite and asks to hear of new menu days (decision 048)
    expect((await ana.client.put(`/api/v1/favourites/${chefFil.user.id}`)).status).toBe(200);
    await setProfile(ana, { favouriteMenuEmails: true });
    expect((await storedUser(ana.user.id)).language, 'the opt-in keeps the language').toBe('fil');
  });

  it('Monday 10am: orders for Tuesday (pickup and delivery) and one for Wednesday', async () => {
    setClock(WEEK.mon, '10:00');
    const adobo = (quantity: number) => ({ dishId: dish.adobo, quantity, price: PRICES.adobo });
    const sinigang = (quantity: number) => ({
      dishId: dish.sinigang,
      quantity,
      price: PRICES.sinigang,
    });
    await place('ana delivery', ana, {
      chef: chefEn,
      lines: [adobo(2)],
      createdFor: WEEK.tue,
      mode: 'delivery',
      selectedTime: 12,
    });
    await place('ana pickup', ana, {
      chef: chefFil,
      lines: [sinigang(1)],
      createdFor: WEEK.tue,
      mode: 'pickup',
      selectedTime: 12,
    });
    await place('ben pickup', ben, {
      chef: chefFil,
      lines: [sinigang(2)],
      createdFor: WEEK.tue,
      mode: 'pickup',
      selectedTime: 14,
    });
    await place('ana rejected', ana, {
      chef: chefEn,
      lines: [adobo(1)],
      createdFor: WEEK.wed,
      mode: 'delivery',
      selectedTime: 12,
    });
    for (const name of Object.keys(records)) await surfaces(name);
    // Chef 2's browser hears of each new order, in Filipino, with the record's number and window
    const read = await pushesRead(town.t, browser, 2);
    for (const name of ['ana pickup', 'ben pickup']) {
      const push = await newOrderPushOf(town.t, record(name).id, 'fil');
      expect.soft(push.title, `push of ${name}: order number`).toContain(record(name).number);
      expect.soft(push.body, `push of ${name}: time window`).toContain(record(name).chefWindow);
      expect.soft(read, `push of ${name}`).toContainEqual(push);
      expect.soft(wordedFrom(push.body)?.locale, `push of ${name}: Filipino`).toBe('fil');
    }
  });

  it('Monday 11am: paid by card (3-D Secure and plain) and by GCash', async () => {
    setClock(WEEK.mon, '11:00');
    await payFor('ana delivery', '3ds');
    await payFor('ana pickup', 'gcash');
    await payFor('ben pickup', 'card');
    await payFor('ana rejected', 'card');
    for (const name of Object.keys(records)) await surfaces(name);
  });

  it('Monday noon: the chefs confirm; Chef 1 rejects one, and it is refunded', async () => {
    setClock(WEEK.mon, '12:00');
    expect((await dashboard(chefEn).confirm(record('ana delivery').id)).status).toBe(200);
    expect((await dashboard(chefFil).confirm(record('ana pickup').id)).status).toBe(200);
    expect((await dashboard(chefFil).confirm(record('ben pickup').id)).status).toBe(200);
    const remarks = 'Sorry, no adobo on Wednesday: the market is closed.';
    expect((await dashboard(chefEn).reject(record('ana rejected').id, remarks)).status).toBe(200);
    const rejected = await trackOf('ana rejected');
    expect(rejected.order.status).toBe('rejected');
    expect(rejected.tracking.statusText).toBe(trackingText('rejected', 'fil'));
    const { refunds } = await paymentState(town.t, record('ana rejected').id);
    expect(refunds.map((r) => [r.reason, r.status])).toEqual([['chef_rejected', 'pending']]);
    // each party has heard of the confirmed order by e-mail and text, in their own language
    const confirmed = (await surfaces('ana delivery')).messages;
    expect(languagesOf(confirmed.buyer), 'Ana: e-mails and texts').toEqual({
      email: ['fil'],
      sms: ['fil'],
    });
    expect(languagesOf(confirmed.chef), 'Chef 1: e-mails and texts').toEqual({
      email: ['en'],
      sms: ['en'],
    });
    const toChefFil = (await surfaces('ben pickup')).messages;
    expect(languagesOf(toChefFil.chef), 'Chef 2: e-mails and texts').toEqual({
      email: ['fil'],
      sms: ['fil'],
    });
    expect(languagesOf(toChefFil.buyer), 'Ben: e-mails and texts').toEqual({
      email: ['en'],
      sms: ['en'],
    });
    const told = await surfaces('ana rejected');
    expect(told.messages.buyer.filter((m) => m.body.includes(remarks)).length).toBeGreaterThan(1);
    // staff find the order by its number: the same order, what Ana paid, all of it refunded
    const staff = await staffClient(town.t);
    const looked = await staff.client.get<{
      data: { order: { id: string; paidAmount: number; refund: { amount: number } | null } };
    }>(`/api/v1/admin/orders/${encodeURIComponent(record('ana rejected').number)}`);
    expect(looked.status).toBe(200);
    expect(looked.body.data.order).toMatchObject({
      id: record('ana rejected').id,
      paidAmount: record('ana rejected').paid,
      refund: { amount: record('ana rejected').paid },
    });
    for (const name of Object.keys(records)) await surfaces(name);
  });

  it('Monday 8pm: Tuesday closes; each buyer is told in their own language', async () => {
    setClock(WEEK.mon, '20:00');
    const late = (buyer: Person) =>
      addToCart(buyer, {
        chef: chefFil,
        lines: [{ dishId: dish.sinigang, quantity: 1, price: PRICES.sinigang }],
        createdFor: WEEK.tue,
        mode: 'pickup',
        selectedTime: 14,
      });
    const [forAna, forBen] = [await late(ana), await late(ben)];
    expect([forAna.status, forAna.body.message]).toEqual([
      409,
      translate('fil', 'messages', 'dayClosed'),
    ]);
    expect([forBen.status, forBen.body.message]).toEqual([409, messages.dayClosed]);
  });

  it('Tuesday: the courier is booked for the slot, picks up, delivers; the buyer rates', async () => {
    setClock(WEEK.tue, '09:00');
    const r = record('ana delivery');
    expect((await dashboard(chefEn).finish(r.id)).status).toBe(200);
    const booked = await town.t
      .client()
      .get<{ orders: { scheduleAt: string; metadata: Record<string, string> }[] }>(
        '/_sim/lalamove/orders',
      );
    const booking = booked.body.orders.find((o) => o.metadata.orderIds?.split(',').includes(r.id));
    const row = await orderRow(town.t.database.db, r.id);
    if (!row) throw new Error('no order row');
    // booked for 12:30 Manila (the half past of a delivery slot, decision 018), not for 9am
    expect(booking?.scheduleAt).toBe(courierScheduleAt(town.time.clock(), row));
    expect(booking?.scheduleAt).toBe(new Date(at(WEEK.tue, '12:30')).toISOString());
    await surfaces('ana delivery');
    setClock(WEEK.tue, '12:30');
    const done = await courierUntil(town.t, async () => {
      const tracked = await trackOf('ana delivery');
      return tracked.order.status === 'completed' ? tracked : null;
    });
    // Ana reads her order's status in Filipino (decision 049), not the English of the spec
    expect(done.tracking.statusText).toBe(trackingText('completed', 'fil'));
    expect(done.tracking.statusText).not.toBe(trackingTexts.completed);
    const { messages: sent } = await surfaces('ana delivery');
    expect(sent.buyer.some((m) => m.links.some((l) => l.includes('/rating/')))).toBe(true);
    const rated = await ana.client.post('/api/v1/orders/ratingPopup', {
      orderId: r.id,
      overallRating: 5,
      ratings: [5],
    });
    expect(rated.status).toBe(200);
  });

  it('Tuesday: the pickups are ready, collected and completed', async () => {
    setClock(WEEK.tue, '11:30');
    expect((await dashboard(chefFil).finish(record('ana pickup').id)).status).toBe(200);
    expect((await dashboard(chefFil).finish(record('ben pickup').id)).status).toBe(200);
    await surfaces('ana pickup');
    await surfaces('ben pickup');
    setClock(WEEK.tue, '16:30');
    expect(await town.t.app.pickupCompletion.completePickups()).toBeGreaterThanOrEqual(2);
    for (const name of ['ana pickup', 'ben pickup']) {
      expect((await trackOf(name)).order.status).toBe('completed');
      await surfaces(name);
    }
    // each buyer reads the status in their own language (decision 049)
    expect((await trackOf('ana pickup')).tracking.statusText).toBe(trackingText('pickedUp', 'fil'));
    expect((await trackOf('ben pickup')).tracking.statusText).toBe(trackingTexts.pickedUp);
  });

  it("Wednesday: next week's orders, and a favourite's new menu day by e-mail", async () => {
    setClock(WEEK.wed, '10:00');
    // the points Ana's two completed orders earned go to her next order (product §11)
    const earned = ['ana delivery', 'ana pickup'].reduce(
      (sum, name) => sum + rewardsEarned(record(name).foodTotal, town.t.config.rewardsRate),
      0,
    );
    expect(earned).toBeGreaterThan(0);
    await place(
      'next week delivery',
      ana,
      {
        chef: chefEn,
        lines: [{ dishId: dish.adobo, quantity: 3, price: PRICES.adobo }],
        createdFor: NEXT_TUE,
        mode: 'delivery',
        selectedTime: 12,
      },
      earned,
    );
    await payFor('next week delivery', 'gcash');
    await surfaces('next week delivery');
    // Chef 2 opens Saturdays: Ana (opted in, a favourite) is told once, in Filipino
    await setProfile(chefFil, { menuDates: ['Tue', 'Sat'], deliveryTimesSat: slots(12) });
    const told = await mailsTo(
      town.t,
      ana.user.email,
      (body) => body.includes(chefFil.user.name) && /Sab|Sat/.test(body),
    );
    expect(told).toHaveLength(1);
    expect(told[0] && wordedFrom(told[0].body)).toMatchObject({ locale: 'fil' });
    expect(told[0]?.links.some((l) => l.includes('/unsubscribe/'))).toBe(true);
  });

  it('the Filipino readers met no English-only message', () => {
    // every e-mail, text and push they got is worded from the catalogue in their language
    expect([...englishForFilipinoReaders].sort()).toEqual([]);
  });
});
