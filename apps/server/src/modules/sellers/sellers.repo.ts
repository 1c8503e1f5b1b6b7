import { eq, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE,
  dishSearchText,
  promoPrice,
  publicCoordinate,
  roundDistanceKm,
  weekdayCodes,
  type MenuChef,
  type MenuDish,
  type SellerCard,
  type WeekdayCode,
} from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { vanityRoutes, type dishes } from '../../db/schema/index.js';
import { listFavouriteIds } from '../favourites/favourites.repo.js';
import { bazaarCountSql, bazaarPageSql, type BazaarSearch } from './bazaar.query.js';
import { dishNameMatches, findDishes } from './dish-search.js';

type BazaarRow = {
  id: string;
  name: string;
  cuisine: string[];
  mini_address: string;
  user_photo: string | null;
  ratings_average: number;
  ratings_quantity: number;
  visible: boolean;
  finished_updating: boolean;
  promo: number;
  lat: number;
  lng: number;
  meters: number;
  previews: { _id: string; name: string; photo: string | null }[];
};

/** A chef's [lng, lat] as the public bazaar and menu show it (issue 20: about 100 m). */
const publicPoint = (lng: number, lat: number): [number, number] => [
  publicCoordinate(lng),
  publicCoordinate(lat),
];

/**
 * One bazaar page with each card's first dishes: one statement (bazaarPageSql), after one read of
 * the trigram index when it searches a dish (decision 039: a rare name lists its few sellers).
 */
export async function findBazaarPage(
  db: Db,
  search: BazaarSearch & { buyerId?: string | null | undefined },
): Promise<SellerCard[]> {
  const text = dishSearchText(search.dish);
  const dishFinder = text === null ? null : await findDishes(db, text, search.now);
  const { buyerId, favourites: mode, ...rest } = search;
  const found = { ...rest, dishFinder };
  // decision 048: favourites mean something only to a signed-in buyer; a guest gets the bazaar
  if (!buyerId || !mode) return toCards(await bazaarRows(db, bazaarPageSql(found)));
  const favourites = await listFavouriteIds(db, buyerId);
  if (mode === 'only') {
    return toCards(
      await bazaarRows(db, bazaarPageSql({ ...found, sellers: { only: favourites } })),
    );
  }
  return toCards(await favouritesFirst(db, found, favourites));
}

/**
 * decision 048 favourites first: the page over the list of the favourites the search finds, then
 * the list of all the others, each in the search's own order (the others' list stays the index
 * walk the bazaar always is, with the few favourite ids left out).
 */
async function favouritesFirst(
  db: Db,
  search: BazaarSearch,
  favourites: string[],
): Promise<BazaarRow[]> {
  const offset = (search.page - 1) * PAGE_SIZE;
  const only = { ...search, sellers: { only: favourites } };
  const first =
    favourites.length === 0
      ? []
      : await bazaarRows(db, bazaarPageSql({ ...only, window: { offset, limit: PAGE_SIZE } }));
  if (first.length === PAGE_SIZE) return first;
  // how many favourites came before this page: all of them when this page shows some
  const before =
    first.length > 0 || favourites.length === 0 ? offset + first.length : await count(db, only);
  const others = await bazaarRows(
    db,
    bazaarPageSql({
      ...search,
      sellers: { except: favourites },
      window: { offset: Math.max(0, offset - before), limit: PAGE_SIZE - first.length },
    }),
  );
  return [...first, ...others];
}

async function bazaarRows(db: Db, statement: SQL): Promise<BazaarRow[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: BazaarRow[] }).rows;
}

