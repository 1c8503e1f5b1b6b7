import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@lutong/shared';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import {
  createBuyer,
  giveRewards,
  movableClock,
  signedInAs,
  THURSDAY,
} from '../../../test/orders-kit.js';
import { rewardsBalance } from '../auth/users.repo.js';

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());

describe('rewards at checkout (decision 012)', () => {
  it('holds points for one unpaid order at a time, so two checkouts cannot spend them twice', async () => {
    const db = t.database.db;
    const buyer = await createBuyer(db);
    await giveRewards(db, buyer.id, 100);
    const client = await signedInAs(t, buyer.id, time.clock());
    const place = async () => {
      const chef = await createChef(db, { pickup: true });
      const dish = await createDish(db, chef.id, { price: 300 });
      const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
        chefId: chef.id,
        dishId: dish.id,
        quantity: 1,
        ...THURSDAY,
      });
      expect(added.status).toBe(200);
      const placed = await client.patch<{ data: { order: OrderView } }>(
        `/api/v1/orders/${added.body.data.order.id}`,
        { name: 'Maria', phone: '0917 123 4567', selectedTime: 12, deliveryMode: 'pickup' },
      );
      expect(placed.status).toBe(200);
      return placed.body.data.order;
    };
    const [first, second] = await Promise.all([place(), place()]);
    const applied = [first?.rewardsApplied, second?.rewardsApplied].sort(
      (a, b) => (a ?? 0) - (b ?? 0),
    );
    expect(applied).toEqual([0, 100]);
    expect(await rewardsBalance(db, buyer.id)).toBe(100);
  });
});
