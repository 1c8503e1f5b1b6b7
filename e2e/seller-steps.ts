import { expect } from 'vitest';
import { dispatchStart, type MenuChef, type OrderView, type PublicUser } from '@lutong/shared';
import { api, callAs, callAt, placeOrder, type Account, type Choice } from './shop-steps.js';
import { baseUrl } from './support.js';

// Steps of the seller's journeys (issue 6): the demo chef signed in through the API, an order paid
// through the PayMongo simulator without a page, and the courier simulator's clock.

/** Signs in through the API once per file (logins are rate limited per account). */
export async function logInThroughApi(
  email: string,
  password: string,
): Promise<Account & { user: PublicUser }> {
  const res = await fetch(api('/users/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const cookies = res.headers.getSetCookie().map((c) => {
    const [pair = ''] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const body = (await res.json()) as { data: { user: PublicUser } };
  return { email, password, cookies, user: body.data.user };
}

export async function menuOf(chefId: string): Promise<MenuChef> {
  const res = await fetch(api(`/users/menu/${chefId}`));
  return ((await res.json()) as { data: { user: MenuChef } }).data.user;
}

type Intent = { id: string; attributes: { client_key: string; status: string } };

/** Our intent route, then the provider with the public key: a card payment without a page. */
export async function payThroughApi(
  buyer: Account,
  orderId: string,
  card: { number: string; method: 'visa' | 'mastercard' } = {
    number: '4343434343434345',
    method: 'visa',
  },
  server = baseUrl(),
): Promise<void> {
  const intent = await callAt<Intent>(server, buyer, 'POST', '/orders/paymentIntentTest', {
    order: orderId,
    method: card.method,
  });
  expect(intent.status, intent.message).toBe(200);
  const config = (await (await fetch(`${server}/api/v1/config`)).json()) as {
    data: { payments: { publicKey: string; baseUrl: string } };
  };
  const { publicKey, baseUrl: providerUrl } = config.data.payments;
  const provider = async (p: string, body: unknown) => {
    const res = await fetch(`${providerUrl}${p}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${publicKey}:`).toString('base64')}`,
      },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { id: string; attributes: { status: string } } }).data;
  };
  const method = await provider('/v1/payment_methods', {
    data: {
      attributes: {
        type: 'card',
        details: { card_number: card.number, exp_month: 12, exp_year: 30, cvc: '123' },
      },
    },
  });
  const attached = await provider(`/v1/payment_intents/${intent.data.id}/attach`, {
    data: {
      attributes: {
        payment_method: method.id,
        client_key: intent.data.attributes.client_key,
        return_url: `${server}/pay/${orderId}/authenticated`,
      },
    },
  });
  expect(attached.attributes.status).toBe('succeeded');
  await expect
    .poll(
      async () =>
        (await callAt<{ payed: boolean }>(server, buyer, 'GET', `/orders/paymentStatus/${orderId}`))
          .data.payed,
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Moves the courier simulator's clock to the order's dispatch slot (decision 018: a courier booked
 * ahead waits for it), a day at a time, so the next advance assigns the driver.
 */
export async function advanceCourierToSlot(order: OrderView): Promise<void> {
  const start = dispatchStart(order);
  let minutes = start ? Math.ceil((start.getTime() - Date.now()) / 60_000) : 0;
  while (minutes > 0) {
    const step = Math.min(minutes, 24 * 60);
    await advanceCourierClock(step);
    minutes -= step;
  }
}

/** Moves the courier simulator's clock, so drivers are assigned and move on. */
export async function advanceCourierClock(minutes: number): Promise<void> {
  const res = await fetch(`${baseUrl()}/_sim/lalamove/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ minutes }),
  });
  expect(res.status).toBeLessThan(300);
}

/** A delivery order paid, confirmed, finished and delivered through the courier simulator. */
export async function completedDeliveryOrder(
  buyer: Account,
  chef: Account,
  choice: Choice,
  quantity = 1,
): Promise<OrderView> {
  const order = await placeOrder(buyer, choice, quantity);
  await payThroughApi(buyer, order.id);
  expect((await callAs(chef, 'PATCH', '/orders/confirm', { order: order.id })).status).toBe(200);
  const finished = await callAs(chef, 'PATCH', `/orders/chefOrders/${order.id}`, {
    digital: true,
  });
  expect(finished.status, finished.message).toBe(200);
  await advanceCourierToSlot(order); // booked for the order's slot (decision 018)
  for (let i = 0; i < 8; i += 1) await advanceCourierClock(15);
  return order;
}
