import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

type Preparable<P> = { prepare(name: string): P };

/**
 * A statement that runs on every request, prepared: drizzle builds its SQL once per database
 * handle instead of on every call, and PostgreSQL parses and plans it once per connection (the
 * statement is named) instead of on every call. Values go in as `sql.placeholder("name")` and
 * are given to execute(). Planning the busiest list queries cost PostgreSQL as much as running
 * them.
 *
 * `name` must be unique in the app and always name the same SQL.
 */
export function prepared<P>(name: string, build: (db: DbOrTx) => Preparable<P>): (db: DbOrTx) => P {
  // A transaction is a new handle each time: it prepares again (cheap next to the transaction).
  const byDb = new WeakMap<DbOrTx, P>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      byDb.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/** A raw SQL statement, prepared as `prepared` does; execute() answers the driver's result ({ rows }). */
export function preparedSql<Row>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  return prepared(name, (db) => ({
    prepare: (statementName: string) =>
      db._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(built, undefined, statementName, false),
  }));
}
