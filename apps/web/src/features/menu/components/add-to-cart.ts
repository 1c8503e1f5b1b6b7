import type { MenuDish } from '@lutong/shared';
import type { MenuDayOption } from './menu-days';

/** What the menu hands to the cart when a buyer adds a dish (the cart feature implements it). */
export type AddToCartRequest = { dish: MenuDish; quantity: number; day: MenuDayOption };

/**
 * How the add went: added (the card resets its stepper), refused with a message to show on the
 * card, or abandoned by the buyer (message null, e.g. the spice modal was closed).
 */
export type AddToCartResult = { ok: true } | { ok: false; message: string | null };

export type AddToCart = (request: AddToCartRequest) => Promise<AddToCartResult>;

/** Whether a dish is already in the buyer's cart order for a day (the button then says EDIT CART). */
export type DishInCart = (dishId: string, day: MenuDayOption) => boolean;
