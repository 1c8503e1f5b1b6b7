import { inArray } from 'drizzle-orm';
import type { ChefOrderView, OrderView } from '@lutong/shared';
import { outbox, type users } from '../src/db/schema/index.js';
import type { TestApp, TestClient } from './harness.js';
import { createChef, createDish } from './factories.js';
import { createBuyer, signedInAs, THURSDAY } from './orders-kit.js';
import { createIntent, payByCard } from './payments-kit.js';

// Test helpers for the chef's order calls (issue 6): placed orders of one chef, paid through the
// PayMongo simulator, and the chef's signed-in client.

export type ChefRow = typeof users.$inferSelect;
type OrderReply = {
  status: string;
  code?: string;
  message?: string;
  data: { order: ChefOrderView };
};

export const BUYER_POINTS = [
  { lat: 14.5601, lng: 121.0301, address: '12 Jupiter St, Makati' },
  { lat: 14.5869, lng: 121.0614, address: '8 Kapitolyo Rd, Pasig' },
] as const;

export async function newChef(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  return createChef(t.database.db, {
    address: '1 Ayala Ave, Makati',
    pickup: true,
    phone: '9170000001',
    ...overrides,
  });
}

/**
 * A buyer's placed order with `chef` (pickup, or delivery to one of BUYER_POINTS): for Thursday at
 * the 12 o'clock slot unless `day` and `slot` say otherwise.
 */
export async function placedOrder(
  t: TestApp,
  now: Date,
  chef: ChefRow,
  options: {
    mode?: 'pickup' | 'delivery';
    point?: 0 | 1;
    quantity?: number;
    day?: { deliveryDate: string; createdFor: string };
    slot?: number;
    /** more checkout fields (a moved pin, a landmark note: decision 041) */
    details?: Record<string, unknown>;
    /** the buyer's account fields (their language: issue 23) */
    buyer?: Partial<typeof users.$inferInsert>;
  } = {},
) {
  const db = t.database.db;
  const dish = await createDish(db, chef.id, { price: 200 });
  const buyer = await createBuyer(db, options.buyer);
  const client = await signedInAs(t, buyer.id, now);
  const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
    chefId: chef.id,
    dishId: dish.id,
    quantity: options.quantity ?? 2,
    ...(options.day ?? THURSDAY),
  });
  if (added.status !== 200) throw new Error(`add failed: ${JSON.stringify(added.body)}`);
  const base = { name: 'Maria', phone: '0917 123 4567', selectedTime: options.slot ?? 12 };
  const details =
    options.mode === 'delivery'
      ? { ...base, deliveryMode: 'delivery', ...BUYER_POINTS[options.point ?? 0] }
      : { ...base, deliveryMode: 'pickup' };
  const placed = await client.patch<{ data: { order: OrderView } }>(
    `/api/v1/orders/${added.body.data.order.id}`,
    { ...details, ...options.details },
  );
  if (placed.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(placed.body)}`);
  return { dish, buyer, client, order: placed.body.data.order };
}

/** Pays the order by card at the simulator and settles it as the pay page does. */
export async function pay(t: TestApp, client: TestClient, orderId: string): Promise<void> {
  const created = await createIntent(client, { order: orderId, method: 'visa' });
  if (created.status !== 200) throw new Error(`intent: ${JSON.stringify(created.body)}`);
  await payByCard(t, created.body.data);
  const status = await client.get<{ data: { payed: boolean } }>(
    `/api/v1/orders/paymentStatus/${orderId}`,
  );
  if (!status.body.data.payed) throw new Error('not paid');
}

export const chefCalls = (chef: TestClient) => ({
  confirm: (order: string) => chef.patch<OrderReply>('/api/v1/orders/confirm', { order }),
  reject: (order: string, remarks: string) =>
    chef.patch<OrderReply>('/api/v1/orders/reject', { order, remarks }),
  finish: (order: string) =>
    chef.patch<OrderReply>(`/api/v1/orders/chefOrders/${order}`, { digital: false }),
  pending: (query = '') =>
    chef.get<{ data: { orders: ChefOrderView[] } }>(`/api/v1/orders/chefOrders${query}`),
  completed: (query = '') =>
    chef.get<{ data: { orders: ChefOrderView[] } }>(`/api/v1/orders/chefOrdersCompleted${query}`),
});

export async function messagesTo(t: TestApp, recipients: string[]) {
  return t.database.db
    .select()
    .from(outbox)
    .where(inArray(outbox.recipient, recipients))
    .orderBy(outbox.id);
}
