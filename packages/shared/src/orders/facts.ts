import { formatHour, manilaClock, manilaDayText, manilaNoon } from '../discovery/manila-time.js';
import type { Locale } from '../i18n/locales.js';
import { wordText } from '../i18n/words.js';
import { slotWindow } from './rules.js';

// The facts every surface states about an order (issue 18 defect 5): its number and its time
// window, worded once here for every screen, e-mail and text. Decision 017: the order number.

/**
 * The order number's alphabet: the digits 2-9 and the consonants without L (no 0/O, 1/I/L, and no
 * vowels, so no number spells a word). 28 symbols read aloud without a second guess.
 */
export const ORDER_NUMBER_ALPHABET = '23456789BCDFGHJKMNPQRSTVWXYZ';
/** 8 symbols: 28^8 is about 3.8e11 numbers, so a random one cannot be guessed from another. */
export const ORDER_NUMBER_LENGTH = 8;

const numberPattern = new RegExp(`^[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`);

/** A stored order number: 8 symbols of the alphabet, no separator. */
export const isOrderNumber = (value: string): boolean => numberPattern.test(value);

/**
 * How every screen, e-mail and SMS names the order: '#' and the number in two groups of four,
 * easy to read out on the phone ('#K7MQ-3PXD').
 */
export function orderNumberText(order: { number: string }): string {
  const n = order.number;
  return n.length === ORDER_NUMBER_LENGTH ? `#${n.slice(0, 4)}-${n.slice(4)}` : `#${n}`;
}

export type WindowFacts = {
  /** the delivery day, year-month-day (Manila) */
  createdFor: string;
  /** the dispatch slot's hour (10, 12 ... 20); null while a cart order has no time yet */
  selectedTime: number | null;
  deliveryMode: 'delivery' | 'pickup';
};

/** '2026-11-28' -> 'Sat, Nov 28', Filipino 'Sab, Nob 28' (a calendar date: no clock, no zone). */
export function orderDayText(createdFor: string, locale: Locale = 'en'): string {
  const noon = manilaNoon(createdFor);
  // noon in Manila on that date, worded as every Manila date is
  return noon ? manilaDayText(manilaClock(noon, locale), locale) : createdFor;
}

/** The day, then the window or 'time not chosen yet' (a cart order without its time). */
function dayAndWindow(order: WindowFacts, locale: Locale, window: (hour: number) => string) {
  return wordText(locale, 'dayAndWindow', {
    day: orderDayText(order.createdFor, locale),
    window:
      order.selectedTime === null ? wordText(locale, 'noTimeYet') : window(order.selectedTime),
  });
}

/** 14 and 30 -> '2:30pm'; 14 and 0 -> '2pm'. */
function clockText(hour: number, minutes: number): string {
  const label = formatHour(hour);
  return minutes === 0
    ? label
    : label.replace(/(am|pm)$/, `:${String(minutes).padStart(2, '0')}$1`);
}

/**
 * product §11: the buyer's window is 2 hours from the slot; for delivery it starts one hour
 * later. Slot 14: delivery 'Sat, Nov 28, 3pm - 5pm', pickup 'Sat, Nov 28, 2pm - 4pm' (Filipino
 * 'Sab, Nob 28, 2pm - 4pm').
 */
export function buyerWindowText(order: WindowFacts, locale: Locale = 'en'): string {
  return dayAndWindow(order, locale, (hour) => slotWindow(hour, order.deliveryMode).label);
}

/** The chef's dispatch window in hours and minutes: slot to slot + 1; delivery at half past. */
export function chefWindow(
  hour: number,
  deliveryMode: 'delivery' | 'pickup',
): { start: number; end: number; minutes: number; label: string } {
  const minutes = deliveryMode === 'delivery' ? 30 : 0;
  const end = hour + 1;
  return {
    start: hour,
    end,
    minutes,
    label: `${clockText(hour, minutes)} - ${clockText(end, minutes)}`,
  };
}

/**
 * product §3.2: the chef's window is start to start plus 1 hour; delivery orders begin at half
 * past. Slot 14: delivery 'Sat, Nov 28, 2:30pm - 3:30pm', pickup 'Sat, Nov 28, 2pm - 3pm'.
 */
export function chefWindowText(order: WindowFacts, locale: Locale = 'en'): string {
  return dayAndWindow(order, locale, (hour) => chefWindow(hour, order.deliveryMode).label);
}

/** The kitchen's full pickup address (issue 18 defect 6): unit, street address, ZIP. */
export function pickupAddressText(kitchen: {
  address: string;
  aptNumber: string;
  zip: string;
}): string {
  const address = kitchen.address.trim();
  // an address that already names its ZIP does not get it twice
  const zip = address.includes(kitchen.zip.trim()) ? '' : kitchen.zip;
  return [kitchen.aptNumber, address, zip]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * What a person typed or read out as an order number ('#k7mq-3pxd', 'K7MQ 3PXD') as stored
 * ('K7MQ3PXD'); null when it cannot be one.
 */
export function parseOrderNumber(typed: string): string | null {
  const n = typed.replace(/[\s#-]/g, '').toUpperCase();
  return isOrderNumber(n) ? n : null;
}
