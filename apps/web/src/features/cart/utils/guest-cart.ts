import { weekdayCodes, type WeekdayCode } from '@lutong/shared';
import type { KeyValueStore } from '../../../lib/browser-storage';
import { CART_CAP, cartCapText, type CartChoices, type CartDay, type CartText } from './cart-rules';
import { GUEST_CART_KEY } from './guest-cart-store';

export { GUEST_CART_KEY };

// product §6 Cart add: a guest's pending order is held locally; after login it is submitted
// again with a notice. One entry per chef, day and dish, as the server keeps its lines.
export type GuestCartItem = {
  chefId: string;
  chefName: string;
  dishId: string;
  dishName: string;
  /** the price per portion shown when it was added (the server prices it again) */
  unitPrice: number;
  quantity: number;
  day: CartDay;
} & CartChoices;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isWeekday = (v: unknown): v is WeekdayCode =>
  typeof v === 'string' && (weekdayCodes as readonly string[]).includes(v);

function parseDay(v: unknown): CartDay | null {
  if (!isRecord(v)) return null;
  const { weekday, dateKey, label, today } = v;
  if (!isWeekday(weekday) || typeof dateKey !== 'string' || typeof label !== 'string') return null;
  return { weekday, dateKey, label, today: today === true };
}

function parseItem(v: unknown): GuestCartItem | null {
  if (!isRecord(v)) return null;
  const day = parseDay(v.day);
  const { chefId, chefName, dishId, dishName, unitPrice, quantity, spiceRating, chefNote } = v;
  if (!day || typeof chefId !== 'string' || typeof dishId !== 'string') return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return {
    chefId,
    chefName: typeof chefName === 'string' ? chefName : '',
    dishId,
    dishName: typeof dishName === 'string' ? dishName : '',
    unitPrice: typeof unitPrice === 'number' ? unitPrice : 0,
    quantity: Math.min(quantity, CART_CAP),
    day,
    spiceRating: typeof spiceRating === 'number' ? spiceRating : null,
    chefNote: typeof chefNote === 'string' ? chefNote : '',
  };
}

export function parseGuestCart(raw: string | null): GuestCartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.map(parseItem).filter((item): item is GuestCartItem => item !== null);
  } catch {
    return [];
  }
}

export const readGuestCart = (store: KeyValueStore) =>
  parseGuestCart(store.getItem(GUEST_CART_KEY));

export function writeGuestCart(store: KeyValueStore, items: readonly GuestCartItem[]): void {
  if (items.length === 0) store.removeItem(GUEST_CART_KEY);
  else store.setItem(GUEST_CART_KEY, JSON.stringify(items));
}

type LineKey = { chefId: string; dishId: string; day: Pick<CartDay, 'dateKey' | 'today'> };

const sameLine = (a: GuestCartItem, b: LineKey) =>
  a.chefId === b.chefId &&
  a.dishId === b.dishId &&
  a.day.dateKey === b.day.dateKey &&
  a.day.today === b.day.today;

/** Adds to the guest cart as the server would: into the day's line, never past the cap. */
export function addGuestItem(
  items: readonly GuestCartItem[],
  item: GuestCartItem,
): { items: GuestCartItem[] } | { message: CartText } {
  const existing = items.find((i) => sameLine(i, item));
  if (!existing) {
    if (item.quantity > CART_CAP) return { message: cartCapText(item.dishName) };
    return { items: [...items, item] };
  }
  const quantity = existing.quantity + item.quantity;
  if (quantity > CART_CAP) return { message: cartCapText(item.dishName) };
  return {
    items: items.map((i) =>
      i === existing ? { ...item, quantity, chefNote: item.chefNote || i.chefNote } : i,
    ),
  };
}

/** A mini cart stepper on a guest line: 0 removes it. */
export function setGuestQuantity(
  items: readonly GuestCartItem[],
  line: LineKey,
  quantity: number,
): GuestCartItem[] {
  if (quantity <= 0) return items.filter((i) => !sameLine(i, line));
  return items.map((i) => (sameLine(i, line) ? { ...i, quantity } : i));
}

export const isDishInGuestCart = (
  items: readonly GuestCartItem[],
  chefId: string,
  dishId: string,
  day: Pick<CartDay, 'dateKey' | 'today'>,
) => items.some((i) => sameLine(i, { chefId, dishId, day }));
