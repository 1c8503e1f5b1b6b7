import { menuDayLabel, type Locale, type OrderView } from '@lutong/shared';
import type { CartDay } from './cart-rules';
import type { GuestCartItem } from './guest-cart';

// One shape for the mini cart's orders, whether the server holds them or (for a guest) the browser.
// An order's day is worded from the day itself in the reader's language (menuDayLabel): the label
// stored with it (the order's actualDate, a guest line's day.label) is in the language it was added
// in (decision 049).

export type PanelLine = {
  dishId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  spiceLevel: number | null;
  note: string;
};

export type PanelOrder = {
  key: string;
  /** null for a guest's order, which has no id until it is saved */
  orderId: string | null;
  label: string;
  day: Pick<CartDay, 'dateKey' | 'today'>;
  lines: PanelLine[];
  foodTotal: number;
};

const byDay = (a: PanelOrder, b: PanelOrder) =>
  a.day.dateKey.localeCompare(b.day.dateKey) || Number(b.day.today) - Number(a.day.today);

export function panelOrdersFromServer(
  orders: readonly OrderView[],
  locale: Locale = 'en',
): PanelOrder[] {
  return orders
    .filter((order) => order.dishList.length > 0)
    .map((order) => ({
      key: order.id,
      orderId: order.id,
      label: menuDayLabel({ dateKey: order.createdFor, today: order.today }, locale),
      day: { dateKey: order.createdFor, today: order.today },
      lines: order.dishList.map((line) => ({
        dishId: line.dish.id,
        name: line.dish.name,
        quantity: line.quantity,
        unitPrice: line.dish.promoPrice,
        spiceLevel: line.spiceLevel,
        note: line.note,
      })),
      foodTotal: order.foodTotal,
    }))
    .sort(byDay);
}

export function panelOrdersFromGuest(
  items: readonly GuestCartItem[],
  chefId: string,
  locale: Locale = 'en',
): PanelOrder[] {
  const orders = new Map<string, PanelOrder>();
  for (const item of items) {
    if (item.chefId !== chefId) continue;
    const key = `${item.day.dateKey}:${item.day.today ? 'today' : 'day'}`;
    const order = orders.get(key) ?? {
      key,
      orderId: null,
      label: menuDayLabel(item.day, locale),
      day: { dateKey: item.day.dateKey, today: item.day.today },
      lines: [],
      foodTotal: 0,
    };
    order.lines.push({
      dishId: item.dishId,
      name: item.dishName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      spiceLevel: item.spiceRating,
      note: item.chefNote,
    });
    order.foodTotal += item.unitPrice * item.quantity;
    orders.set(key, order);
  }
  return [...orders.values()].sort(byDay);
}

export type BasketSummary = { items: number; foodTotal: number };

/**
 * The basket bar's line (decision 040): the portions in the orders and their food totals added up,
 * the totals as the mini cart shows them (the server's for a signed-in buyer).
 */
export function basketSummary(orders: readonly PanelOrder[]): BasketSummary {
  return orders.reduce(
    (sum, order) => ({
      items: sum.items + order.lines.reduce((n, line) => n + line.quantity, 0),
      foodTotal: sum.foodTotal + order.foodTotal,
    }),
    { items: 0, foodTotal: 0 },
  );
}
