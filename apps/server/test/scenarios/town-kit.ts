import {
  newOrderPush,
  paths,
  weekdayOfDate,
  type Locale,
  type OrderView,
  type PayMethodChoice,
  type PushMessage,
  type TrackingState,
} from '@lutong/shared';
import { eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/index.js';
import { textsFor } from '../../src/lib/i18n.js';
import { createTestApp, eventually, type TestApp, type TestClient } from '../harness.js';
import { createChef } from '../factories.js';
import { createBuyer, movableClock, orderRow, signedInAs } from '../orders-kit.js';
import { createIntent, payByCard } from '../payments-kit.js';
import { decryptPush, deliveries, type Browser } from '../push-kit.js';
import type { ChefRow } from '../seller-kit.js';

// A small town for the scenario tests of issue 18: chefs and buyers signed in on a clock the test
// moves through Manila days, who do everything over HTTP as the web app does: hours, dishes, cart,
// checkout, payment at the PayMongo simulator, and a courier at the Lalamove simulator.

/** The week the town lives: Monday 5 January 2026 to Sunday 11 (Manila dates). */
export const WEEK = {
  mon: '2026-01-05',
  tue: '2026-01-06',
  wed: '2026-01-07',
  thu: '2026-01-08',
  fri: '2026-01-09',
  sat: '2026-01-10',
} as const;

/** An instant of Manila wall-clock time: at(WEEK.mon, '10:00'). */
export const at = (date: string, time: string) => `${date}T${time}:00+08:00`;

export type Town = { t: TestApp; time: ReturnType<typeof movableClock> };

/** The real app on a real database, on a clock that starts Monday 9am in Manila. */
export async function openTown(): Promise<Town> {
  const time = movableClock(at(WEEK.mon, '09:00'));
  const t = await createTestApp({ clock: time.clock });
  return { t, time };
}

export type Person = {
  user: ChefRow;
  client: TestClient;
  /** the 10 digits of the phone this person gives (an SMS goes to +63 and these) */
  phone: string;
};

/** Where each buyer of the town lives (all within the couriers' reach of Makati). */
export const HOMES = [
  { lat: 14.5601, lng: 121.0301, address: '12 Jupiter St, Bel-Air, Makati' },
  { lat: 14.5869, lng: 121.0614, address: '8 Kapitolyo Rd, Pasig' },
  { lat: 14.5503, lng: 121.0453, address: '30th St corner 5th Ave, Taguig' },
] as const;

/** An approved, visible chef of the town with a full pickup address and a phone of their own. */
export async function townChef(
  { t, time }: Town,
  n: number,
  overrides: Parameters<typeof createChef>[1] = {},
): Promise<Person> {
  const phone = `917000${String(1000 + n)}`;
  const user = await createChef(t.database.db, {
    name: `Chef ${n}`,
    phone,
    address: `${n} Ayala Ave, Makati`,
    miniAddress: 'Legaspi Village, Makati',
    ...overrides,
  });
  return { user, client: await signedInAs(t, user.id, time.clock()), phone };
}

/** A buyer of the town, living at HOMES[n], with a phone of their own. */
export async function townBuyer({ t, time }: Town, n: 0 | 1 | 2): Promise<Person> {
  const phone = `918000${String(2000 + n)}`;
  const home = HOMES[n];
  const user = await createBuyer(t.database.db, { name: `Buyer ${n}`, phone, ...home });
  return { user, client: await signedInAs(t, user.id, time.clock()), phone };
}

/** PATCH /users/me as the chef's profile page sends it; throws unless accepted. */
export async function setProfile(chef: Person, body: Record<string, unknown>) {
  const res = await chef.client.patch('/api/v1/users/me', body);
  if (res.status !== 200) throw new Error(`profile: ${JSON.stringify(res.body)}`);
  return res;
}

/** A dish as the dish form sends it (product §7), with the test's overrides. */
export const dishForm = (over: Record<string, unknown> = {}) => ({
  name: 'Chicken adobo',
  description: 'Braised in vinegar, soy and garlic, the way Lola made it.',
  price: 180,
  servingSize: 1,
  unit: 'pax',
  tags: [],
  deliveryDates: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  allergyDescription: '',
  note: '',
  groupPromo: false,
  ...over,
});

/** POST /dishes as My Menu does; answers the new dish's id. */
export async function addDish(chef: Person, over: Record<string, unknown> = {}): Promise<string> {
  const res = await chef.client.post<{ data: { dish: { id: string } } }>('/api/v1/dishes', {
    dish: dishForm(over),
  });
  if (res.status !== 201) throw new Error(`dish: ${JSON.stringify(res.body)}`);
  return res.body.data.dish.id;
}

export type OrderPlan = {
  chef: Person;
  lines: { dishId: string; quantity: number; price: number }[];
  /** the Manila date the order is for; today: a same-day order */
  createdFor: string;
  today?: boolean;
  mode: 'delivery' | 'pickup';
  selectedTime: number;
};

type OrderReply = { status: string; message?: string; data: { order: OrderView } };

/** The cart's POST /orders for each line of the plan; answers the last reply. */
export async function addToCart(buyer: Person, plan: OrderPlan) {
  let reply: Awaited<ReturnType<TestClient['post']>> | null = null;
  for (const line of plan.lines) {
    reply = await buyer.client.post<OrderReply>('/api/v1/orders', {
      chefId: plan.chef.user.id,
      dishId: line.dishId,
      quantity: line.quantity,
      deliveryDate: weekdayOfDate(plan.createdFor),
      createdFor: plan.createdFor,
      today: plan.today ?? false,
    });
    if (reply.status !== 200) return reply as { status: number; body: OrderReply };
  }
  if (!reply) throw new Error('a plan without lines');
  return reply as { status: number; body: OrderReply };
}

/** Checkout's PATCH /orders/{id}: the buyer's name, phone, time and (delivery) their home. */
export function checkout(buyer: Person, orderId: string, plan: OrderPlan) {
  const home = HOMES.find((h) => h.address === buyer.user.address) ?? HOMES[0];
  return buyer.client.patch<OrderReply>(`/api/v1/orders/${orderId}`, {
    deliveryMode: plan.mode,
    name: buyer.user.name,
    phone: `0${buyer.phone}`,
    selectedTime: plan.selectedTime,
    ...(plan.mode === 'delivery' ? home : {}),
  });
}

/** Cart and checkout in one go; throws unless both are accepted. */
export async function placeOrder(buyer: Person, plan: OrderPlan): Promise<OrderView> {
  const added = await addToCart(buyer, plan);
  if (added.status !== 200) throw new Error(`cart: ${JSON.stringify(added.body)}`);
  const placed = await checkout(buyer, added.body.data.order.id, plan);
  if (placed.status !== 200) throw new Error(`checkout: ${JSON.stringify(placed.body)}`);
  return placed.body.data.order;
}

/** The buyer presses "Authorize test payment" on a simulator page (3-D Secure or e-wallet). */
export async function authorise(t: TestApp, pageUrl: string): Promise<void> {
  const page = await t.app.inject({ method: 'GET', url: new URL(pageUrl).pathname });
  const form = /action="([^"]*\/authorize[^"]*)"/.exec(page.body)?.[1];
  if (!form) throw new Error(`no authorize form at ${pageUrl}`);
  const pressed = await t.app.inject({
    method: 'POST',
    url: form.replaceAll('&amp;', '&'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (pressed.statusCode !== 303) throw new Error(`authorize answered ${pressed.statusCode}`);
}

/** Test cards of the simulator: paid at once, or after the bank's 3-D Secure page. */
export const CARDS = { plain: '4343434343434345', threeDs: '4120000000000007' } as const;

/**
 * Pays the order as the pay page does: a card (visa), with 3-D Secure when the card asks, or
 * GCash through the e-wallet's checkout page; answers the method used once the order is paid.
 */
export async function pay(
  t: TestApp,
  buyer: Person,
  orderId: string,
  how: 'card' | '3ds' | 'gcash',
): Promise<PayMethodChoice> {
  const method: PayMethodChoice = how === 'gcash' ? 'gcash' : 'visa';
  const created = await createIntent(buyer.client, { order: orderId, method });
  if (created.status !== 200) throw new Error(`intent: ${JSON.stringify(created.body)}`);
  if (how === 'gcash') {
    await authorise(t, created.body.data.attributes.next_action?.redirect.url ?? '');
  } else {
    const attached = await payByCard(
      t,
      created.body.data,
      CARDS[how === '3ds' ? 'threeDs' : 'plain'],
    );
    const next = attached.attributes.next_action?.redirect.url;
    if (how === '3ds') {
      if (attached.attributes.status !== 'awaiting_next_action' || !next) {
        throw new Error(`3-D Secure not asked: ${attached.attributes.status}`);
      }
      await authorise(t, next);
    }
  }
  await eventually(async () => {
    const status = await buyer.client.get<{ data: { payed: boolean } }>(
      `/api/v1/orders/paymentStatus/${orderId}`,
    );
    return status.body.data.payed ? true : null;
  });
  return method;
}

/** Moves the Lalamove simulator's clock: bookings find drivers, pick up and drop off. */
export async function courierMinutes(t: TestApp, minutes: number): Promise<void> {
  const res = await t.client().post('/_sim/lalamove/clock/advance', { minutes });
  if (res.status !== 200) throw new Error(`courier clock: ${JSON.stringify(res.body)}`);
}

/**
 * Lets the courier work, `step` minutes at a time (at most a day of its clock), until `done`
 * answers a value: the webhooks it sends reach our server over HTTP.
 */
export async function courierUntil<T>(
  t: TestApp,
  done: () => Promise<T | null | undefined>,
  step = 15,
): Promise<T> {
  for (let minutes = 0; minutes <= 24 * 60; minutes += step) {
    const value = await done();
    if (value !== null && value !== undefined) return value;
    await courierMinutes(t, step);
    await new Promise((r) => setTimeout(r, 150));
  }
  return eventually(done);
}

/** The chef's calls of the dashboard (product §3.2, §9). */
export const dashboard = (chef: Person) => ({
  confirm: (order: string) => chef.client.patch('/api/v1/orders/confirm', { order }),
  reject: (order: string, remarks: string) =>
    chef.client.patch('/api/v1/orders/reject', { order, remarks }),
  finish: (order: string) =>
    chef.client.patch(`/api/v1/orders/chefOrders/${order}`, { digital: false }),
  groupQuote: (a: string, b: string) => chef.client.get(`/api/v1/orders/delivery/group/${a}/${b}`),
  group: (a: string, b: string) =>
    chef.client.patch(`/api/v1/orders/delivery/group/${a}/${b}`, { group: true }),
});

/** The pushes a chef's browser read (decision 047), decrypted, once `count` of them arrived. */
export async function pushesRead(t: TestApp, browser: Browser, count: number) {
  const pushes = await eventually(async () => {
    const list = await deliveries(t, browser);
    return list.length >= count ? list : null;
  });
  return pushes.map((p) => JSON.parse(decryptPush(browser, p)) as PushMessage);
}

/** The new-order push the order's chef should read, in the chef's language `locale`. */
export async function newOrderPushOf(t: TestApp, orderId: string, locale: Locale) {
  const row = await orderRow(t.database.db, orderId);
  if (!row) throw new Error('no order row');
  const dashboardUrl = `${t.config.publicUrl}${paths.dashboard()}`;
  return newOrderPush(row, dashboardUrl, textsFor(locale, 'push'), locale);
}

/** The e-mails and texts to `recipient` whose body `matches`, once there is one. */
export async function mailsTo(t: TestApp, recipient: string, matches: (body: string) => boolean) {
  return eventually(async () => {
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
    const found = rows.filter((m) => matches(m.body));
    return found.length ? found : null;
  });
}

/** The buyer's tracking page's data (GET /orders/track/{id}), in the buyer's language. */
export async function trackOrder(buyer: Person, orderId: string) {
  const res = await buyer.client.get<{
    data: { order: OrderView; tracking: { state: TrackingState; statusText: string } };
  }>(`/api/v1/orders/track/${orderId}`);
  return res.body.data;
}
