// How a demo seller is described by hand; demo-data.ts turns it into full rows.
import type { MenuCategory } from './catalog.js';
import type { PlaceKey } from './places.js';

export type SellerStatus =
  /** fewer than 4 ratings: shows the NEW tag */
  | 'new'
  /** finishedUpdating false: TEMPORARILY CLOSED */
  | 'closed'
  /** 4+ ratings averaging below 3.2: hidden from the bazaar */
  | 'hidden'
  /** like 'hidden' but staff set visible=true */
  | 'hiddenShown'
  /** an average between 3.2 and 3.5: on the bazaar, but no rating on the menu page */
  | 'middling';

export type SellerProfile = {
  name: string;
  owner: 'woman' | 'man';
  type: 'cook' | 'baker' | 'pantry';
  /** cuisines for cooks, baker tiles for bakers, pantry tiles for pantry suppliers; at most 2 */
  categories: readonly MenuCategory[];
  place: PlaceKey;
  bio: string;
  caterer?: boolean;
  vegetarian?: boolean;
  vanity?: string;
  status?: SellerStatus;
  promo?: 0.1 | 0.15 | 0.2;
  /** dish names from the catalogue that must be on the menu */
  signature?: readonly string[];
  /** the chef's note shown at checkout */
  note?: string;
};
