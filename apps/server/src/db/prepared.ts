import type { Db } from './client.js';

/**
 * A query built once per database and run as a named prepared statement (issue 10: the hottest
 * reads, on every signed-in request or every checkout). Building a query with many columns costs
 * more CPU than running it; a prepared one is built once, with `sql.placeholder`s for its values,
 * and PostgreSQL parses and plans it once per connection.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
