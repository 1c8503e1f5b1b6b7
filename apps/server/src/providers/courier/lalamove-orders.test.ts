import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { CourierError, type Courier, type CourierQuote, type Stop } from './courier.js';
import { createLalamoveCourier, toE164 } from './lalamove.js';

// Issue 6: booking a quotation, the booking's status and driver, cancelling, multi-stop quotes;
// the real adapter against the simulator, whose clock the test drives.

const greenbelt: Stop = { lat: 14.5526, lng: 121.0216, address: 'Greenbelt, Makati' };
const kapitolyo: Stop = { lat: 14.5712, lng: 121.0606, address: 'Kapitolyo, Pasig' };
const ortigas: Stop = { lat: 14.5869, lng: 121.0614, address: 'Ortigas Center, Pasig' };

let t: TestApp;
let courier: Courier;
beforeAll(async () => {
  t = await createTestApp();
  courier = createLalamoveCourier(t.config.courier);
  // this file reads the simulator's answers, not our webhook
  await t.client().post('/_sim/lalamove/webhooks/withhold', { on: true });
});
afterAll(async () => t.close());

const failure = async (promise: Promise<unknown>): Promise<CourierError> => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
};

const advance = async (minutes: number) => {
  const res = await t.client().post('/_sim/lalamove/clock/advance', { minutes });
  expect(res.status).toBe(200);
};

const contacts = (quote: CourierQuote) => {
  const [pickup, ...drops] = quote.stops;
  return {
    quotationId: quote.quotationId,
    sender: { stopId: pickup?.stopId ?? '', name: 'Chef Lorna', phone: '0917 555 0101' },
    recipients: drops.map((stop, i) => ({
      stopId: stop.stopId,
      name: `Buyer ${i + 1}`,
      phone: '+639181234567',
      remarks: 'Unit 4B, ring twice',
    })),
    metadata: { deliveryId: 'test' },
  };
};

async function book(dropoffs: Stop[] = [kapitolyo]) {
  const quote = await courier.quote({ pickup: greenbelt, dropoffs });
  return { quote, order: await courier.placeOrder(contacts(quote)) };
}

describe('booking a Lalamove order', () => {
  it('books a quotation and reports it, waiting for a driver', async () => {
    const { quote, order } = await book();
    expect(quote.stops.map((s) => s.address)).toEqual([greenbelt.address, kapitolyo.address]);
    expect(order).toMatchObject({ status: 'ASSIGNING_DRIVER', driverId: null });
    expect(order.orderId).toMatch(/^\d{19}$/);
    expect(order.priceTotal).toBe(quote.price);
    expect(order.shareLink).toContain(order.orderId);
    expect(await courier.getOrder(order.orderId)).toEqual(order);
  });

  it('assigns a driver after two minutes, who picks up at 15 and delivers at 30', async () => {
    const { order } = await book();
    await advance(1);
    expect((await courier.getOrder(order.orderId)).status).toBe('ASSIGNING_DRIVER');
    await advance(1);
    const going = await courier.getOrder(order.orderId);
    expect(going.status).toBe('ON_GOING');
    expect(going.driverId).toMatch(/^\d+$/);

    const driver = await courier.getDriver(order.orderId, going.driverId ?? '');
    expect(driver.name).toMatch(/^[A-Z][a-z]+ [A-Z]/);
    expect(driver.phone).toMatch(/^\+639\d{9}$/);
    const photo = await fetch(driver.photo ?? '');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await photo.text()).toContain('<svg');

    await advance(13);
    expect((await courier.getOrder(order.orderId)).status).toBe('PICKED_UP');
    await advance(15);
    expect(await courier.getOrder(order.orderId)).toMatchObject({
      status: 'COMPLETED',
      driverId: going.driverId,
    });
  });

  it('cancels before pickup and is refused after it', async () => {
    const early = await book();
    await courier.cancelOrder(early.order.orderId);
    expect((await courier.getOrder(early.order.orderId)).status).toBe('CANCELED');

    const late = await book();
    await advance(PICKUP_MINUTES);
    expect((await courier.getOrder(late.order.orderId)).status).toBe('PICKED_UP');
    const refused = await failure(courier.cancelOrder(late.order.orderId));
    expect(refused.reason).toBe('ERR_CANCELLATION_FORBIDDEN');
    expect((await courier.getOrder(late.order.orderId)).status).toBe('PICKED_UP');
  });

  it('refuses unknown quotations, wrong stops and phones that are not E.164', async () => {
    const quote = await courier.quote({ pickup: greenbelt, dropoff: kapitolyo });
    const good = contacts(quote);
    const unknown = await failure(
      courier.placeOrder({ ...good, quotationId: '1234567890123456789' }),
    );
    expect(unknown.reason).toBe('ERR_INVALID_QUOTATION_ID');
    const swapped = await failure(
      courier.placeOrder({
        ...good,
        sender: { ...good.sender, stopId: good.recipients[0]?.stopId ?? '' },
      }),
    );
    expect(swapped.reason).toBe('ERR_INVALID_FIELD');
    const phone = await failure(
      courier.placeOrder({ ...good, sender: { ...good.sender, phone: '12345' } }),
    );
    expect(phone.reason).toBe('ERR_INVALID_PHONE_NUMBER');
    expect((await failure(courier.getOrder('1234567890123456789'))).reason).toBe(
      'ERR_ORDER_NOT_FOUND',
    );
    const { order } = await book();
    expect((await failure(courier.getDriver(order.orderId, '42'))).reason).toBe(
      'ERR_DRIVER_NOT_FOUND',
    );
  });

  it("fills in the quotation's stop ids when the booking does not name them", async () => {
    const quote = await courier.quote({ pickup: greenbelt, dropoffs: [kapitolyo, ortigas] });
    const named = contacts(quote);
    const order = await courier.placeOrder({
      ...named,
      sender: { ...named.sender, stopId: '' },
      recipients: named.recipients.map((r) => ({ ...r, stopId: '' })),
    });
    expect(order.status).toBe('ASSIGNING_DRIVER');
  });

  it('lets the simulator end an order on demand, never backwards', async () => {
    const { order } = await book();
    const forced = await t
      .client()
      .post(`/_sim/lalamove/orders/${order.orderId}/status`, { status: 'REJECTED' });
    expect(forced.body).toMatchObject({ status: 'REJECTED' });
    expect((await courier.getOrder(order.orderId)).status).toBe('REJECTED');
    const back = await t
      .client()
      .post(`/_sim/lalamove/orders/${order.orderId}/status`, { status: 'ON_GOING' });
    expect(back.status).toBe(409);
  });
});

