import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  promoPrice,
  roundDistanceKm,
  weekdayCodes,
  type MenuChef,
  type MenuDish,
  type SellerCard,
  type WeekdayCode,
} from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { dishes, users, vanityRoutes } from '../../db/schema/index.js';
import { bazaarPageSql, type BazaarSearch } from './bazaar.query.js';

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
};

const DISH_PREVIEWS = 5;

export async function findBazaarPage(db: Db, search: BazaarSearch): Promise<SellerCard[]> {
  const result = await db.execute(bazaarPageSql(search));
  const rows = (result as unknown as { rows: BazaarRow[] }).rows;
  if (rows.length === 0) return [];
  const previews = await db
    .select({ chefId: dishes.chefId, id: dishes.id, name: dishes.name, photo: dishes.photo })
    .from(dishes)
    .where(
      and(
        inArray(
          dishes.chefId,
          rows.map((r) => r.id),
        ),
        isNull(dishes.deletedAt),
      ),
    )
    .orderBy(asc(dishes.chefId), asc(dishes.createdAt));
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
    dishes: previews
      .filter((d) => d.chefId === r.id)
      .slice(0, DISH_PREVIEWS)
      .map((d) => ({ _id: d.id, name: d.name, photo: d.photo })),
    location: { type: 'Point', coordinates: [Number(r.lng), Number(r.lat)] },
    distance: roundDistanceKm(Number(r.meters) / 1000),
  }));
}

/** spec buyer §7 GET /users/menu/{chefId}: the seller's public menu, never contact details. */
export async function findMenu(db: Db, chefId: string): Promise<MenuChef | null> {
  const [chef] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, chefId), eq(users.role, 'chef')))
    .limit(1);
  if (!chef) return null;
  const rows = await db
    .select()
    .from(dishes)
    .where(and(eq(dishes.chefId, chefId), isNull(dishes.deletedAt)))
    .orderBy(asc(dishes.createdAt));
  const times = chef.deliveryTimes;
  const deliveryTimes = Object.fromEntries(
    weekdayCodes.map((day) => [day, times?.[day] ?? [null, null, null, null, null, null]]),
  ) as Record<WeekdayCode, (boolean | null)[]>;
  return {
    id: chef.id,
    _id: chef.id,
    name: chef.name,
    userPhoto: chef.userPhoto,
    brandPhoto: chef.brandPhoto,
    contain: chef.contain,
    cuisine: chef.cuisine,
    description: chef.description,
    miniAddress: chef.miniAddress,
    ratingsAverage: chef.ratingsAverage,
    ratingsQuantity: chef.ratingsQuantity,
    menuDates: chef.menuDates.filter((d): d is WeekdayCode =>
      (weekdayCodes as readonly string[]).includes(d),
    ),
    dayPrep: chef.dayPrep,
    hourPrep: chef.hourPrep,
    promo: chef.promo,
    // a seller suspended by staff shows TEMPORARILY CLOSED, like one still updating
    finishedUpdating: chef.finishedUpdating && !chef.suspended,
    today: chef.today,
    pickup: chef.pickup,
    note: chef.note,
    deliveryTimes,
    location:
      chef.lat !== null && chef.lng !== null
        ? { type: 'Point', coordinates: [chef.lng, chef.lat] }
        : null,
    dishes: rows.map((d) => toMenuDish(d, chef.promo)),
  };
}

export function toMenuDish(d: typeof dishes.$inferSelect, promo: number): MenuDish {
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

/** Kilometres from a point to a seller (spec buyer §7 /users/distance), or null for no such seller. */
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

/** Typo-tolerant dish search (pg_trgm): 'adbo' finds adobo, 'ensaymda' finds ensaymada. */
export async function searchDishIds(db: Db, text: string): Promise<string[]> {
  const query = text.trim().toLowerCase();
  if (query === '') return [];
  const result = await db.execute(
    sql`SELECT id FROM dishes
        WHERE deleted_at IS NULL AND (lower(name) LIKE ${`%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} OR word_similarity(${query}, lower(name)) >= 0.4)
        ORDER BY word_similarity(${query}, lower(name)) DESC, id
        LIMIT 500`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

export async function findVanityChef(db: Db, word: string): Promise<string | null> {
  const [row] = await db
    .select({ chefId: vanityRoutes.chefId })
    .from(vanityRoutes)
    .where(eq(vanityRoutes.word, word.toLowerCase()))
    .limit(1);
  return row?.chefId ?? null;
}
