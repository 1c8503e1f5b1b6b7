import type { MenuDish } from '@lutong/shared';
import type { MenuDayOption } from './menu-days';

/** What the menu hands to the cart when a buyer adds a dish (the cart issue implements it). */
export type AddToCartRequest = { dish: MenuDish; quantity: number; day: MenuDayOption };
export type AddToCart = (request: AddToCartRequest) => void;
