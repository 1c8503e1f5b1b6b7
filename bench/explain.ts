// Prints the plans docs/performance.md shows: each benchmarked statement on the 100k dataset,
// EXPLAIN (ANALYZE), and, where an index replaced a scan, the statement as it was before.
//
//   npm run bench:explain            # loads 100k sellers into a throwaway PostgreSQL first
import { sql, type SQL } from 'drizzle-orm';
import { getChefsQuery } from '@lutong/shared';
import type { Db } from '../apps/server/src/db/client.js';
import { bazaarPageSql } from '../apps/server/src/modules/sellers/bazaar.query.js';
import { dishSearchSql } from '../apps/server/src/modules/sellers/sellers.repo.js';
import { growSellers } from './dataset.js';
import { freshPostgres } from './load-dataset.js';

const sellers = Number(process.argv[2] ?? 100_000);
const search = (query: string) => ({
  ...getChefsQuery.parse(Object.fromEntries(new URLSearchParams(query))),
  now: new Date(),
});

async function explain(db: Db, title: string, statement: SQL): Promise<void> {
  const result = await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`);
  const lines = (result as unknown as { rows: Record<string, string>[] }).rows.map(
    (r) => Object.values(r)[0],
  );
  console.log(`\n### ${title}\n\n\`\`\`\n${lines.join('\n')}\n\`\`\``);
}

async function main(): Promise<void> {
  const { database, stop } = await freshPostgres();
  try {
    const db = database.db;
    await growSellers(db, 0, sellers);
    const here = 'lat=14.5547&lng=121.0244';
    await explain(
      db,
      'bazaar near, cooks with a Saturday menu, page 1',
      bazaarPageSql(search(`${here}&near=true&page=1&cook=true&menuDates=Sat`)),
    );
    await explain(
      db,
      'bazaar by weighted rating, page 1',
      bazaarPageSql(search(`${here}&near=false&page=1`)),
    );
    await db.execute(sql`DROP INDEX users_chef_weighted_rating_idx`);
    await explain(
      db,
      'bazaar by weighted rating, page 1, without users_chef_weighted_rating_idx (before)',
      bazaarPageSql(search(`${here}&near=false&page=1`)),
    );
    await explain(db, "dish search 'adobo'", dishSearchSql('adobo'));
    await explain(
      db,
      "dish search 'adobo' as it was (word_similarity() >= 0.4 cannot use the index)",
      sql`SELECT id FROM dishes WHERE deleted_at IS NULL AND (lower(name) LIKE '%adobo%' OR word_similarity('adobo', lower(name)) >= 0.4)
        ORDER BY word_similarity('adobo', lower(name)) DESC, id LIMIT 500`,
    );
  } finally {
    await stop();
  }
}

await main();
