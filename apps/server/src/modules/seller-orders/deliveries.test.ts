import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveryFeeShown, messages, trackingTexts } from '@lutong/shared';
import { deliveries } from '../../db/schema/index.js';
import { insertOutboxMessage } from '../notifications/outbox.repo.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { fakeCourier } from '../../../test/fake-courier.js';
import {
  movableClock,
  orderRow,
  signedInAs,
  THURSDAY_DUE,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';
import { chefCalls, messagesTo, newChef, pay, placedOrder } from '../../../test/seller-kit.js';
import { createSellerOrdersService } from './seller-orders.service.js';

// product §6 Order finishing (delivery), Group delivery, Recreate delivery and §7 group rules,
// on the service with an in-memory courier whose prices and failures the test sets (issue 6).

const time = movableClock();
let t: TestApp;
const fake = fakeCourier({ single: 60, group: 70 });
let service: ReturnType<typeof createSellerOrdersService>;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  service = createSellerOrdersService({
    db: t.database.db,
    clock: time.clock,
    courier: fake.courier,
    notifications: { enqueue: insertOutboxMessage, dispatch: async () => {} },
    publicUrl: t.baseUrl,
  });
});
afterAll(async () => t.close());
beforeEach(() => {
  time.set(WEDNESDAY_10AM);
  fake.state.failing = false;
  fake.state.prices = { single: 60, group: 70 };
  fake.state.driver = null;
});

/**
 * A chef with `count` confirmed, paid delivery orders (to two different addresses), placed on
 * Wednesday for Thursday noon; the clock is then on Thursday after noon, when they can be finished.
 */
async function readyOrders(count: number, options: { mode?: 'pickup' | 'delivery' }[] = []) {
  const chef = await newChef(t);
  const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
  const placed = [];
  for (let i = 0; i < count; i++) {
    const p = await placedOrder(t, time.clock(), chef, {
      mode: options[i]?.mode ?? 'delivery',
      point: (i % 2) as 0 | 1,
    });
    await pay(t, p.client, p.order.id);
    await calls.confirm(p.order.id);
    placed.push(p);
  }
  time.set(THURSDAY_DUE);
  return { chef, calls, placed };
}

const deliveryOf = async (id: string) =>
  (await t.database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0];

describe('finishing a delivery order', () => {
  it('books one courier, links the delivery and tells the buyer; a repeat books nothing', async () => {
    const { chef, placed } = await readyOrders(1);
    const [{ order, buyer }] = placed as [(typeof placed)[number]];
    const before = fake.state.booked.length;
    const view = await service.finish(chef, order.id);
    expect(view).toMatchObject({
      finished: true,
      status: 'finished',
      deliveryStatus: 'ASSIGNING_DRIVER',
    });
    expect(view.deliveryId).toBeTruthy();
    const delivery = await deliveryOf(view.deliveryId ?? '');
    expect(delivery).toMatchObject({ chefId: chef.id, status: 'ASSIGNING_DRIVER', price: 56 });
    expect(delivery?.providerOrderId).toMatch(/^lm-/);
    await service.finish(chef, order.id);
    expect(fake.state.booked.length).toBe(before + 1);
    const mail = await messagesTo(t, [buyer.email]);
    expect(mail.filter((m) => m.subject.includes('courier is booked'))).toHaveLength(1);
  });

  it('leaves the order unfinished with a clear message when the courier fails', async () => {
    const { chef, placed } = await readyOrders(1);
    const [{ order }] = placed as [(typeof placed)[number]];
    fake.state.failing = true;
    await expect(service.finish(chef, order.id)).rejects.toMatchObject({
      code: 'PROVIDER_FAILED',
      message: messages.courierBookingFailed,
    });
    const row = await orderRow(t.database.db, order.id);
    expect(row).toMatchObject({ status: 'placed', finished: false, deliveryRef: null });
    fake.state.failing = false;
    expect(await service.finish(chef, order.id)).toMatchObject({ finished: true });
  });
});

describe('group delivery', () => {
  it('applies the spec’s rules: same order, not delivery, no savings', async () => {
    const { chef, placed } = await readyOrders(3, [{}, {}, { mode: 'pickup' }]);
    const [a, b, pickup] = placed.map((p) => p.order.id) as [string, string, string];
    await expect(service.groupQuote(chef, a, a)).rejects.toMatchObject({
      message: messages.groupSameOrder,
    });
    await expect(service.groupQuote(chef, a, pickup)).rejects.toMatchObject({
      message: messages.groupNotDelivery,
    });
    const fees =
      (await orderRow(t.database.db, a)).deliveryFee +
      (await orderRow(t.database.db, b)).deliveryFee;
    fake.state.prices.group = fees; // shown as fees x 1.031: more than separately
    const quote = await service.groupQuote(chef, a, b);
    expect(quote.savings).toBeLessThanOrEqual(0);
    await expect(service.group(chef, a, b)).rejects.toMatchObject({
      code: 'WRONG_STATE',
      message: messages.groupNoSavings,
    });
    expect((await orderRow(t.database.db, a)).finished).toBe(false);
  });

  it('shows the savings and books one courier for both orders', async () => {
    const { chef, placed } = await readyOrders(2);
    const [a, b] = placed.map((p) => p.order.id) as [string, string];
    const separate =
      (await orderRow(t.database.db, a)).deliveryFee +
      (await orderRow(t.database.db, b)).deliveryFee;
    const quote = await service.groupQuote(chef, a, b);
    expect(quote).toMatchObject({
      separateFee: separate,
      groupFee: deliveryFeeShown(70),
      savings: separate - deliveryFeeShown(70),
    });
    expect(quote.dropoffs.map((d) => [d.label, d.orderId])).toEqual([
      [1, a],
      [2, b],
    ]);
    const booked = fake.state.booked.length;
    const grouped = await service.group(chef, a, b);
    expect(fake.state.booked.length).toBe(booked + 1);
    expect(fake.state.booked.at(-1)?.recipients).toHaveLength(2);
    expect(grouped.map((o) => o.finished)).toEqual([true, true]);
    expect(grouped[0]?.deliveryId).toBe(grouped[1]?.deliveryId);
    expect(grouped[0]?.groupFee).toBe(deliveryFeeShown(70));
    await service.group(chef, a, b); // a repeat changes nothing
    expect(fake.state.booked.length).toBe(booked + 1);
  });
});

