import {
  availableSlotHours,
  checkoutPhoneProblem,
  messages,
  normalisePhoneInput,
  pinMoveProblem,
  slotsOn,
  type CheckoutBody,
  type WeekdayCode,
} from '@lutong/shared';
import type { ChefRow, OrderRow } from './orders.repo.js';
import { fail } from './orders.reads.js';

// product §7 Checkout: the details an order needs before it is placed, checked on the server.

/** product §7: the disclaimer checkbox for delivery from a chef with Cakes cuisine. */
export const CAKES_CUISINE = 'Cakes';

export type CheckoutDetails = {
  deliveryMode: 'delivery' | 'pickup';
  name: string;
  phone: string;
  zip: string;
  note: string;
  digital: boolean;
  selectedTime: number;
  address: string;
  aptNumber: string;
  addressNote: string;
  lat: number | null;
  lng: number | null;
};

/** The checked details, or the spec's message for the first missing one (a 400). */
export function checkoutDetails(
  now: Date,
  body: CheckoutBody,
  chef: ChefRow,
  order: OrderRow,
): CheckoutDetails {
  const invalid = (message: string) => fail('VALIDATION', message);
  const name = body.name.trim();
  if (name === '') throw invalid(messages.nameRequired);
  const phone = normalisePhoneInput(body.phone);
  const phoneProblem = checkoutPhoneProblem(phone);
  if (phoneProblem) throw invalid(phoneProblem);
  const delivery = body.deliveryMode === 'delivery';
  const lat = body.lat ?? null;
  const lng = body.lng ?? null;
  if (delivery && (body.address === '' || lat === null || lng === null)) {
    throw invalid(messages.addressRequired);
  }
  // decision 041: a pin moved from where the address was geocoded stays near that address
  const geoLat = body.geoLat ?? null;
  const geoLng = body.geoLng ?? null;
  if (delivery && lat !== null && lng !== null && geoLat !== null && geoLng !== null) {
    const problem = pinMoveProblem({ lat: geoLat, lng: geoLng }, { lat, lng });
    if (problem) throw invalid(problem);
  }
  // a chef without pickup delivers only
  if (!delivery && !chef.pickup) throw invalid(messages.pickupUnavailable);
  if (delivery && chef.cuisine.includes(CAKES_CUISINE) && !body.disclaimer) {
    throw invalid(messages.cakeDisclaimerRequired);
  }
  const slots = availableSlotHours(now, {
    slots: slotsOn(chef, order.deliveryDate as WeekdayCode),
    hourPrep: chef.hourPrep,
    today: order.today,
  });
  const selectedTime = body.selectedTime ?? null;
  if (selectedTime === null || !slots.includes(selectedTime)) {
    throw invalid(messages.timeSlotRequired);
  }
  return {
    deliveryMode: body.deliveryMode,
    name,
    phone,
    zip: body.zip,
    note: body.note,
    digital: body.digital,
    selectedTime,
    address: body.address,
    aptNumber: body.aptNumber,
    addressNote: delivery ? body.addressNote : '',
    lat,
    lng,
  };
}
