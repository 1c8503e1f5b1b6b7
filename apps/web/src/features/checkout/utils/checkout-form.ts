import {
  availableSlotHours,
  isValidPhone,
  normalisePhoneInput,
  type CheckoutBody,
  type OrderQuoteView,
  type CheckoutChefView,
  type OrderView,
  type PublicUser,
  type TextKey,
  formatPeso,
} from '@lutong/shared';
import type { SavedAddress } from '../../../lib/saved-address';

// The checkout form of product §2.7 Checkout, §7 and §11 as pure functions: its first values, its
// checks in the spec's order with the spec's messages, the PATCH body and the price summary.

export type DeliveryMode = 'delivery' | 'pickup';

export type CheckoutForm = {
  deliveryMode: DeliveryMode;
  address: string;
  lat: number | null;
  lng: number | null;
  /** decision 041: where the address was geocoded when the buyer moved the pin, else null */
  geo: { lat: number; lng: number } | null;
  aptNumber: string;
  /** decision 041: the landmark or unit note */
  addressNote: string;
  name: string;
  /** the 10 digits after +63 */
  phone: string;
  zip: string;
  note: string;
  selectedTime: number | null;
  disclaimer: boolean;
};

/** product §5 Order: the name defaults to 'Not provided' on the server. */
const NO_NAME = 'Not provided';

/** product §2.7 Checkout: the disclaimer checkbox for delivery from a chef with Cakes cuisine. */
export const needsCakeDisclaimer = (chef: Pick<CheckoutChefView, 'cuisine'>, mode: DeliveryMode) =>
  mode === 'delivery' && chef.cuisine.includes('Cakes');

/** Pickup is offered only by chefs who allow it; everyone else delivers. */
export const deliveryModesFor = (chef: Pick<CheckoutChefView, 'pickup'>): DeliveryMode[] =>
  chef.pickup ? ['delivery', 'pickup'] : ['delivery'];

/** The form's first values: what the order holds, else the buyer's profile, else this browser. */
export function initialCheckoutForm(
  order: OrderView,
  chef: Pick<CheckoutChefView, 'pickup'>,
  user: PublicUser | null,
  saved: SavedAddress | null,
): CheckoutForm {
  const userPoint = user?.location?.coordinates ?? null;
  const orderHasPoint = order.address !== '' && order.lat !== null && order.lng !== null;
  const userHasPoint = Boolean(user?.address) && userPoint !== null;
  const point = orderHasPoint
    ? { address: order.address, lat: order.lat, lng: order.lng }
    : userHasPoint && user && userPoint
      ? { address: user.address, lat: userPoint[1], lng: userPoint[0] }
      : saved
        ? { address: saved.address, lat: saved.lat, lng: saved.lng }
        : { address: '', lat: null, lng: null };
  // the pin this browser moved (decision 041) belongs to that point only
  const movedHere =
    saved?.geo &&
    saved.address === point.address &&
    saved.lat === point.lat &&
    saved.lng === point.lng;
  return {
    deliveryMode: chef.pickup ? order.deliveryMode : 'delivery',
    ...point,
    geo: movedHere && saved.geo ? saved.geo : null,
    aptNumber: order.aptNumber || user?.aptNumber || '',
    addressNote: order.addressNote || user?.addressNote || saved?.note || '',
    name: (order.name !== NO_NAME && order.name) || user?.name || '',
    phone: normalisePhoneInput(order.phone || user?.phone || ''),
    zip: order.zip || user?.zip || '',
    note: order.note,
    selectedTime: order.selectedTime,
    disclaimer: false,
  };
}

/** The slot hours the buyer may pick now (product §7: today, later than now plus hourPrep). */
export const slotHoursFor = (
  now: Date,
  order: Pick<OrderView, 'today'>,
  chef: Pick<CheckoutChefView, 'slots' | 'hourPrep'>,
) => availableSlotHours(now, { slots: chef.slots, hourPrep: chef.hourPrep, today: order.today });

/**
 * product §7 Checkout, in the spec's order: phone, address (delivery), the Cakes disclaimer,
 * a time slot, the name. Returns the first message's key (namespace messages), or null when the
 * form can be sent.
 */
export function checkoutProblem(
  form: CheckoutForm,
  chef: Pick<CheckoutChefView, 'cuisine'>,
  slotHours: readonly number[],
): TextKey<'messages'> | null {
  if (!isValidPhone(form.phone)) return form.phone === '' ? 'phoneRequired' : 'phoneIncomplete';
  if (
    form.deliveryMode === 'delivery' &&
    (form.address.trim() === '' || form.lat === null || form.lng === null)
  ) {
    return 'addressRequired';
  }
  if (needsCakeDisclaimer(chef, form.deliveryMode) && !form.disclaimer) {
    return 'cakeDisclaimerRequired';
  }
  if (form.selectedTime === null || !slotHours.includes(form.selectedTime)) {
    return 'timeSlotRequired';
  }
  if (form.name.trim() === '') return 'nameRequired';
  return null;
}

/** PATCH /orders/{id}: the fee and prices are the server's own, so none are sent. */
export function checkoutBodyOf(form: CheckoutForm): CheckoutBody {
  const delivery = form.deliveryMode === 'delivery';
  return {
    deliveryMode: form.deliveryMode,
    name: form.name.trim(),
    phone: form.phone,
    zip: form.zip.trim(),
    note: form.note.trim(),
    digital: false,
    selectedTime: form.selectedTime,
    address: delivery ? form.address.trim() : '',
    aptNumber: delivery ? form.aptNumber.trim() : '',
    lat: delivery ? form.lat : null,
    lng: delivery ? form.lng : null,
    addressNote: delivery ? form.addressNote.trim() : '',
    geoLat: delivery && form.geo ? form.geo.lat : null,
    geoLng: delivery && form.geo ? form.geo.lng : null,
    disclaimer: form.disclaimer,
  };
}

export type PriceSummary = {
  foodTotal: number;
  /** null while delivery has no quote yet */
  deliveryFee: number | null;
  rewardsApplied: number;
  total: number;
  range: [number, number];
};

/**
 * product §11 and decision 024: the summary shows the server's quote (food at today's prices,
 * the courier's fee, the points this order may use, total+5 to total+15), never a sum of its own.
 * Delivery without an address has no fee yet (null).
 */
export function priceSummary(
  quote: OrderQuoteView,
  mode: DeliveryMode,
  hasAddress: boolean,
): PriceSummary {
  return {
    foodTotal: quote.foodTotal,
    deliveryFee: mode === 'pickup' ? 0 : hasAddress ? quote.deliveryFee : null,
    rewardsApplied: quote.rewardsApplied,
    total: quote.total,
    range: quote.range,
  };
}

/** Whole pesos shown with the letter P (product §1). */
export const peso = formatPeso;