describe('recreate delivery', () => {
  async function finishedDelivery() {
    const ready = await readyOrders(1);
    const [{ order, buyer }] = ready.placed as [(typeof ready.placed)[number]];
    const view = await service.finish(ready.chef, order.id);
    return { ...ready, order, buyer, deliveryId: view.deliveryId ?? '' };
  }

  it('cancels the old booking, books a new one and points the order to it, within 30 minutes', async () => {
    const { chef, order, deliveryId } = await finishedDelivery();
    const old = await deliveryOf(deliveryId);
    time.set('2026-01-08T13:09:00+08:00');
    const view = await service.recreate(chef, order.id, deliveryId);
    expect(view.deliveryId).not.toBe(deliveryId);
    expect(fake.state.cancelled).toContain(old?.providerOrderId);
    expect(await deliveryOf(deliveryId)).toMatchObject({
      status: 'CANCELED',
      replacedById: view.deliveryId,
    });
    // a repeat with the old delivery answers the order as it is now
    expect((await service.recreate(chef, order.id, deliveryId)).deliveryId).toBe(view.deliveryId);
  });

  it('is refused after 30 minutes and once the driver picked the food up', async () => {
    const late = await finishedDelivery();
    time.set('2026-01-08T13:11:00+08:00');
    await expect(service.recreate(late.chef, late.order.id, late.deliveryId)).rejects.toMatchObject(
      {
        code: 'WRONG_STATE',
        message: messages.recreateWindowPassed,
      },
    );
    time.set(WEDNESDAY_10AM);
    const picked = await finishedDelivery();
    const provider = (await deliveryOf(picked.deliveryId))?.providerOrderId;
    const booking = fake.state.booked.find((b) => b.id === provider);
    if (booking) booking.status = 'PICKED_UP';
    await expect(
      service.recreate(picked.chef, picked.order.id, picked.deliveryId),
    ).rejects.toMatchObject({ message: messages.recreatePickedUp });
    expect((await orderRow(t.database.db, picked.order.id)).deliveryRef).toBe(picked.deliveryId);
  });

  it('refuses an order without a courier delivery', async () => {
    const { chef, placed } = await readyOrders(1, [{ mode: 'pickup' }]);
    const [{ order }] = placed as [(typeof placed)[number]];
    await service.finish(chef, order.id);
    await expect(service.recreate(chef, order.id, undefined)).rejects.toMatchObject({
      message: messages.recreateNoDelivery,
    });
  });
});

describe('courier info and tracking', () => {
  it('shows the driver once assigned and the on-the-way status', async () => {
    const { chef, placed } = await readyOrders(1);
    const [{ order, buyer }] = placed as [(typeof placed)[number]];
    expect((await service.track(buyer, order.id)).tracking.statusText).toBe(
      trackingTexts.confirmed,
    );
    const view = await service.finish(chef, order.id);
    expect(await service.deliveryInfo(buyer, order.id)).toBeNull();
    expect((await service.track(buyer, order.id)).tracking.statusText).toBe(
      trackingTexts.cookingComplete,
    );
    fake.state.driver = { id: 'd-1', name: 'Juan Dela Cruz', phone: '+639171112222', photo: null };
    expect(await service.deliveryInfo(buyer, order.id)).toEqual({
      name: 'Juan Dela Cruz',
      phone: '+639171112222',
      photo_url: null,
    });
    expect(await service.deliveryInfo(chef, order.id)).toMatchObject({ name: 'Juan Dela Cruz' });
    const tracked = await service.track(buyer, order.id);
    expect(tracked.tracking.statusText).toBe(trackingTexts.onTheWay);
    expect(tracked.tracking.maxDeliveryHour).toBe(15);
    expect(view.deliveryId).toBeTruthy();
    const stranger = await newChef(t);
    await expect(service.deliveryInfo(stranger, order.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service.track(chef, order.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('concurrency', () => {
  it('two finishes at once book one courier', async () => {
    const { chef, placed } = await readyOrders(1);
    const [{ order }] = placed as [(typeof placed)[number]];
    const before = fake.state.booked.length;
    const results = await Promise.allSettled([
      service.finish(chef, order.id),
      service.finish(chef, order.id),
    ]);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'WRONG_STATE' });
    }
    expect(fake.state.booked.length).toBe(before + 1);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ finished: true });
  });
});
