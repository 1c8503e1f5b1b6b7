// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buyerWindowText,
  chefWindowText,
  isOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_LENGTH,
  orderNumberText,
  type ChefOrderView,
  type OrderView,
} from '@lutong/shared';
import { outbox } from '../../db/schema/index.js';
import * as schemaNumber from '../../db/schema/order-number.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  movableClock,
  signedInAs,
  THURSDAY_DUE,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';
import { chefCalls, messagesTo, newChef, pay, placedOrder } from '../../../test/seller-kit.js';

// Issue 18 defects 5 and 6: one order, one number and one time window on every surface (API views,
// e-mails, texts), for the buyer and for the chef; a pickup buyer learns where to pick up once the
// order is confirmed and paid, and nobody else does.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

const BUYER_PHONE = '+639171234567';
const KITCHEN = {
  address: '7 Sampaguita St, Poblacion, Makati',
  aptNumber: 'Unit 4B',
  zip: '1210',
};
const KITCHEN_TEXT = 'Unit 4B, 7 Sampaguita St, Poblacion, Makati, 1210';

type Tracked = {
  order: ChefOrderView;
  tracking: {
    state: string;
    statusText: string;
    window: string;
    pickup: { address: string; phone: string | null } | null;
  };
};

let chefPhones = 0;

async function setup(mode: 'pickup' | 'delivery') {
  // every buyer's order carries the same phone: only this order's messages are looked at
  const outboxIds = await t.database.db.select({ id: outbox.id }).from(outbox).orderBy(outbox.id);
  const earlier = new Set(outboxIds.map((r) => r.id));
  chefPhones += 1;
  const chefPhone = `91880${String(chefPhones).padStart(5, '0')}`;
  const chef = await newChef(t, { ...KITCHEN, phone: chefPhone, miniAddress: 'Poblacion, Makati' });
  const placed = await placedOrder(t, time.clock(), chef, { mode });
  const chefClient = await signedInAs(t, chef.id, time.clock());
  const track = async () =>
    placed.client.get<{ data: Tracked }>(`/api/v1/orders/track/${placed.order.id}`);
  const chefView = async (): Promise<ChefOrderView | undefined> => {
    const calls = chefCalls(chefClient);
    const all = [
      ...(await calls.pending()).body.data.orders,
      ...(await calls.completed()).body.data.orders,
    ];
    return all.find((o) => o.id === placed.order.id);
  };
  const chefAt = [chef.email, `+63${chefPhone}`];
  /** Everything sent about this order since it was placed, to either party, e-mail or text. */
  const sent = async (recipients = [...chefAt, placed.buyer.email, BUYER_PHONE]) =>
    (await messagesTo(t, recipients)).filter((m) => !earlier.has(m.id));
  return {
    chef,
    chefPhoneText: `+63 ${chefPhone}`,
    ...placed,
    calls: chefCalls(chefClient),
    track,
    chefView,
    sent,
    chefSees: (m: { recipient: string }) => chefAt.includes(m.recipient),
    toBuyer: () => sent([placed.buyer.email, BUYER_PHONE]),
  };
}

describe('the order number (decision 017)', () => {
  it('is drawn by the server over the shared alphabet', () => {
    expect(schemaNumber.ORDER_NUMBER_ALPHABET).toBe(ORDER_NUMBER_ALPHABET);
    expect(schemaNumber.ORDER_NUMBER_LENGTH).toBe(ORDER_NUMBER_LENGTH);
    const drawn = new Set(Array.from({ length: 200 }, () => schemaNumber.newOrderNumber()));
    expect(drawn.size).toBe(200);
    for (const n of drawn) expect(isOrderNumber(n)).toBe(true);
  });

  it('differs between two orders placed the same minute, and is not the uuid', async () => {
    const a = await setup('pickup');
    const b = await setup('pickup');
    expect(isOrderNumber(a.order.number)).toBe(true);
    expect(a.order.number).not.toBe(b.order.number);
    expect(a.order.id.toUpperCase()).not.toContain(a.order.number);
  });
});

