import { z } from 'zod';
import { weekdayCodes } from '../users/weekdays.js';
import { orderView } from './schemas.js';

// The chef's /api/v1/orders calls (product §9, issue 6; decision 010): the dashboard's pending
// and checkout lists, confirm, reject, finish, group and recreate deliveries, money for sellers.

const id = z.string().uuid();

/** product §3.2: dispatch-time filter (All, or a slot hour) and delivery-day filter. */
export const chefOrdersQuery = z.object({
  selectedTime: z
    .enum(['All', 'all', '', '10', '12', '14', '16', '18', '20'])
    .optional()
    .transform((v) => (v && /^\d+$/.test(v) ? Number(v) : null)),
  deliveryDate: z
    .enum(['All', 'all', '', ...weekdayCodes])
    .optional()
    .transform((v): string | null =>
      v && (weekdayCodes as readonly string[]).includes(v) ? v : null,
    ),
  /** true: by zip code; otherwise oldest first */
  sort: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === 'zip'),
});

/** 'Orders for Checkout (last 30)': ANY, or 'Awaiting Confirmation' (courier not yet assigned). */
export const chefCompletedQuery = z.object({
  status: z.enum(['any', 'awaiting']).default('any'),
  digital: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : null)),
});

export const confirmOrderBody = z.object({ order: id });
/** remarks are checked by the service, so an empty one gets the spec's message. */
export const rejectOrderBody = z.object({ order: id, remarks: z.string().max(1000).default('') });
/** PATCH /orders/chefOrders/{id}: `digital` is accepted for compatibility; the order says. */
export const finishOrderBody = z.object({ digital: z.unknown().optional() });
export const chefOrderParams = z.object({ orderId: id });
export const groupParams = z.object({ firstOrderId: id, secondOrderId: id });
/** the browser's `total` is ignored: the server quotes the group fee itself */
export const groupBody = z.object({
  group: z.literal(true).default(true),
  total: z.unknown().optional(),
});
export const recreateBody = z.object({
  deliveryId: id.optional(),
  digital: z.unknown().optional(),
  userId: z.unknown().optional(),
});
export const deliveryListBody = z.object({ order_list: z.array(z.string().max(100)).max(100) });

/** An order as the dashboard shows it (product §5 Order, seller view). */
export const chefOrderView = orderView.extend({
  deliveryId: z.string().nullable(),
  groupFee: z.number().int().nullable(),
  remarks: z.string().nullable(),
  /** the courier booking's status (Lalamove), when one was made */
  deliveryStatus: z.string().nullable(),
  /** when the courier was booked: 'Awaiting Confirmation' shows it, recreate counts from it */
  deliveryCreatedAt: z.string().nullable(),
  /** product §11 window end, as an hour of the day: the customer ETA */
  etaHour: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
});
export type ChefOrderView = z.infer<typeof chefOrderView>;

/** product §5 Delivery list entry. */
export const deliveryListEntry = z.object({
  order_id: z.string(),
  date: z.string(),
  status: z.string(),
});

/** GET /orders/delivery/group/{a}/{b}: the group-delivery modal (product §3.2). */
export const groupQuoteView = z.object({
  separateFee: z.number().int(),
  groupFee: z.number().int(),
  savings: z.number().int(),
  dropoffs: z.array(
    z.object({ label: z.number().int(), orderId: z.string(), address: z.string() }),
  ),
});
export type GroupQuoteView = z.infer<typeof groupQuoteView>;

/** product §5 Courier info; null until a driver took the delivery. */
export const courierInfoView = z.object({
  name: z.string(),
  phone: z.string(),
  photo_url: z.string().nullable(),
});
export type CourierInfoView = z.infer<typeof courierInfoView>;

/** GET /orders/monthlyRevenue: food sold this Manila month (paid orders finished in it). */
export const monthlyRevenueView = z.object({
  month: z.string(),
  revenue: z.number().int(),
  orders: z.number().int(),
});

/** GET /orders/due: what we owe the chef for paid orders not yet in a payout (5% commission). */
export const amountDueView = z.object({
  gross: z.number().int(),
  commission: z.number().int(),
  due: z.number().int(),
  orders: z.number().int(),
});

/** product §1 and §11: commission 5%. */
export const COMMISSION_RATE = 0.05;
export const commissionOf = (gross: number): number => Math.round(gross * COMMISSION_RATE);

/** product §6 and §11: a delivery can be recreated within 30 minutes of its booking. */
export const RECREATE_WINDOW_MS = 30 * 60 * 1000;
/** product §3.2: 'Orders for Checkout (last 30)'. */
export const CHECKOUT_LIST_SIZE = 30;
