import { sql, type SQL } from 'drizzle-orm';
import {
  dishSearchText,
  isNextDayClosed,
  manilaClock,
  PAGE_SIZE,
  priceBands,
  WEIGHTED_RATING_PRIOR,
  WEIGHTED_RATING_WEIGHT,
  type GetChefsQuery,
  type WeekdayCode,
} from '@lutong/shared';
import { containsPattern, dishNameMatches, namedDish, type DishFinder } from './dish-search.js';

export type BazaarSearch = GetChefsQuery & {
  dishIds?: string[] | undefined;
  /** decision 039: how to find the sellers with a dish matching `dish` (findDishes) */
  dishFinder?: DishFinder | null | undefined;
  now: Date;
  /** decision 048: only these sellers (favourites), or all but these (the rest after them) */
  sellers?: { only: string[] } | { except: string[] } | undefined;
  /** rows skipped and returned, when not the page's (favourites first pages over two lists) */
  window?: { offset: number; limit: number } | undefined;
};

// The seller's position as the GiST index stores it (users_chef_earth_idx).
const sellerEarth = sql`ll_to_earth(u.lat, u.lng)`;

/**
 * One page of the bazaar (product §9 GET /users/getChefs). Distance order is a nearest-neighbour
 * scan of the GiST index: `ORDER BY ll_to_earth(..) <-> ll_to_earth($lat, $lng) LIMIT 12` reads only
 * the page it returns (ARCHITECTURE §3), so the filters below must stay simple row predicates.
 */