async function count(db: Db, search: BazaarSearch): Promise<number> {
  const result = await db.execute(bazaarCountSql(search));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

function toCards(rows: BazaarRow[]): SellerCard[] {
  return rows.map((r) => ({
    id: r.id,
    _id: r.id,
    name: r.name,
    cuisine: r.cuisine,
    miniAddress: r.mini_address,
    userPhoto: r.user_photo,
    ratingsAverage: Number(r.ratings_average),
    ratingsQuantity: Number(r.ratings_quantity),
    visible: r.visible,
    finishedUpdating: r.finished_updating,
    promo: Number(r.promo),
    dishes: r.previews,
    location: { type: 'Point', coordinates: publicPoint(Number(r.lng), Number(r.lat)) },
    distance: roundDistanceKm(Number(r.meters) / 1000),
  }));
}

/**
 * product §9 GET /users/menu/{chefId}: the seller's public menu, never contact details. The
 * seller and their dishes come in one round trip; the dishes as one JSON array in menu order.
 */
export async function findMenu(db: Db, chefId: string): Promise<MenuChef | null> {
  const result = await db.execute(sql`
    SELECT ${sql.raw(menuChefColumns)},
      (SELECT coalesce(json_agg(json_build_object(${sql.raw(menuDishFields)}) ORDER BY d.created_at), '[]')
        FROM dishes d WHERE d.chef_id = u.id AND d.deleted_at IS NULL) AS dishes
    FROM users u WHERE u.id = ${chefId} AND u.role = 'chef'`);
  const chef = (result as unknown as { rows: MenuRow[] }).rows[0];
  if (!chef) return null;
  const times = chef.delivery_times;
  const deliveryTimes = Object.fromEntries(
    weekdayCodes.map((day) => [day, times?.[day] ?? [null, null, null, null, null, null]]),
  ) as Record<WeekdayCode, (boolean | null)[]>;
  return {
    id: chef.id,
    _id: chef.id,
    name: chef.name,
    userPhoto: chef.user_photo,
    brandPhoto: chef.brand_photo,
    contain: chef.contain,
    cuisine: chef.cuisine,
    description: chef.description,
    miniAddress: chef.mini_address,
    ratingsAverage: chef.ratings_average,
    ratingsQuantity: chef.ratings_quantity,
    menuDates: chef.menu_dates.filter((d): d is WeekdayCode =>
      (weekdayCodes as readonly string[]).includes(d),
    ),
    dayPrep: chef.day_prep,
    hourPrep: chef.hour_prep,
    promo: chef.promo,
    // a seller suspended by staff shows TEMPORARILY CLOSED, like one still updating
    finishedUpdating: chef.finished_updating && !chef.suspended,
    today: chef.today,
    pickup: chef.pickup,
    note: chef.note,
    closedDates: chef.closed_dates,
    deliveryTimes,
    location:
      chef.lat !== null && chef.lng !== null
        ? { type: 'Point', coordinates: publicPoint(chef.lng, chef.lat) }
        : null,
    dishes: chef.dishes.map((d) => toMenuDish(d, chef.promo)),
  };
}

type MenuRow = {
  id: string;
  name: string;
  user_photo: string | null;
  brand_photo: string | null;
  contain: boolean;
  cuisine: string[];
  description: string;
  mini_address: string;
  ratings_average: number;
  ratings_quantity: number;
  menu_dates: string[];
  day_prep: number;
  hour_prep: number;
  promo: number;
  finished_updating: boolean;
  suspended: boolean;
  today: boolean;
  pickup: boolean;
  note: string;
  closed_dates: string[];
  delivery_times: Partial<Record<WeekdayCode, (boolean | null)[]>> | null;
  lat: number | null;
  lng: number | null;
  dishes: MenuDishRow[];
};

const menuChefColumns = [
  'id',
  'name',
  'user_photo',
  'brand_photo',
  'contain',
  'cuisine',
  'description',
  'mini_address',
  'ratings_average',
  'ratings_quantity',
  'menu_dates',
  'day_prep',
  'hour_prep',
  'promo',
  'finished_updating',
  'suspended',
  'today',
  'pickup',
  'note',
  'closed_dates',
  'delivery_times',
  'lat',
  'lng',
]
  .map((c) => `u.${c}`)
  .join(', ');

// the dish columns a menu shows, under the names MenuDish uses
const menuDishColumns = {
  id: 'id',
  name: 'name',
  photo: 'photo',
  description: 'description',
  price: 'price',
  servingSize: 'serving_size',
  unit: 'unit',
  tags: 'tags',
  allergyDescription: 'allergy_description',
  deliveryDates: 'delivery_dates',
  stockQuantity: 'stock_quantity',
  dayStock: 'day_stock',
  todayStock: 'today_stock',
  now: 'now',
  weeklyStock: 'weekly_stock',
  weeklyQuantity: 'weekly_quantity',
  dailyPrep: 'daily_prep',
  groupPromo: 'group_promo',
  note: 'note',
  standardSpice: 'standard_spice',
  ratingsAverage: 'ratings_average',
  ratingsQuantity: 'ratings_quantity',
} as const;
const menuDishFields = Object.entries(menuDishColumns)
  .map(([key, column]) => `'${key}', d.${column}`)
  .join(', ');

type MenuDishRow = Pick<typeof dishes.$inferSelect, keyof typeof menuDishColumns>;

export function toMenuDish(d: MenuDishRow, promo: number): MenuDish {
  return {
    id: d.id,
    _id: d.id,
    name: d.name,
    photo: d.photo,
    description: d.description,
    price: d.price,
    promoPrice: promoPrice(d.price, promo),
    servingSize: d.servingSize,
    unit: d.unit,
    tags: d.tags,
    allergyDescription: d.allergyDescription,
    deliveryDates: d.deliveryDates,
    stockQuantity: d.stockQuantity,
    dayStock: d.dayStock,
    todayStock: d.todayStock,
    now: d.now,
    weeklyStock: d.weeklyStock,
    weeklyQuantity: d.weeklyQuantity,
    dailyPrep: d.dailyPrep,
    groupPromo: d.groupPromo,
    note: d.note,
    standardSpice: d.standardSpice,
    ratingsAverage: d.ratingsAverage,
    ratingsQuantity: d.ratingsQuantity,
  };
}

/** Kilometres from a point to a seller (product §9 /users/distance), or null for no such seller. */
export async function distanceToSeller(
  db: Db,
  chefId: string,
  lat: number,
  lng: number,
): Promise<number | null> {
  const result = await db.execute(
    sql`SELECT earth_distance(ll_to_earth(lat, lng), ll_to_earth(${lat}, ${lng})) AS meters
        FROM users WHERE id = ${chefId} AND role = 'chef' AND lat IS NOT NULL AND lng IS NOT NULL`,
  );
  const row = (result as unknown as { rows: { meters: number }[] }).rows[0];
  return row ? roundDistanceKm(Number(row.meters) / 1000) : null;
}

/**
 * product §9 GET /dishes/search: the ids of dishes whose name matches (typo tolerant,
 * dishNameMatches), the closest names first. The bazaar itself searches with getChefs?dish=
 * (decision 039).
 */
export async function searchDishIds(db: Db, raw: string): Promise<string[]> {
  const text = dishSearchText(raw);
  if (text === null) return [];
  const result = await db.execute(dishSearchSql(text));
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** The dish search statement for a trimmed, lower-cased, non-empty text. */
export function dishSearchSql(text: string): SQL {
  return sql`SELECT id FROM dishes
    WHERE ${dishNameMatches('dishes', text)} AND deleted_at IS NULL
    ORDER BY word_similarity(${text}, lower(name)) DESC, id
    LIMIT 500`;
}

export async function findVanityChef(db: Db, word: string): Promise<string | null> {
  const [row] = await db
    .select({ chefId: vanityRoutes.chefId })
    .from(vanityRoutes)
    .where(eq(vanityRoutes.word, word.toLowerCase()))
    .limit(1);
  return row?.chefId ?? null;
}
