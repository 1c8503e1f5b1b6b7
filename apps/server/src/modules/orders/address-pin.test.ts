// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, messages, type OrderView, type PublicUser } from '@lutong/shared';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  createBuyer,
  expectRefusedUnchanged,
  movableClock,
  orderRow,
  signedInAs,
  THURSDAY,
  THURSDAY_DUE,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';
import {
  BUYER_POINTS,
  chefCalls,
  messagesTo,
  newChef,
  pay,
  placedOrder,
} from '../../../test/seller-kit.js';
import { createDish } from '../../../test/factories.js';

// Issue 22 rough edge 4 (decision 041) over HTTP: the buyer moves the pin a little from the
// geocoded address and types a landmark or unit note; the server keeps the pin within 200 m, and
// the point and the note reach the order, the chef's dashboard, the courier's stop and the receipt.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

const geocoded = BUYER_POINTS[0];
const geo = { geoLat: geocoded.lat, geoLng: geocoded.lng };
/** ~100 m north of the geocoded point: the gate round the corner */
const nearPin = { lat: geocoded.lat + 0.0009, lng: geocoded.lng };
/** ~550 m away: another street */
const farPin = { lat: geocoded.lat + 0.005, lng: geocoded.lng };
const NOTE = 'Unit 4B, blue gate beside the sari-sari store';
/** pinMoveProblem's refusal, as the buyer's dialog shows it (the spec's style, decision 041) */
const PIN_TOO_FAR = {
  en: 'The pin is too far from your address. Please keep it within 200 metres of the address you picked, or search for the address again.',
  fil: 'Masyadong malayo ang pin sa iyong address. Ilagay ito sa loob ng 200 metro mula sa address na pinili mo, o hanapin ulit ang address.',
};

type SimOrder = {
  metadata: Record<string, string>;
  stops: { coordinates: { lat: string; lng: string }; address: string; remarks?: string }[];
};
const bookingOf = async (orderId: string) =>
  (await t.client().get<{ orders: SimOrder[] }>('/_sim/lalamove/orders')).body.orders.find((o) =>
    o.metadata.orderIds?.split(',').includes(orderId),
  );

/** A signed-in buyer with a Thursday cart at a new chef, and the checkout call. */
async function cart() {
  const db = t.database.db;
  const chef = await newChef(t);
  const dish = await createDish(db, chef.id, { price: 200 });
  const buyer = await createBuyer(db);
  const client = await signedInAs(t, buyer.id, time.clock());
  const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
    chefId: chef.id,
    dishId: dish.id,
    quantity: 1,
    ...THURSDAY,
  });
  const order = added.body.data.order;
  const details = {
    deliveryMode: 'delivery',
    name: 'Maria',
    phone: '0917 123 4567',
    selectedTime: 12,
    address: geocoded.address,
  };
  const checkout = (body: Record<string, unknown>) =>
    client.patch<{ message?: string; data: { order: OrderView } }>(`/api/v1/orders/${order.id}`, {
      ...details,
      ...body,
    });
  return { db, buyer, dish, order, checkout, client };
}

describe('the moved pin (decision 041)', () => {
  it('accepts a pin within 200 m of the geocoded address and delivers to the pin', async () => {
    const { order, checkout, db } = await cart();
    const res = await checkout({ ...nearPin, ...geo, addressNote: NOTE });
    expect(res.status).toBe(200);
    expect(res.body.data.order).toMatchObject({ ...nearPin, addressNote: NOTE });
    expect(await orderRow(db, order.id)).toMatchObject({ ...nearPin, addressNote: NOTE });
  });

  it('refuses a pin moved farther than 200 m, changing nothing', async () => {
    const { buyer, dish, checkout, db } = await cart();
    await expectRefusedUnchanged(
      db,
      { buyerId: buyer.id, dishIds: [dish.id] },
      () => checkout({ ...farPin, ...geo, addressNote: NOTE }),
      { status: 400, message: PIN_TOO_FAR.en },
    );
  });

  it("refuses it in the request's language, as the address dialog words it (decision 049)", async () => {
    const { buyer, dish, checkout, db, client } = await cart();
    client.jar.set(LANGUAGE_COOKIE, 'fil');
    await expectRefusedUnchanged(
      db,
      { buyerId: buyer.id, dishIds: [dish.id] },
      () => checkout({ ...farPin, ...geo, addressNote: NOTE }),
      { status: 400, message: PIN_TOO_FAR.fil },
    );
  });

  it('cleans control characters from the note and refuses one too long', async () => {
    const { buyer, dish, checkout, db, order } = await cart();
    await expectRefusedUnchanged(
      db,
      { buyerId: buyer.id, dishIds: [dish.id] },
      () => checkout({ ...nearPin, ...geo, addressNote: 'x'.repeat(151) }),
      { status: 400, message: messages.addressNoteTooLong },
    );
    const res = await checkout({
      ...nearPin,
      ...geo,
      addressNote: ' Unit 4B,\n\tblue\u0007 gate ',
    });
    expect(res.status).toBe(200);
    expect((await orderRow(db, order.id)).addressNote).toBe('Unit 4B, blue gate');
  });
});

describe('the landmark note reaches the chef, the courier and the receipt (decision 041)', () => {
  it('shows on the dashboard, rides in the stop remarks at the pin, and is in the receipt e-mail', async () => {
    const chef = await newChef(t);
    const placed = await placedOrder(t, time.clock(), chef, {
      mode: 'delivery',
      details: { ...nearPin, ...geo, aptNumber: 'Unit 4B', addressNote: 'blue gate' },
    });
    const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
    const pending = await calls.pending();
    expect(pending.body.data.orders.find((o) => o.id === placed.order.id)).toMatchObject({
      aptNumber: 'Unit 4B',
      addressNote: 'blue gate',
    });
    await pay(t, placed.client, placed.order.id);
    const mails = await messagesTo(t, [placed.buyer.email]);
    const receipt = mails.find((m) => m.body.includes('Receipt for order'));
    expect(receipt?.body).toContain(`Deliver to: Unit 4B, ${geocoded.address} (blue gate)`);

    expect((await calls.confirm(placed.order.id)).status).toBe(200);
    time.set(THURSDAY_DUE);
    expect((await calls.finish(placed.order.id)).status).toBe(200);
    const booking = await bookingOf(placed.order.id);
    const dropoff = booking?.stops[1];
    expect(Number(dropoff?.coordinates.lat)).toBeCloseTo(nearPin.lat, 6);
    expect(Number(dropoff?.coordinates.lng)).toBeCloseTo(nearPin.lng, 6);
    expect(dropoff?.remarks).toBe('Unit 4B (blue gate)');
  });
});

describe('PATCH /users/me with the note (decision 041)', () => {
  it('saves the note and changes nothing it does not name', async () => {
    const buyer = await createBuyer(t.database.db, { aptNumber: 'Unit 12B', zip: '1200' });
    const client = await signedInAs(t, buyer.id, time.clock());
    const before = await client.get<{ data: { user: PublicUser } }>('/api/v1/users/loggedin');
    const res = await client.patch<{ data: { user: PublicUser } }>('/api/v1/users/me', {
      addressNote: 'blue gate\r\n',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toEqual({ ...before.body.data.user, addressNote: 'blue gate' });
  });
});
