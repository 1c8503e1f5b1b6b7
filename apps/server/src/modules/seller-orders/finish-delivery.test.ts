import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trackingTexts, type CourierInfoView, type GroupQuoteView } from '@lutong/shared';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import {
  movableClock,
  signedInAs,
  THURSDAY_DUE,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';
import { chefCalls, newChef, pay, placedOrder } from '../../../test/seller-kit.js';

// product §6 Order finishing and Group delivery over HTTP, booked at the Lalamove simulator
// (the adapter production runs), and the buyer's courier info once a driver accepted (issue 6).

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

const simPost = (path: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/_sim/lalamove${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function readyDelivery(chef: Awaited<ReturnType<typeof newChef>>, point: 0 | 1 = 0) {
  const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
  const placed = await placedOrder(t, time.clock(), chef, { mode: 'delivery', point });
  await pay(t, placed.client, placed.order.id);
  await calls.confirm(placed.order.id);
  return { ...placed, calls };
}

/** Thursday after noon: the 12 o'clock orders are due and can be finished (decision 018). */
function onTheDay() {
  time.set(THURSDAY_DUE);
}

describe('finishing a delivery order at the Lalamove simulator', () => {
  it('books the courier, lists the order for checkout and shows the driver once assigned', async () => {
    const chef = await newChef(t);
    const { order, client, calls } = await readyDelivery(chef);
    onTheDay();
    const res = await calls.finish(order.id);
    expect(res).toMatchObject({
      status: 200,
      body: { data: { order: { finished: true, deliveryStatus: 'ASSIGNING_DRIVER' } } },
    });
    const awaiting = await calls.completed('?status=awaiting');
    expect(awaiting.body.data.orders.map((o) => o.id)).toEqual([order.id]);

    const track = () =>
      client.get<{ data: { tracking: { statusText: string } } }>(
        `/api/v1/orders/track/${order.id}`,
      );
    expect((await track()).body.data.tracking.statusText).toBe(trackingTexts.cookingComplete);
    expect((await simPost('/clock/advance', { minutes: 3 })).statusCode).toBe(200);
    const info = await eventually(async () => {
      const reply = await client.get<{ data: CourierInfoView | null }>(
        `/api/v1/orders/deliveryInfo/${order.id}`,
      );
      return reply.body.data;
    });
    expect(info.name).toBeTruthy();
    expect(info.phone).toBeTruthy();
    expect((await track()).body.data.tracking.statusText).toBe(trackingTexts.onTheWay);
  });

  it('groups two delivery orders of one chef into one booking when it saves money', async () => {
    const chef = await newChef(t);
    const a = await readyDelivery(chef, 0);
    const b = await readyDelivery(chef, 1);
    expect((await a.calls.pending()).body.data.orders).toHaveLength(2);
    onTheDay();
    const chefClient = await signedInAs(t, chef.id, time.clock());
    const shown = await chefClient.get<{ data: GroupQuoteView }>(
      `/api/v1/orders/delivery/group/${a.order.id}/${b.order.id}`,
    );
    expect(shown.status).toBe(200);
    const { separateFee, groupFee, savings } = shown.body.data;
    expect(savings).toBe(separateFee - groupFee);
    const grouped = await chefClient.patch<{ data: { orders: { deliveryId: string }[] } }>(
      `/api/v1/orders/delivery/group/${a.order.id}/${b.order.id}`,
      { group: true, total: 1 },
    );
    // two drop-offs 6 km apart cost less in one route than two base fares
    expect(savings).toBeGreaterThan(0);
    expect(grouped.status).toBe(200);
    const [first, second] = grouped.body.data.orders;
    expect(first?.deliveryId).toBeTruthy();
    expect(first?.deliveryId).toBe(second?.deliveryId);
  });

  it('recreates a booking within 30 minutes: the old one is cancelled at the courier', async () => {
    const chef = await newChef(t);
    const { order } = await readyDelivery(chef);
    const chefClient = await signedInAs(t, chef.id, time.clock());
    onTheDay();
    const finished = await chefCalls(chefClient).finish(order.id);
    const oldId = finished.body.data.order.deliveryId ?? '';
    time.set('2026-01-08T13:00:00+08:00');
    const res = await chefClient.post<{ data: { deliveryId: string; deliveryStatus: string } }>(
      `/api/v1/orders/recreateOrder/${order.id}`,
      { deliveryId: oldId, digital: false, userId: chef.id },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.deliveryId).not.toBe(oldId);
    expect(res.body.data.deliveryStatus).toBe('ASSIGNING_DRIVER');
    const list = await chefClient.post<{ data: { status: string }[] }>(
      '/api/v1/orders/deliveryList',
      { order_list: [oldId, res.body.data.deliveryId] },
    );
    expect(list.body.data.map((d) => d.status).sort()).toEqual(['ASSIGNING_DRIVER', 'CANCELED']);
    time.set('2026-01-08T13:35:00+08:00');
    const late = await chefClient.post(`/api/v1/orders/recreateOrder/${order.id}`, {});
    expect(late.status).toBe(409);
  });
});