export function bazaarPageSql(search: BazaarSearch): SQL {
  const here = sql`ll_to_earth(${search.lat}, ${search.lng})`;
  const order = search.near
    ? sql`${sellerEarth} <-> ${here}`
    : sql`${weightedRatingSql} DESC, u.id`;
  const window = search.window ?? { offset: (search.page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  // the card's first dish photos come in the same round trip, read through dishes_chef_idx
  return sql`SELECT u.id, u.name, u.cuisine, u.mini_address, u.user_photo, u.ratings_average, u.ratings_quantity,
      u.visible, u.finished_updating, u.promo, u.lat, u.lng,
      earth_distance(${sellerEarth}, ${here}) AS meters,
      (SELECT coalesce(json_agg(json_build_object('_id', p.id, 'name', p.name, 'photo', p.photo)), '[]')
        FROM (SELECT d.id, d.name, d.photo FROM dishes d WHERE d.chef_id = u.id AND d.deleted_at IS NULL
          ORDER BY d.created_at LIMIT ${sql.raw(String(DISH_PREVIEWS))}) p) AS previews
    FROM users u
    WHERE ${bazaarWhere(search)}
    ORDER BY ${order}
    LIMIT ${window.limit} OFFSET ${window.offset}`;
}

/** How many sellers the search finds (decision 048: the favourites before the rest). */
export function bazaarCountSql(search: BazaarSearch): SQL {
  return sql`SELECT count(*)::int AS n FROM users u WHERE ${bazaarWhere(search)}`;
}

/** The bazaar's conditions: the listed sellers that every filter of the search keeps. */
function bazaarWhere(search: BazaarSearch): SQL {
  const where = [
    // the partial index's own predicate, so the planner can use it
    sql`u.role = 'chef' AND u.lat IS NOT NULL AND u.lng IS NOT NULL`,
    // product §5 card visibility rule (isSellerCardVisible)
    sql`u.finished_updating AND NOT u.suspended AND (u.ratings_quantity < 4 OR u.ratings_average >= 3.2 OR u.visible)`,
    ...sellerConditions(search),
  ];
  const dishWhere = dishConditions(search);
  if (dishWhere.length > 0) {
    where.push(
      sql`EXISTS (SELECT 1 FROM dishes d WHERE d.chef_id = u.id AND d.deleted_at IS NULL AND ${sql.join(dishWhere, sql` AND `)})`,
    );
  }
  return sql.join(where, sql` AND `);
}

/** Dish photos on a bazaar card. */
export const DISH_PREVIEWS = 5;

/**
 * product §2 'Sort by weighted ratings' (weightedRating in @lutong/shared), written with its
 * constants inlined exactly as users_chef_weighted_rating_idx indexes it, so the planner walks
 * that index instead of sorting every seller.
 */
export const weightedRatingSql = sql.raw(
  `((${WEIGHTED_RATING_WEIGHT * WEIGHTED_RATING_PRIOR}::double precision + u.ratings_quantity * u.ratings_average) / (${WEIGHTED_RATING_WEIGHT} + u.ratings_quantity))`,
);

function sellerConditions(search: BazaarSearch): SQL[] {
  const c: SQL[] = [];
  // product §6 main category: cook, baker and pantry are exclusive flags
  if (search.cook) c.push(sql`u.cook`);
  if (search.baker) c.push(sql`u.baker`);
  if (search.pantry) c.push(sql`u.pantry`);
  if (search.cuisine && search.cuisine !== 'All') {
    c.push(
      sql`(${search.cuisine} = ANY(u.cuisine) OR ${search.cuisine} = ANY(u.pantry_categories))`,
    );
  }
  if (search.menuDates && search.menuDates.length > 0) {
    const days = search.menuDates.map((day) => openOnWeekday(search.now, day));
    c.push(sql`(${sql.join(days, sql` OR `)})`);
  }
  if (search.name) c.push(sql`lower(u.name) LIKE ${containsPattern(search.name.toLowerCase())}`);
  if (search.meal?.includes('promo')) c.push(sql`u.promo > 0`);
  if (search.meal?.includes('caterer')) c.push(sql`u.caterer`);
  if (search.today) c.push(todayOpen(search.now));
  if (search.dishFinder?.kind === 'listed') c.push(anyId('u.id', search.dishFinder.chefIds));
  if (search.sellers && 'only' in search.sellers) c.push(anyId('u.id', search.sellers.only));
  if (search.sellers && 'except' in search.sellers && search.sellers.except.length > 0) {
    c.push(sql`NOT ${anyId('u.id', search.sellers.except)}`);
  }
  return c;
}

/**
 * The day filter (issue 18, decision 020): the seller's coming menu day of that weekday is open,
 * as openMenuDays in @lutong/shared decides it: a menu day with a working hour, not a closed date.
 * The coming date is the one upcomingMenuDays gives: the week starts dayPrep days ahead, a day
 * later from 8pm for dayPrep 1, so it is the nearest date of that weekday or the one after.
 */
function openOnWeekday(now: Date, weekday: WeekdayCode): SQL {
  const offset = nearestOffset(now, weekday);
  const near = manilaClock(new Date(now.getTime() + offset * DAY_MS)).dateKey;
  const next = manilaClock(new Date(now.getTime() + (offset + 7) * DAY_MS)).dateKey;
  const late = isNextDayClosed(now) ? sql`CASE WHEN u.day_prep <= 1 THEN 1 ELSE 0 END` : sql`0`;
  const first = sql`(greatest(1, u.day_prep) + ${late})`;
  const date = sql`(CASE WHEN ${offset}::int >= ${first} THEN ${near}::text ELSE ${next}::text END)`;
  return sql`(${weekday}::text = ANY(u.menu_dates)
    AND coalesce(u.delivery_times -> ${weekday}::text @> '[true]'::jsonb, false)
    AND NOT (${date} = ANY(u.closed_dates)))`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from today (Manila) to the nearest coming date of that weekday: 1 to 7. */
function nearestOffset(now: Date, weekday: WeekdayCode): number {
  for (let offset = 1; offset < 7; offset += 1) {
    if (manilaClock(new Date(now.getTime() + offset * DAY_MS)).weekday === weekday) return offset;
  }
  return 7;
}

/**
 * product §3.4 and §11: 'Tod' only for chefs with the today toggle on, until their last slot of
 * the day minus hourPrep (Asia/Manila), and with a dish offered today.
 */
function todayOpen(now: Date): SQL {
  const { weekday, hour, minute, dateKey } = manilaClock(now);
  const lastSlot = sql`coalesce((SELECT max(8 + 2 * e.i) FROM jsonb_array_elements(u.delivery_times -> ${weekday}) WITH ORDINALITY AS e(v, i) WHERE e.v = 'true'::jsonb), 10)`;
  return sql`u.today AND NOT (${dateKey}::text = ANY(u.closed_dates))
    AND (${lastSlot} - u.hour_prep) * 60 > ${hour * 60 + minute}
    AND EXISTS (SELECT 1 FROM dishes t WHERE t.chef_id = u.id AND t.deleted_at IS NULL AND t.now AND coalesce(t.today_stock, 1) > 0)`;
}

function dishConditions(search: BazaarSearch): SQL[] {
  const c: SQL[] = [];
  if (search.priceLevel && search.priceLevel.length > 0) {
    const bands = search.priceLevel.map((level) => {
      const band = priceBands[level as 1 | 2 | 3];
      return band.max === null
        ? sql`d.price >= ${band.min}`
        : sql`d.price BETWEEN ${band.min} AND ${band.max}`;
    });
    c.push(sql`(${sql.join(bands, sql` OR `)})`);
  }
  if (search['price[lte]'] !== undefined) c.push(sql`d.price <= ${search['price[lte]']}`);
  if (search['price[gte]'] !== undefined) c.push(sql`d.price >= ${search['price[gte]']}`);
  if (search['servingSize[gte]'] !== undefined)
    c.push(sql`d.serving_size >= ${search['servingSize[gte]']}`);
  if (search.meal?.includes('vegetarian')) c.push(sql`'vegetarian' = ANY(d.tags)`);
  if (search.meal?.includes('vegan')) c.push(sql`'vegan' = ANY(d.tags)`);
  if (search.meal?.includes('groupPromo')) c.push(sql`d.group_promo`);
  if (search.dishIds) c.push(anyId('d.id', search.dishIds));
  // decision 039: the seller has a dish whose name matches, and it is that dish the filters test:
  // one of the few listed, else tested seller after seller along the index walk
  const text = dishSearchText(search.dish);
  const found = search.dishFinder ?? (text === null ? null : { kind: 'similar', text });
  if (found?.kind === 'listed') c.push(anyId('d.id', found.dishIds));
  if (found?.kind === 'named') c.push(namedDish(found.names));
  if (found?.kind === 'similar') c.push(dishNameMatches('d', found.text));
  return c;
}

/** `column` is one of `ids`: validated UUIDs, written as an array literal so both drivers agree. */
const anyId = (column: 'u.id' | 'd.id', ids: string[]): SQL =>
  ids.length === 0
    ? sql`false`
    : sql.raw(
        `${column} = ANY(ARRAY[${ids.map((v) => `'${v.replace(/[^0-9a-f-]/gi, '')}'`).join(',')}]::uuid[])`,
      );
