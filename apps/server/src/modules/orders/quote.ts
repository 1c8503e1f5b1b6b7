import { messages, orderQuote, promoPrice, type OrderQuote } from '@lutong/shared';
import type { ChefRow, DishRow, LineRow } from './orders.repo.js';
import { fail } from './orders.reads.js';
import type { PlacementFrom } from './placement.repo.js';

// One total from checkout to charge (issue 19, decision 024): the checkout's preview (GET
// /orders/quote/{id}) and the placement (PATCH /orders/{id}) price an order with this, on the
// same data: the lines re-priced from the records, the courier's fee, and the points left once the
// buyer's other unpaid orders took theirs (readPlacement). The intent then charges the placed
// order's totals plus the method's fee (orderQuote's charges), so the three cannot disagree.

/** A cart's lines at the dishes' prices now and the chef's promo; a deleted dish is sold out. */
export function pricedLines(
  lines: readonly { line: LineRow; dish: DishRow | null }[],
  chef: ChefRow,
): LineRow[] {
  return lines.map(({ line, dish }) => {
    if (!dish || dish.deletedAt !== null) throw fail('SOLD_OUT', messages.dishOutOfStock);
    return { ...line, unitPrice: dish.price, promoPrice: promoPrice(dish.price, chef.promo) };
  });
}

/**
 * The order's lines as they will be charged and its quote: a cart is re-priced (it is placed at
 * today's prices); a placed order keeps the prices it was placed at.
 */
export function quoteOrder(input: {
  from: PlacementFrom;
  read: { lines: readonly { line: LineRow; dish: DishRow | null }[]; rewards: number };
  chef: ChefRow;
  deliveryFee: number;
}): { lines: LineRow[]; quote: OrderQuote } {
  const { from, read, chef, deliveryFee } = input;
  const lines = from === 'cart' ? pricedLines(read.lines, chef) : read.lines.map((l) => l.line);
  return { lines, quote: orderQuote({ lines, deliveryFee, rewards: read.rewards }) };
}
