import type { WeekdayCode } from '../users/weekdays.js';

type Point = { type: 'Point'; coordinates: [number, number] };

/** product §5 Seller (as a card), as GET /users/getChefs returns it. */
export type SellerCard = {
  id: string;
  _id: string;
  name: string;
  cuisine: string[];
  miniAddress: string;
  userPhoto: string | null;
  ratingsAverage: number;
  ratingsQuantity: number;
  visible: boolean;
  finishedUpdating: boolean;
  promo: number;
  dishes: { _id: string; name: string; photo: string | null }[];
  location: Point;
  /** km from the searched point, 2 decimals */
  distance: number;
};

/** product §5 Dish and product §5 Dish, as the menu returns it. */
export type MenuDish = {
  id: string;
  _id: string;
  name: string;
  photo: string | null;
  description: string;
  price: number;
  promoPrice: number;
  servingSize: number;
  unit: string;
  tags: string[];
  allergyDescription: string;
  deliveryDates: string[];
  stockQuantity: boolean[];
  dayStock: (number | null)[] | null;
  todayStock: number | null;
  now: boolean;
  weeklyStock: number | null;
  weeklyQuantity: number;
  dailyPrep: number | null;
  groupPromo: boolean;
  note: string;
  standardSpice: boolean;
  ratingsAverage: number;
  ratingsQuantity: number;
};

/** GET /users/menu/{chefId}: the seller's public profile and menu (never contact details). */
export type MenuChef = {
  id: string;
  _id: string;
  name: string;
  userPhoto: string | null;
  brandPhoto: string | null;
  contain: boolean;
  cuisine: string[];
  description: string;
  miniAddress: string;
  ratingsAverage: number;
  ratingsQuantity: number;
  menuDates: WeekdayCode[];
  dayPrep: number;
  hourPrep: number;
  promo: number;
  finishedUpdating: boolean;
  today: boolean;
  pickup: boolean;
  note: string;
  /** Manila calendar dates the shop is closed on (decision 020). */
  closedDates: string[];
  deliveryTimes: Record<WeekdayCode, (boolean | null)[]>;
  location: Point | null;
  dishes: MenuDish[];
};
