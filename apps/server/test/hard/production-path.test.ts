import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderNumberText,
  weekdayOfDate,
  type OrderView,
  type PaymentIntentView,
} from '@lutong/shared';
import { SIMULATED } from '../../src/config.js';
import { eventually, TestClient } from '../harness.js';
import { dishForm } from '../scenarios/town-kit.js';
import { pngBytes, sellerApplication } from '../seller-side-kit.js';
import { recordFigures } from '../../../../test-support/reliability-figures.js';
import { emptyDatabase, orderDay } from './processes-kit.js';
import {
  builtFilesMissing,
  createStaff,
  mailTo,
  signUp,
  startProductionPath,
  uploadPhoto,
  type ProductionPath,
} from './production-path-kit.js';

// Issue 21 Operator §6 (decision 033): the production build, NODE_ENV=production, on a real
// PostgreSQL, with every provider's address, keys and webhook secrets pointed at the simulators
// running as their own process. The same adapters, configuration rules, webhook verification and
// CSP as in production; only the addresses differ. One smoke journey, all over HTTP.

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const SLOTS = [10, 12, 14, 16, 18, 20];
const HOME = { lat: 14.5601, lng: 121.0301, address: '12 Jupiter St, Bel-Air, Makati' };
const THREE_DS_CARD = '4120000000000007';

type Reply<T> = { status: string; data: T };
type SentLog = { deliveries: { url: string; type: string; status: string }[] };

let fresh: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
let path: ProductionPath;
const started = Date.now();
const steps: [string, number][] = [];

/** Runs one step of the journey and remembers how long it took. */
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const at = Date.now();
  const value = await run();
  steps.push([name, Date.now() - at]);
  return value;
}

/** A call on the simulators process, as the browser or a provider makes it. */
async function simFetch<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${path.sim.url}${pathname}`, init);
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The browser's public-key calls to PayMongo (its simulator here). */
const paymongo = <T>(pathname: string, body: unknown) =>
  simFetch<T>(`/_sim/paymongo${pathname}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${SIMULATED.paymongoPublicKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });

/**
 * Waits until every webhook (of `type`, if given) the simulator at `prefix` sent to `target` was
 * answered 2xx by the product: accepted, so verified with its secret.
 */
async function deliveredTo(target: string, prefix: string, type?: string) {
  const mine = async () =>
    (await simFetch<SentLog>(`${prefix}/webhooks/sent`)).deliveries.filter(
      (d) => d.url === target && (type === undefined || d.type === type),
    );
  await eventually(async () => {
    const sent = await mine();
    return sent.length > 0 && sent.every((d) => d.status === 'delivered') ? true : null;
  }, 30_000).catch(async () => {
    throw new Error(`webhooks not delivered: ${JSON.stringify(await mine())}`);
  });
}

beforeAll(async () => {
  const missing = builtFilesMissing();
  if (missing) throw new Error(missing);
  // an empty database: the production build migrates it as it starts
  fresh = await emptyDatabase('prodpath');
  path = await startProductionPath(fresh.url);
}, 180_000);

afterAll(async () => {
  await path?.stop();
  await fresh?.drop();
  recordFigures('13-production-path', 'The production path, tested', 'production-path', [
    ['product: dist/main.js, NODE_ENV=production, PostgreSQL; simulators: dist/sim/main.js', 'yes'],
    ...steps.map(([name, ms]): [string, string] => [name, `${(ms / 1000).toFixed(1)} s`]),
    ['whole file', `${((Date.now() - started) / 1000).toFixed(1)} s`],
  ]);
});

