import { z } from 'zod';
import { weekdayCodes } from '../users/weekdays.js';
import { SPICE_MAX } from './spice.js';
import { addressNoteInput } from './address-input.js';

// The /api/v1/orders contract (product §5 Order, cart order creation payload, §9), shared by
// the server's validation and the web app's forms. Decision record 007 explains the rules.

const id = z.string().uuid();
const dateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date');

/**
 * POST /orders: the spec's cart order creation payload. The browser's weeklyStock and
 * weeklyQuantity are accepted for compatibility and ignored; prices never come from the browser.
 */
export const cartAddBody = z.object({
  chefId: id,
  dishId: id,
  quantity: z.number().int().min(-100).max(100),
  deliveryDate: z.enum(weekdayCodes),
  /** the human label of the day, as the menu showed it */
  actualDate: z.string().max(80).default(''),
  /** the Manila date the order is for, 'YYYY-MM-DD' */
  createdFor: dateKey,
  today: z.boolean().default(false),
  spiceRating: z.number().int().min(0).max(SPICE_MAX).nullable().optional(),
  /** the assortment note for dishes that need one */
  chefNote: z.string().trim().max(500).default(''),
  name: z.string().trim().max(100).optional(),
  phone: z.string().max(20).optional(),
  address: z.string().max(300).optional(),
  apt_number: z.string().max(100).optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  weeklyStock: z.unknown().optional(),
  weeklyQuantity: z.unknown().optional(),
});
export type CartAddBody = z.infer<typeof cartAddBody>;

/** POST /orders/getDishList: the buyer's cart order with a chef for a day ('today' or a date). */
export const dishListBody = z.object({
  chef: id,
  day: z.union([z.literal('today'), dateKey]),
});

export const userChefQuery = z.object({ chef: id });
export const orderParams = z.object({ id });

/** PATCH /orders/quantity/{id}: set a line's quantity; 0 removes the line. */
export const quantityBody = z.object({
  dishId: id,
  quantity: z.number().int().min(0).max(100),
});

export const cancelAwaitingBody = z.object({ order: id });
export const confirmStockBody = z.object({ order: id });

export const deliveryQuoteQuery = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  address: z.string().max(300).optional(),
});

/**
 * PATCH /orders/{id}: checkout details (product §9). deliveryFee and deliveryCurrency from the
 * browser are ignored: the server asks the courier itself. `disclaimer` is the Cakes checkbox.
 */
export const checkoutBody = z.object({
  deliveryMode: z.enum(['delivery', 'pickup']),
  name: z.string().trim().max(100).default(''),
  phone: z.string().trim().max(20).default(''),
  zip: z.string().trim().max(10).default(''),
  note: z.string().trim().max(1000).default(''),
  digital: z.boolean().default(false),
  selectedTime: z.number().int().nullable().optional(),
  address: z.string().trim().max(300).default(''),
  aptNumber: z.string().trim().max(100).default(''),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  /** decision 041: the landmark or unit note for the courier and the chef */
  addressNote: addressNoteInput.default(''),
  /** decision 041: where the address was geocoded, when the buyer moved the pin (lat, lng) */
  geoLat: z.number().min(-90).max(90).nullable().optional(),
  geoLng: z.number().min(-180).max(180).nullable().optional(),
  disclaimer: z.boolean().default(false),
  deliveryFee: z.unknown().optional(),
  deliveryCurrency: z.unknown().optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const orderStatuses = [
  'cart',
  'placed',
  'rejected',
  'cancelled',
  'deleted',
  'finished',
  'completed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderLineView = z.object({
  dish: z.object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    /** the menu price */
    price: z.number().int(),
    /** the price charged per portion (promo applied) */
    promoPrice: z.number().int(),
  }),
  quantity: z.number().int(),
  note: z.string(),
  spiceLevel: z.number().int().nullable(),
});
export type OrderLineView = z.infer<typeof orderLineView>;

/** An order as every /orders reply shows it (product §5 Order plus our totals). */
export const orderView = z.object({
  _id: z.string(),
  id: z.string(),
  /** the short number every screen, e-mail and SMS names the order by (orderNumberText) */
  number: z.string(),
  status: z.enum(orderStatuses),
  chef: z.string(),
  chefName: z.string(),
  name: z.string(),
  dishList: z.array(orderLineView),
  deliveryMode: z.enum(['delivery', 'pickup']),
  deliveryDate: z.enum(weekdayCodes),
  actualDate: z.string(),
  createdFor: z.string(),
  today: z.boolean(),
  selectedTime: z.number().int().nullable(),
  zip: z.string(),
  phone: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  aptNumber: z.string(),
  /** decision 041: the landmark or unit note (deliveryAddressText words it) */
  addressNote: z.string(),
  note: z.string(),
  digital: z.boolean(),
  deliveryFee: z.number().int(),
  foodTotal: z.number().int(),
  rewardsApplied: z.number().int(),
  total: z.number().int(),
  payed: z.boolean(),
  confirmed: z.boolean().nullable(),
  finished: z.boolean(),
  createdAt: z.string(),
  /** set once paid: the method's service fee and the method (tracking price breakdown) */
  serviceFee: z.number().int().optional(),
  paymentMethod: z.string().nullable().optional(),
});
export type OrderView = z.infer<typeof orderView>;

/** What checkout needs to know about the chef (GET /orders/{id} data.chef). */
export const checkoutChefView = z.object({
  _id: z.string(),
  name: z.string(),
  /** the chef's own note shown at checkout */
  note: z.string(),
  cuisine: z.array(z.string()),
  miniAddress: z.string(),
  pickup: z.boolean(),
  hourPrep: z.number().int(),
  /** the working-hours grid of the order's weekday: six slots for 10, 12, 14, 16, 18, 20 */
  slots: z.array(z.boolean().nullable()),
});
export type CheckoutChefView = z.infer<typeof checkoutChefView>;

/** A cart order the clean-up removed, with the message the cart page shows. */
export const removedOrderView = z.object({
  id: z.string(),
  chefName: z.string(),
  message: z.string(),
});
export type RemovedOrderView = z.infer<typeof removedOrderView>;

// product §6 Payment and §9 POST /orders/paymentIntentTest (issue 5). The amount is computed by
// the server from the order and the method's service fee; an `amount` the browser sends is ignored.

export const payMethods = ['gcash', 'grab_pay', 'visa', 'mastercard'] as const;
export type PayMethodChoice = (typeof payMethods)[number];

export const paymentIntentBody = z.object({
  order: id,
  method: z.enum(payMethods),
  amount: z.unknown().optional(),
});
export type PaymentIntentBody = z.infer<typeof paymentIntentBody>;

/** The spec's reply shape (`data.id`, `data.attributes.client_key`), plus the order's id. */
export const paymentIntentView = z.object({
  id: z.string(),
  orderId: z.string(),
  attributes: z.object({
    client_key: z.string(),
    /** centavos, as the provider counts */
    amount: z.number().int(),
    currency: z.literal('PHP'),
    status: z.string(),
    /** e-wallets: where to send the buyer to authorise (the provider's checkout page) */
    next_action: z
      .object({ type: z.literal('redirect'), redirect: z.object({ url: z.string() }) })
      .nullable(),
    payment_method_allowed: z.array(z.string()),
  }),
});
export type PaymentIntentView = z.infer<typeof paymentIntentView>;

/** GET /orders/paymentStatus/{id}: the intent as the provider reports it, and the order's flag. */
export const paymentStatusView = z.object({
  status: z.string(),
  lastError: z.string().nullable(),
  payed: z.boolean(),
});
export type PaymentStatusView = z.infer<typeof paymentStatusView>;