describe('one number and one window on every surface', () => {
  it('a delivery order: the buyer reads 1pm - 3pm, the chef 12:30pm - 1:30pm, one number', async () => {
    const { client, order, calls, track, chefView, sent, chefSees } = await setup('delivery');
    await pay(t, client, order.id);
    expect((await calls.confirm(order.id)).status).toBe(200);

    const ref = orderNumberText(order);
    const buyerWindow = buyerWindowText(order);
    const chefWindow = chefWindowText(order);
    expect(buyerWindow).toBe('Thu, Jan 8, 1pm - 3pm');
    expect(chefWindow).toBe('Thu, Jan 8, 12:30pm - 1:30pm');

    // the API views: the buyer's, the chef's and the tracking page's
    const own = await client.get<{ data: { order: OrderView } }>(`/api/v1/orders/${order.id}`);
    expect(own.body.data.order.number).toBe(order.number);
    expect((await chefView())?.number).toBe(order.number);
    const tracked = (await track()).body.data;
    expect(tracked.order.number).toBe(order.number);
    expect(tracked.tracking.window).toBe(buyerWindow);

    // every e-mail and text names the order by its number, and each party reads its own window
    const messages = await sent();
    const toChef = messages.filter(chefSees);
    const toBuyer = messages.filter((m) => !toChef.includes(m));
    expect(toChef.length).toBeGreaterThanOrEqual(3); // placed e-mail and text, paid e-mail
    expect(toBuyer.length).toBeGreaterThanOrEqual(3); // paid e-mail, confirmed e-mail and text
    for (const m of messages) {
      expect(m.body).toContain(ref);
      const text = m.body.split(/https?:\/\/\S+/).join(' ');
      expect(text).not.toContain(order.id);
      expect(text).not.toMatch(/\d{1,2}:00\b/);
    }
    for (const m of toChef) {
      if (m.body.includes('placed') || m.body.includes('paid') || m.body.includes('new order')) {
        expect(m.body).toContain(chefWindow);
      }
      expect(m.body).not.toContain(buyerWindow);
    }
    for (const m of toBuyer) {
      if (m.body.includes('Jan 8')) expect(m.body).toContain(buyerWindow);
      expect(m.body).not.toContain(chefWindow);
    }
    expect(toBuyer.filter((m) => m.body.includes(buyerWindow)).length).toBeGreaterThanOrEqual(2);
  });

  it('a pickup order: the buyer reads 12pm - 2pm, the chef 12pm - 1pm', async () => {
    const { chef, client, order, calls, sent } = await setup('pickup');
    await calls.confirm(order.id);
    await pay(t, client, order.id);
    expect(buyerWindowText(order)).toBe('Thu, Jan 8, 12pm - 2pm');
    expect(chefWindowText(order)).toBe('Thu, Jan 8, 12pm - 1pm');
    const messages = await sent();
    const paidToChef = messages.find(
      (m) => m.recipient === chef.email && m.body.includes('has been paid'),
    );
    expect(paidToChef?.body).toContain(`${orderNumberText(order)} from Maria`);
    expect(paidToChef?.body).toContain('Thu, Jan 8, 12pm - 1pm');
  });
});

describe('a pickup buyer learns where to pick up (defect 6)', () => {
  it('paid first: the confirmation e-mail, the text and /track give the kitchen and the phone', async () => {
    const { chef, buyer, client, order, calls, track, chefView, toBuyer, chefPhoneText } =
      await setup('pickup');
    await pay(t, client, order.id);
    // paid, not yet confirmed: nothing revealed anywhere
    expect((await track()).body.data.tracking.pickup).toBeNull();
    const before = await toBuyer();
    for (const m of before) expect(m.body).not.toContain(KITCHEN.address);

    await calls.confirm(order.id);
    const tracked = (await track()).body.data;
    expect(tracked.tracking.pickup).toEqual({ address: KITCHEN_TEXT, phone: chefPhoneText });
    expect(tracked.tracking.state).toBe('paid');
    expect(tracked.tracking.statusText).not.toMatch(/deliver/i);

    const after = await toBuyer();
    const confirmedMail = after.find((m) => m.channel === 'email' && m.body.includes('confirmed'));
    const confirmedSms = after.find((m) => m.channel === 'sms' && m.body.includes('confirmed'));
    for (const m of [confirmedMail, confirmedSms]) {
      expect(m?.body).toContain(KITCHEN_TEXT);
      expect(m?.body).toContain(chefPhoneText);
    }
    // the chef sees the pickup buyer's phone
    expect((await chefView())?.phone).toBe('9171234567');

    // nobody else: another buyer gets no tracking at all
    const stranger = await setup('pickup');
    const peek = await stranger.client.get(`/api/v1/orders/track/${order.id}`);
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain(KITCHEN.address);

    // finished on its day (decision 018): ready for pickup, with the address in the e-mail
    time.set(THURSDAY_DUE);
    expect((await calls.finish(order.id)).status).toBe(200);
    expect((await track()).body.data.tracking.state).toBe('readyForPickup');
    const ready = (await messagesTo(t, [buyer.email])).find((m) =>
      m.subject.includes('ready for pickup'),
    );
    expect(ready?.body).toContain(KITCHEN_TEXT);
    expect(ready?.body).toContain(chef.name);
  });

  it('confirmed first: the payment link carries no address; the paid e-mail and a text do', async () => {
    const { client, order, calls, track, toBuyer } = await setup('pickup');
    await calls.confirm(order.id);
    expect((await track()).body.data.tracking.pickup).toBeNull();
    expect((await track()).body.data.tracking.state).toBe('confirmed');
    for (const m of await toBuyer()) {
      expect(m.body).not.toContain(KITCHEN.address);
    }
    await pay(t, client, order.id);
    const messages = await toBuyer();
    const paidMail = messages.find((m) => m.subject === 'Your payment was received');
    expect(paidMail?.body).toContain(KITCHEN_TEXT);
    const paidSms = messages.find((m) => m.channel === 'sms' && m.body.includes('payment'));
    expect(paidSms?.body).toContain(KITCHEN_TEXT);
    expect(paidSms?.body).toContain(orderNumberText(order));
    expect((await track()).body.data.tracking.pickup?.address).toBe(KITCHEN_TEXT);
  });

  it('a delivery order never carries the kitchen address', async () => {
    const { client, order, calls, track } = await setup('delivery');
    await pay(t, client, order.id);
    await calls.confirm(order.id);
    expect((await track()).body.data.tracking.pickup).toBeNull();
  });
});
