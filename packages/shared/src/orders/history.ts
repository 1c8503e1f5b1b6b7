import { z } from 'zod';
import type { Locale } from '../i18n/locales.js';
import { orderWordText } from '../i18n/order-words.js';
import { deliveryAddressText } from './address.js';
import { buyerWindowText, orderNumberText, type WindowFacts } from './facts.js';
import { formatPeso, orderQuote, type PaymentMethod } from './money.js';
import { orderStatuses } from './schemas.js';

// A buyer's orders after checkout (issue 19, decision 024): the checkout's quote, the /orders
// history page and the receipt, whose facts one function states for the e-mail and the page.

/** GET /orders/quote/{id}: how the order would be delivered (the fee is the server's own quote). */
export const orderQuoteQuery = z.object({
  deliveryMode: z.enum(['delivery', 'pickup']),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  address: z.string().max(300).optional(),
});
export type OrderQuoteQuery = z.infer<typeof orderQuoteQuery>;

const pesos = z.number().int();
const charges = z.object({ gcash: pesos, grab_pay: pesos, visa: pesos, mastercard: pesos });

/** The server's quote: what checkout shows is exactly what the pay page asks, per method. */
export const orderQuoteView = z.object({
  foodTotal: pesos,
  deliveryFee: pesos,
  rewardsApplied: pesos,
  total: pesos,
  charges,
  range: z.tuple([pesos, pesos]),
});
export type OrderQuoteView = z.infer<typeof orderQuoteView>;

/**
 * An order the buyer may still change at checkout: a cart, or placed but neither paid nor
 * answered by the chef. Any other order's checkout page shows it read-only (issue 19).
 */
export const isOrderEditable = (order: {
  status: string;
  payed: boolean;
  confirmed: boolean | null;
}): boolean =>
  order.status === 'cart' ||
  (order.status === 'placed' && order.confirmed === null && !order.payed);

/** spec-like page size of the /orders list. */
export const HISTORY_PAGE_SIZE = 10;

export const historyQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Past or current: an order still on its way, or one the buyer is done with. */
export const CURRENT_ORDER_STATUSES = ['placed', 'finished'] as const;
export const isCurrentOrder = (order: { status: string }) =>
  (CURRENT_ORDER_STATUSES as readonly string[]).includes(order.status);

export const historyEntryView = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  current: z.boolean(),
  chef: z.string(),
  chefName: z.string(),
  createdFor: z.string(),
  /** buyerWindowText: the day and the delivery or pickup window */
  when: z.string(),
  deliveryMode: z.enum(['delivery', 'pickup']),
  payed: z.boolean(),
  confirmed: z.boolean().nullable(),
  finished: z.boolean(),
  /** what the provider charged (total + service fee); 0 when never paid */
  totalPaid: pesos,
  refund: z.object({ amount: pesos, status: z.string() }).nullable(),
  rated: z.boolean(),
  dishes: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type HistoryEntryView = z.infer<typeof historyEntryView>;

export const historyPageView = z.object({
  orders: z.array(historyEntryView),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type HistoryPageView = z.infer<typeof historyPageView>;

/** POST /orders/reorder/{id}: the cart it filled and what could not be added, with why. */
export const reorderView = z.object({
  orderId: z.string().nullable(),
  day: z.string().nullable(),
  added: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type ReorderView = z.infer<typeof reorderView>;

const methodNames: Record<PaymentMethod, string> = {
  gcash: 'GCash',
  grab_pay: 'GrabPay',
  visa: 'Visa card',
  mastercard: 'Mastercard',
};
export const paymentMethodName = (method: string): string =>
  methodNames[method as PaymentMethod] ?? method;

export const receiptView = z.object({
  orderId: z.string(),
  number: z.string(),
  chefName: z.string(),
  when: z.string(),
  deliveryMode: z.enum(['delivery', 'pickup']),
  /** decision 041: where a delivery goes (deliveryAddressText), '' for pickup */
  deliverTo: z.string(),
  lines: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), unitPrice: pesos, amount: pesos }),
  ),
  foodTotal: pesos,
  deliveryFee: pesos,
  rewardsApplied: pesos,
  serviceFee: pesos,
  totalCharged: pesos,
  method: z.string(),
  paidAt: z.string(),
});
export type ReceiptView = z.infer<typeof receiptView>;

export type ReceiptOrder = WindowFacts & {
  id: string;
  address: string;
  aptNumber: string;
  addressNote: string;
  number: string;
  deliveryFee: number;
  rewardsApplied: number;
  paymentMethod: string | null;
  paidAt: Date | null;
};

/**
 * The receipt's facts, for the e-mail sent on payment and the page under /orders: the order number,
 * the buyer's window, the lines at the prices charged, the fees, the points and the total charged
 * (orderQuote's charge for the method paid with: the amount the provider was asked for).
 */
export function receiptFacts(
  order: ReceiptOrder,
  lines: readonly { name: string; quantity: number; promoPrice: number }[],
  chefName: string,
  locale: Locale = 'en',
): ReceiptView {
  const method = (order.paymentMethod ?? 'gcash') as PaymentMethod;
  const quote = orderQuote({
    lines,
    deliveryFee: order.deliveryFee,
    rewards: order.rewardsApplied,
  });
  const totalCharged = quote.charges[method] ?? quote.total;
  return {
    orderId: order.id,
    number: orderNumberText(order),
    chefName,
    when: buyerWindowText(order, locale),
    deliveryMode: order.deliveryMode,
    deliverTo: order.deliveryMode === 'delivery' ? deliveryAddressText(order) : '',
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.promoPrice,
      amount: line.promoPrice * line.quantity,
    })),
    foodTotal: quote.foodTotal,
    deliveryFee: quote.deliveryFee,
    rewardsApplied: quote.rewardsApplied,
    serviceFee: totalCharged - quote.total,
    totalCharged,
    method: paymentMethodName(method),
    paidAt: (order.paidAt ?? new Date(0)).toISOString(),
  };
}

/**
 * The receipt as plain text lines in `locale` (the e-mail's body; the page lays out the same
 * facts). Its `when` is worded by receiptFacts: give both the same language.
 */
export function receiptLines(receipt: ReceiptView, locale: Locale = 'en'): string[] {
  const word = (key: Parameters<typeof orderWordText>[1], values?: Record<string, string>) =>
    orderWordText(locale, key, values);
  const peso = (amount: number) => ({ amount: formatPeso(amount) });
  return [
    word('receiptTitle', { ref: receipt.number, chef: receipt.chefName }),
    word(receipt.deliveryMode === 'delivery' ? 'receiptDelivery' : 'receiptPickup', {
      when: receipt.when,
    }),
    ...(receipt.deliverTo ? [word('receiptDeliverTo', { address: receipt.deliverTo })] : []),
    '',
    ...receipt.lines.map(
      (line) =>
        `${line.quantity} x ${line.name} @ ${formatPeso(line.unitPrice)} = ${formatPeso(line.amount)}`,
    ),
    '',
    word('receiptFood', peso(receipt.foodTotal)),
    word('receiptDeliveryFee', peso(receipt.deliveryFee)),
    ...(receipt.rewardsApplied > 0 ? [word('receiptRewards', peso(receipt.rewardsApplied))] : []),
    word('receiptServiceFee', { method: receipt.method, ...peso(receipt.serviceFee) }),
    word('receiptTotal', peso(receipt.totalCharged)),
  ];
}
