import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, orderNumberText, type OrderView } from '@lutong/shared';
import { orders } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { createDish } from '../factories.js';
import { createBuyer, movableClock, signedInAs, THURSDAY, WEDNESDAY_10AM } from '../orders-kit.js';
import { messagesTo, newChef, pay, placedOrder } from '../seller-kit.js';

// Issue 20, security 9: the smaller leaks found by attack. Chefs' exact coordinates, the payment
// state of anyone's order, a paid order cancelled in silence, and a chef buying from themselves.

const time = movableClock(WEDNESDAY_10AM);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

type Point = { type: 'Point'; coordinates: [number, number] };

describe("a chef's coordinates are public only to about 100 m", () => {
  it('rounds them to 3 decimals on the menu and the bazaar; the exact distance stays for users', async () => {
    const chef = await newChef(t, { lat: 9.123456, lng: 125.654321 });
    await createDish(t.database.db, chef.id);
    const guest = t.client();
    const menu = await guest.get<{ data: { user: { location: Point } } }>(
      `/api/v1/users/menu/${chef.id}`,
    );
    expect(menu.body.data.user.location.coordinates).toEqual([125.654, 9.123]);
    const bazaar = await guest.get<{ data: { id: string; location: Point }[] }>(
      `/api/v1/users/getChefs?lat=9.12&lng=125.65&type=homechef&name=${encodeURIComponent(chef.name)}`,
    );
    const card = bazaar.body.data.find((c) => c.id === chef.id);
    expect(card?.location.coordinates).toEqual([125.654, 9.123]);

    const buyer = await signedInAs(t, (await createBuyer(t.database.db)).id, time.clock());
    const exact = await buyer.get<{ data: { distances: { distance: number }[] } }>(
      `/api/v1/users/distance/${chef.id}?lat=9.123456&lng=125.654321`,
    );
    expect(exact.body.data.distances[0]?.distance).toBe(0);
  });
});

describe('paymentReturn answers the order’s buyer only', () => {
  it('tells the buyer the order is paid, and anyone else nothing (404, 401 for a guest)', async () => {
    const chef = await newChef(t);
    const { client, order } = await placedOrder(t, time.clock(), chef, { mode: 'pickup' });
    await pay(t, client, order.id);
    const url = `/api/v1/orders/paymentReturn/${order.id}`;
    const own = await client.get(url);
    expect([own.status, own.headers.location]).toEqual([303, '/cart?payed=true']);

    const other = await signedInAs(t, (await createBuyer(t.database.db)).id, time.clock());
    const stranger = await other.get(url);
    expect([stranger.status, stranger.headers.location]).toEqual([404, undefined]);
    expect(stranger.body).toMatchObject({ code: 'NOT_FOUND' });
    const chefClient = await signedInAs(t, chef.id, time.clock());
    expect((await chefClient.get(url)).status).toBe(404);
    const guest = await t.client().get(url);
    expect([guest.status, guest.headers.location]).toEqual([401, undefined]);
  });
});

describe('a paid order cancelled by its buyer', () => {
  it('tells the chef, by e-mail and text like the other order notices', async () => {
    const chef = await newChef(t);
    const { client, order } = await placedOrder(t, time.clock(), chef, { mode: 'pickup' });
    await pay(t, client, order.id);
    const cancelled = await client.request('DELETE', '/api/v1/orders/awaitingConfirmation', {
      body: { order: order.id },
    });
    expect(cancelled.status).toBe(200);
    const sent = await messagesTo(t, [chef.email, `+63${chef.phone}`]);
    const notices = sent.filter((m) => /was cancelled by the buyer/.test(`${m.subject} ${m.body}`));
    expect(notices.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(notices.every((m) => m.body.includes(orderNumberText(order)))).toBe(true);
  });
});

describe('a chef ordering from their own kitchen', () => {
  it('is refused at cart add and at checkout, and nothing is written', async () => {
    const chef = await newChef(t);
    const dish = await createDish(t.database.db, chef.id);
    const own = await signedInAs(t, chef.id, time.clock());
    const add = await own.post('/api/v1/orders', {
      chefId: chef.id,
      dishId: dish.id,
      quantity: 1,
      ...THURSDAY,
    });
    expect([add.status, add.body.message]).toEqual([403, messages.ownKitchen]);
    expect(await t.database.db.select().from(orders).where(eq(orders.buyerId, chef.id))).toEqual(
      [],
    );

    // a cart left from before this rule: checkout refuses it too
    const buyer = await createBuyer(t.database.db);
    const buyerClient = await signedInAs(t, buyer.id, time.clock());
    const cart = await buyerClient.post<{ data: { order: OrderView } }>('/api/v1/orders', {
      chefId: chef.id,
      dishId: dish.id,
      quantity: 1,
      ...THURSDAY,
    });
    const orderId = cart.body.data.order.id;
    await t.database.db.update(orders).set({ buyerId: chef.id }).where(eq(orders.id, orderId));
    const checkout = await own.patch(`/api/v1/orders/${orderId}`, {
      deliveryMode: 'pickup',
      name: 'Chef',
      phone: '0917 123 4567',
      selectedTime: 12,
    });
    expect([checkout.status, checkout.body.message]).toEqual([403, messages.ownKitchen]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('cart');
  });
});
