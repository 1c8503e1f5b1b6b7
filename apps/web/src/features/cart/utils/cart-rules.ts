import {
  CART_DISH_CAP,
  cartChoiceProblem,
  needsAssortmentNote,
  needsSpiceLevel,
  spiceLevelsFor,
  spiceLevelName,
  spiceText,
  type Locale,
  STANDARD_SPICE_LEVEL,
  type CartAddBody,
  type MenuDish,
  type OrderView,
  type PublicUser,
  type SpiceDish,
  type TextKey,
  type TextValues,
  type WeekdayCode,
  formatPeso,
} from '@lutong/shared';
import type { SavedAddress } from '../../../lib/saved-address';

// The cart's rules as the browser applies them (product §2, §6, §7; decision 007). The server
// checks the same things again; these only spare the buyer a round trip.

/** product §7: the cart panel caps a dish at 5 (the server's cap too). */
export const CART_CAP = CART_DISH_CAP;

/** A menu day as the cart needs it (the menu's day option has this shape). */
export type CartDay = { weekday: WeekdayCode; dateKey: string; label: string; today: boolean };

/** ADD TO CART on a dish card, as src/app hands it over from the menu. */
export type CartAddIntent = {
  chefId: string;
  chefName: string;
  dish: MenuDish;
  quantity: number;
  day: CartDay;
};

/** The answers of the assortment/spice modal. */
export type CartChoices = { spiceRating: number | null; chefNote: string };

export const noChoices: CartChoices = { spiceRating: null, chefNote: '' };

/** product §2: the modal appears before adding when the dish needs a note or has a spice tag. */
export const needsChoices = (dish: SpiceDish): boolean =>
  needsSpiceLevel(dish) || needsAssortmentNote(dish);

export type SpiceOption = { value: number; label: string };

/** product §7: levels 0-4; standard-spice dishes offer only no spice or the chef's standard. */
export function spiceOptions(dish: SpiceDish, locale: Locale = 'en'): SpiceOption[] {
  return spiceLevelsFor(dish).map((value) => ({
    value,
    label:
      value === 0
        ? spiceText(0, locale)
        : dish.standardSpice && value === STANDARD_SPICE_LEVEL
          ? 'Standard'
          : spiceLevelName(value, locale),
  }));
}

/**
 * A spec message the cart shows, as its key in the `messages` namespace and the values of its
 * placeholders: the component words it in the buyer's language (decision 044).
 */
export type CartText = { key: TextKey<'messages'>; values?: TextValues };

/** The message that keeps the modal open (its key), or null when the choices are complete. */
export function choicesError(dish: SpiceDish, choices: CartChoices): TextKey<'messages'> | null {
  return cartChoiceProblem(dish, choices);
}

/** product §7: the message for a dish past the cart's cap of 5. */
export const cartCapText = (dishName: string): CartText => ({
  key: 'cartCap',
  values: { product: dishName },
});

/** A spice level as the cart shows it (null: the dish has no spice choice). */
export function spiceLabel(level: number | null, locale: Locale = 'en'): string | null {
  return level === null ? null : spiceText(level, locale);
}

export type CartContact = Pick<
  CartAddBody,
  'name' | 'phone' | 'address' | 'apt_number' | 'lat' | 'lng'
>;

/** The contact part of the payload: the user's details, else the address entered in this browser. */
export function cartContact(user: PublicUser | null, saved: SavedAddress | null): CartContact {
  const [lng, lat] = user?.location?.coordinates ?? [saved?.lng ?? null, saved?.lat ?? null];
  return {
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    address: user?.address || saved?.address || '',
    apt_number: user?.aptNumber ?? '',
    lat,
    lng,
  };
}

/** product §5 cart order creation payload. */
export function cartAddPayload(
  intent: Pick<CartAddIntent, 'chefId' | 'quantity' | 'day'> & { dishId: string },
  choices: CartChoices,
  contact: CartContact,
): CartAddBody {
  return {
    chefId: intent.chefId,
    dishId: intent.dishId,
    quantity: intent.quantity,
    deliveryDate: intent.day.weekday,
    actualDate: intent.day.label,
    createdFor: intent.day.dateKey,
    today: intent.day.today,
    spiceRating: choices.spiceRating,
    chefNote: choices.chefNote.trim(),
    ...contact,
  };
}

/** The cart order for a menu day, if any: one per buyer, seller and day (decision 007). */
export const orderForDay = (
  orders: readonly OrderView[],
  day: Pick<CartDay, 'dateKey' | 'today'>,
) => orders.find((o) => o.createdFor === day.dateKey && o.today === day.today);

export function isDishInOrders(
  orders: readonly OrderView[],
  dishId: string,
  day: Pick<CartDay, 'dateKey' | 'today'>,
): boolean {
  return orderForDay(orders, day)?.dishList.some((line) => line.dish.id === dishId) ?? false;
}

/**
 * A mini cart stepper press: the next quantity, or the cap message (product §7: at most 5,
 * never below 0; 0 removes the line).
 */
export function stepLine(
  next: number,
  dishName: string,
): { quantity: number } | { message: CartText } {
  if (next > CART_CAP) return { message: cartCapText(dishName) };
  return { quantity: Math.max(0, next) };
}

/** Whole pesos shown with the letter P (product §1). */
export const peso = formatPeso;
