import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Decision 039: at most this many matching dishes are listed before the bazaar page is drawn.
 * Fewer, and the page is ranked among their sellers only (a rare name: the index walk would pass
 * over thousands of sellers to find a dozen); more, and the nearest-neighbour walk tests each
 * seller it passes (a common name: a match comes every few sellers).
 */
export const FEW_MATCHING_DISHES = 2000;

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The typo-tolerant name test of dish search (pg_trgm) on the dishes row `alias`, for a trimmed,
 * lower-cased, non-empty text (dishSearchText): 'adbo' finds adobo, 'ensaymda' finds ensaymada.
 * Both tests are operators the trigram index (dishes_name_trgm_idx) answers: `<%` is
 * word_similarity at or above pg_trgm.word_similarity_threshold, which the connection sets to
 * WORD_SIMILARITY (client.ts).
 */
export function dishNameMatches(alias: 'd' | 'dishes', text: string): SQL {
  const name = sql.raw(`lower(${alias}.name)`);
  return sql`(${name} LIKE ${containsPattern(text)} OR ${text} <% ${name})`;
}

/** The matching dishes of a rare name and their sellers (fewDishMatches). */
export type DishMatches = { dishIds: string[]; chefIds: string[] };

/**
 * Texts seen to match more than FEW_MATCHING_DISHES dishes, each with the time until which that is
 * trusted: the list of a common name costs a read of thousands of index entries, and such a name
 * stays common. This only chooses how the page is found; the page is the same either way.
 */
const commonTexts = new Map<string, number>();
const COMMON_FOR_MS = 10 * 60_000;
const COMMON_TEXTS_KEPT = 1000;

/**
 * The live dishes matching `text` and their sellers when it is a rare name (at most
 * FEW_MATCHING_DISHES such dishes), else null. One read of the trigram index, stopped early.
 */
export async function fewDishMatches(db: Db, text: string, now: Date): Promise<DishMatches | null> {
  if ((commonTexts.get(text) ?? 0) > now.getTime()) return null;
  const result = await db.execute(sql`SELECT dishes.id, dishes.chef_id FROM dishes
    WHERE ${dishNameMatches('dishes', text)} AND dishes.deleted_at IS NULL
    LIMIT ${FEW_MATCHING_DISHES + 1}`);
  const rows = (result as unknown as { rows: { id: string; chef_id: string }[] }).rows;
  if (rows.length <= FEW_MATCHING_DISHES) {
    return { dishIds: rows.map((r) => r.id), chefIds: [...new Set(rows.map((r) => r.chef_id))] };
  }
  commonTexts.delete(text);
  if (commonTexts.size >= COMMON_TEXTS_KEPT) {
    const [oldest] = commonTexts.keys();
    if (oldest !== undefined) commonTexts.delete(oldest);
  }
  commonTexts.set(text, now.getTime() + COMMON_FOR_MS);
  return null;
}