describe('the production build pointed at the simulators process', () => {
  it('runs the real providers configuration: no simulator inside, their origins in the CSP', async () => {
    const guest = new TestClient(path.product.url);
    const config =
      await guest.get<Reply<Record<string, Record<string, unknown>>>>('/api/v1/config');
    expect(config.body.data.identity).toMatchObject({ mode: 'google', simulatorUrl: null });
    expect(config.body.data.payments).toMatchObject({
      mode: 'paymongo',
      publicKey: SIMULATED.paymongoPublicKey,
      baseUrl: `${path.sim.url}/_sim/paymongo`,
    });
    const csp = String(config.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${path.sim.url}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${path.sim.url}`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*${path.sim.url}`));
    // production mounts no simulator
    expect((await guest.get('/_sim/outbox.json')).status).toBe(404);
  });

  it('signup, a seller approved with a menu, delivery paid with 3-D Secure, courier, rating', async () => {
    const url = path.product.url;
    const tag = randomBytes(4).toString('hex');

    // the buyer signs up with a password; the verification link comes by SMTP
    const buyerEmail = `buyer-${tag}@example.ph`;
    const buyer = await step('buyer signs up and verifies by e-mail (SMTP)', async () => {
      const client = await signUp(url, buyerEmail);
      const mail = await mailTo(path, buyerEmail, /./);
      const link = mail.links.find((l) => l.startsWith(`${url}/verify-email/`));
      if (!link) throw new Error(`no verification link in ${JSON.stringify(mail)}`);
      const token = decodeURIComponent(link.slice(`${url}/verify-email/`.length));
      const verified = await client.post('/api/v1/users/verify-email', { token });
      expect(verified.status).toBe(200);
      return client;
    });

    // the seller signs in with Google: an ID token of the simulators' Google, verified against
    // its keys at GOOGLE_JWKS_URL by the production verifier
    const sellerEmail = `lola-${tag}@gmail.com`;
    const seller = await step('seller signs in with Google and applies', async () => {
      const { credential } = await simFetch<{ credential: string }>('/_sim/google/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: path.productEnv.GOOGLE_CLIENT_ID,
          email: sellerEmail,
          name: 'Lola Nena',
        }),
      });
      const client = new TestClient(url);
      const signedIn = await client.post('/api/v1/users/googleSignIn', { tokenId: credential });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      const applied = await client.patch(
        '/api/v1/users/me',
        sellerApplication({ email: sellerEmail }),
      );
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      return client;
    });

    const sellerId = await step('staff (made by the admin CLI) approve the seller', async () => {
      const staffEmail = `staff-${tag}@lutongbahay.ph`;
      await createStaff(path.productEnv, staffEmail, 'staff-password-1');
      const staff = new TestClient(url);
      const login = await staff.post('/api/v1/users/login', {
        email: staffEmail,
        password: 'staff-password-1',
      });
      expect(login.status).toBe(200);
      const list = await staff.get<
        Reply<{ applications: { id: string; payload: { email: string } }[] }>
      >('/api/v1/admin/applications');
      const application = list.body.data.applications.find((a) => a.payload.email === sellerEmail);
      if (!application) throw new Error(`no application: ${JSON.stringify(list.body)}`);
      const approved = await staff.patch(
        `/api/v1/admin/applications/${application.id}/approve`,
        {},
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const me = await seller.get<{ data: { user: { id: string; role: string } } }>(
        '/api/v1/users/loggedin',
      );
      expect(me.body.data.user.role).toBe('chef');
      return me.body.data.user.id;
    });

    const dishId = await step('seller sets hours and adds a dish with a photo (S3)', async () => {
      const hours = Object.fromEntries(
        DAYS.map((d) => [`deliveryTimes${d}`, SLOTS.map((h) => h === 12)]),
      );
      // open for orders (finishedUpdating), every day at noon
      const profile = await seller.patch('/api/v1/users/me', {
        menuDates: [...DAYS],
        finishedUpdating: true,
        ...hours,
      });
      expect(profile.status, JSON.stringify(profile.body)).toBe(200);
      const photo = await uploadPhoto(seller, url, 'dish', await pngBytes(800, 600));
      expect(photo.startsWith(`${path.productEnv.S3_PUBLIC_URL}/dish/`)).toBe(true);
      const served = await fetch(photo);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      const dish = await seller.post<{ data: { dish: { id: string } } }>('/api/v1/dishes', {
        dish: dishForm({ weeklyStock: 20, photo }),
      });
      expect(dish.status, JSON.stringify(dish.body)).toBe(201);
      return dish.body.data.dish.id;
    });

    const order = await step('buyer orders for delivery (courier quote)', async () => {
      const day = orderDay();
      const added = await buyer.post<{ data: { order: OrderView } }>('/api/v1/orders', {
        chefId: sellerId,
        dishId,
        quantity: 2,
        deliveryDate: weekdayOfDate(day.createdFor),
        createdFor: day.createdFor,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const placed = await buyer.patch<{ data: { order: OrderView } }>(
        `/api/v1/orders/${added.body.data.order.id}`,
        {
          deliveryMode: 'delivery',
          name: 'Maria',
          phone: '0917 123 4567',
          selectedTime: 12,
          ...HOME,
        },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return placed.body.data.order;
    });

    await step('buyer pays by card with 3-D Secure; the signed webhook marks it paid', async () => {
      const created = await buyer.post<{ data: PaymentIntentView }>(
        '/api/v1/orders/paymentIntentTest',
        { order: order.id, method: 'visa' },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const intent = created.body.data;
      const method = await paymongo<{ data: { id: string } }>('/v1/payment_methods', {
        data: {
          attributes: {
            type: 'card',
            details: { card_number: THREE_DS_CARD, exp_month: 12, exp_year: 2035, cvc: '123' },
            billing: { name: 'Maria', email: buyerEmail, phone: '09171234567' },
          },
        },
      });
      const attached = await paymongo<{
        data: { attributes: { status: string; next_action: { redirect: { url: string } } } };
      }>(`/v1/payment_intents/${intent.id}/attach`, {
        data: {
          attributes: {
            payment_method: method.data.id,
            client_key: intent.attributes.client_key,
            return_url: `${url}/pay/${order.id}`,
          },
        },
      });
      expect(attached.data.attributes.status).toBe('awaiting_next_action');
      // the bank's page, where the buyer presses "Authorize test payment"
      const page = await fetch(attached.data.attributes.next_action.redirect.url);
      const action = /action="([^"]*\/authorize[^"]*)"/.exec(await page.text())?.[1];
      if (!action) throw new Error('no authorize form on the 3-D Secure page');
      const pressed = await fetch(new URL(action.replaceAll('&amp;', '&'), path.sim.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(pressed.status).toBe(303);
      await eventually(async () => {
        const status = await buyer.get<{ data: { payed: boolean } }>(
          `/api/v1/orders/paymentStatus/${order.id}`,
        );
        return status.body.data.payed ? true : null;
      }, 30_000);
      // paid by the webhook from the simulators process, which the product accepted (verified)
      await deliveredTo(`${url}/api/v1/orders/webhook/source`, '/_sim/paymongo', 'payment.paid');
    });

    await step('seller confirms; the buyer is told by e-mail (SMTP) and SMS', async () => {
      const confirmed = await seller.patch('/api/v1/orders/confirm', { order: order.id });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const ref = orderNumberText(order);
      const mail = await mailTo(path, buyerEmail, /confirmed your order/);
      expect(mail.text).toContain(ref);
      expect(mail.links).toContain(`${url}/track/${order.id}`);
      // and by SMS, through the Semaphore adapter, to the phone given at checkout
      await eventually(async () => {
        const sms = (await path.outbox()).find(
          (m) => m.channel === 'sms' && m.to === '+639171234567' && m.text.includes(ref),
        );
        return sms ?? null;
      }, 30_000);
    });

    const tracked = await step(
      'seller finishes; the courier delivers (Lalamove webhooks)',
      async () => {
        const finished = await seller.patch(`/api/v1/orders/chefOrders/${order.id}`, {
          digital: false,
        });
        expect(finished.status, JSON.stringify(finished.body)).toBe(200);
        // the courier's clock runs on to the slot and through the delivery, an hour a step
        for (let hour = 0; hour < 5 * 24; hour += 1) {
          const track = await buyer.get<{ data: { order: OrderView } }>(
            `/api/v1/orders/track/${order.id}`,
          );
          if (track.body.data.order.status === 'completed') return track.body.data.order;
          await simFetch('/_sim/lalamove/clock/advance', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ minutes: 60 }),
          });
          await new Promise((r) => setTimeout(r, 150));
        }
        throw new Error('the courier never completed the delivery');
      },
    );
    expect(tracked.status).toBe('completed');
    // completed by the courier's signed webhooks from the simulators process, which the product
    // accepted (verified with the Lalamove secret)
    await deliveredTo(`${url}/api/v1/orders/webhook/lalamove`, '/_sim/lalamove');

    await step('buyer rates the order', async () => {
      const rated = await buyer.post('/api/v1/orders/ratingPopup', {
        orderId: order.id,
        overallRating: 5,
        ratings: [5],
      });
      expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    });
  });
});
