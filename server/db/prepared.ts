import type { Db } from './database.ts';

/**
 * A query of a hot path prepared once per database (drizzle's prepared queries are bound to one):
 * its SQL is not built again on each call, and PostgreSQL parses and plans it once per
 * connection (a named statement) instead of on every execution.
 */
export function preparedFor<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const made = new WeakMap<Db, Q>();
  return (db) => {
    let query = made.get(db);
    if (!query) {
      query = prepare(db);
      made.set(db, query);
    }
    return query;
  };
}
