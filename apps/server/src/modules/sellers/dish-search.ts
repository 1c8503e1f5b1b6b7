import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The typo-tolerant name test of dish search (pg_trgm) on the lower-cased name `name`, for a
 * trimmed, lower-cased, non-empty text (dishSearchText): 'adbo' finds adobo, 'ensaymda' finds
 * ensaymada. Both tests are operators a trigram index answers: `<%` is word_similarity at or
 * above pg_trgm.word_similarity_threshold, which the connection sets to WORD_SIMILARITY (client.ts).
 */
export function nameMatches(name: SQL, text: string): SQL {
  return sql`(${name} LIKE ${containsPattern(text)} OR ${text} <% ${name})`;
}

/** The name test on the dishes row `alias` (dishes_name_trgm_idx answers it). */
export const dishNameMatches = (alias: 'd' | 'dishes', text: string): SQL =>
  nameMatches(sql.raw(`lower(${alias}.name)`), text);

/**
 * How the bazaar finds the sellers with a dish matching the text (decision 039):
 * - `listed`: a rare name, its few live dishes and their sellers, listed;
 * - `named`: a common name, tested seller by seller along the index walk by the matched names;
 * - `similar`: a text matching very many names, tested along the walk by the name test itself.
 */
export type DishFinder =
  | { kind: 'listed'; dishIds: string[]; chefIds: string[] }
  | { kind: 'named'; names: string[] }
  | { kind: 'similar'; text: string };

/** At most this many matching dishes are listed; more, and the walk finds the page. */
export const FEW_MATCHING_DISHES = 2000;
/** At most this many matched names are tested by name; more, and by the name test. */
const MATCHED_NAMES_MAX = 200;

/**
 * Texts seen to match more than FEW_MATCHING_DISHES dishes, each with the time until which that is
 * trusted: such a name stays common, and listing it again would read thousands of index entries.
 * This only chooses how the page is found; the page is the same either way.
 */
const commonTexts = new Map<string, number>();
const COMMON_FOR_MS = 10 * 60_000;
const COMMON_TEXTS_KEPT = 1000;

/**
 * Decision 039: the names matching `text` among the distinct dish names (dish_names, its own small
 * trigram index), then, unless the text is known to be common, the live dishes of those names
 * through dishes_live_name_idx, stopping after FEW_MATCHING_DISHES + 1.
 */
export async function findDishes(db: Db, text: string, now: Date): Promise<DishFinder> {
  const named = await db.execute(sql`SELECT n.name FROM dish_names n
    WHERE ${nameMatches(sql`n.name`, text)} LIMIT ${MATCHED_NAMES_MAX + 1}`);
  const names = (named as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  if (names.length > MATCHED_NAMES_MAX) return { kind: 'similar', text };
  if (names.length > 0 && (commonTexts.get(text) ?? 0) > now.getTime()) {
    return { kind: 'named', names };
  }
  const listed = await db.execute(sql`SELECT d.id, d.chef_id FROM dishes d
    WHERE ${namedDish(names)} AND d.deleted_at IS NULL
    LIMIT ${FEW_MATCHING_DISHES + 1}`);
  const rows = (listed as unknown as { rows: { id: string; chef_id: string }[] }).rows;
  if (rows.length <= FEW_MATCHING_DISHES) {
    const chefIds = [...new Set(rows.map((r) => r.chef_id))];
    return { kind: 'listed', dishIds: rows.map((r) => r.id), chefIds };
  }
  commonTexts.delete(text);
  if (commonTexts.size >= COMMON_TEXTS_KEPT) {
    const [oldest] = commonTexts.keys();
    if (oldest !== undefined) commonTexts.delete(oldest);
  }
  commonTexts.set(text, now.getTime() + COMMON_FOR_MS);
  return { kind: 'named', names };
}

/** The dishes row `d` has one of `names` (lower-cased, as dish_names holds them). */
export function namedDish(names: string[]): SQL {
  if (names.length === 0) return sql`false`;
  const list = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  return sql`lower(d.name) = ANY(ARRAY[${list}]::text[])`;
}