describe('multi-stop quotes', () => {
  it('price one route through nearby drop-offs below two separate deliveries', async () => {
    const one = await courier.quote({ pickup: greenbelt, dropoff: kapitolyo });
    const other = await courier.quote({ pickup: greenbelt, dropoff: ortigas });
    const both = await courier.quote({ pickup: greenbelt, dropoffs: [kapitolyo, ortigas] });
    expect(both.stops.map((s) => s.address)).toEqual([
      greenbelt.address,
      kapitolyo.address,
      ortigas.address,
    ]);
    expect(both.price).toBeLessThan(one.price + other.price);
    expect(both.price).toBeGreaterThan(Math.max(one.price, other.price));
    // and it books with one recipient per drop-off
    const order = await courier.placeOrder(contacts(both));
    expect(order.priceTotal).toBe(both.price);
  });

  it('keeps single drop-off callers working and refuses a quote without a drop-off', async () => {
    const single = await courier.quote({ pickup: greenbelt, dropoff: kapitolyo });
    expect(single.stops).toHaveLength(2);
    expect((await failure(courier.quote({ pickup: greenbelt }))).reason).toBe('BAD_REQUEST');
  });
});

describe('a scheduled pickup (quotation scheduleAt, decision 018)', () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('waits for a driver until its scheduled time, then moves on from there', async () => {
    const scheduleAt = inMinutes(60);
    const quote = await courier.quote({ pickup: greenbelt, dropoff: kapitolyo, scheduleAt });
    const order = await courier.placeOrder(contacts(quote));
    const listed = await t
      .client()
      .get<{ orders: { orderId: string; scheduleAt: string }[] }>('/_sim/lalamove/orders');
    expect(listed.body.orders.find((o) => o.orderId === order.orderId)?.scheduleAt).toBe(
      scheduleAt,
    );
    await advance(45);
    expect((await courier.getOrder(order.orderId)).status).toBe('ASSIGNING_DRIVER');
    await advance(16);
    expect((await courier.getOrder(order.orderId)).status).toBe('ASSIGNING_DRIVER');
    await advance(2);
    expect((await courier.getOrder(order.orderId)).status).toBe('ON_GOING');
  });

  it('refuses a time in the past or more than 30 days ahead', async () => {
    for (const scheduleAt of [inMinutes(-10), inMinutes(31 * 24 * 60)]) {
      const error = await failure(
        courier.quote({ pickup: greenbelt, dropoff: kapitolyo, scheduleAt }),
      );
      expect(error.reason).toBe('ERR_INVALID_SCHEDULE_TIME');
    }
    const soon = await courier.quote({
      pickup: greenbelt,
      dropoff: kapitolyo,
      scheduleAt: inMinutes(29 * 24 * 60),
    });
    expect(soon.quotationId).toBeTruthy();
  });
});

describe('toE164', () => {
  it('writes Philippine numbers the way Lalamove wants them', () => {
    expect(toE164('0917 123 4567')).toBe('+639171234567');
    expect(toE164('9171234567')).toBe('+639171234567');
    expect(toE164('63-917-123-4567')).toBe('+639171234567');
    expect(toE164('+63 917 123 4567')).toBe('+639171234567');
  });
});

const PICKUP_MINUTES = 15;
