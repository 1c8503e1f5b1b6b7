import type { Db } from '../src/db/client.js';
import { orderLines, orders, type dishes, type users } from '../src/db/schema/index.js';
import { newId } from '../src/lib/ids.js';

// A buyer's order of a chef's dishes, straight into the database in a given state (issue 8): the
// journey that completes an order through the courier is proven in delivery/webhook.test.ts.

type Dish = typeof dishes.$inferSelect;
type User = typeof users.$inferSelect;

export async function orderOf(
  db: Db,
  buyer: User,
  chef: User,
  lineDishes: Dish[],
  state: Partial<typeof orders.$inferInsert> = {},
) {
  const id = newId();
  const foodTotal = lineDishes.reduce((sum, d) => sum + d.price * 2, 0);
  const [order] = await db
    .insert(orders)
    .values({
      id,
      buyerId: buyer.id,
      chefId: chef.id,
      status: 'completed',
      deliveryDate: 'Thu',
      createdFor: '2026-01-08',
      foodTotal,
      total: foodTotal,
      payed: true,
      confirmed: true,
      finished: true,
      completedAt: new Date(),
      ...state,
    })
    .returning();
  if (!order) throw new Error('order not created');
  await db.insert(orderLines).values(
    lineDishes.map((d, position) => ({
      id: newId(),
      orderId: id,
      dishId: d.id,
      name: d.name,
      photo: d.photo,
      unitPrice: d.price,
      promoPrice: d.price,
      quantity: 2,
      position,
    })),
  );
  return order;
}
