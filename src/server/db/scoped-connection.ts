import { AsyncResource } from "node:async_hooks";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";
import { currentTroopScope } from "./troop-scope";

/**
 * Connections that send each statement in the troop scope of the code that sent it
 * (db/troop-scope.ts). The scope is a setting of the connection (`app.troop_id`), written only
 * when the next statement's scope differs from what the connection has: a busy troop's
 * connections keep theirs, and a request costs no extra round trip. Kept per connection rather
 * than per transaction because most reads run outside one, and holding a transaction open for a
 * whole request would hold its connection (and, on the embedded database, every other request).
 */

const SET_SCOPE = "select set_config('app.troop_id', $1, false)";

/**
 * A PostgreSQL connection of the pool. node-postgres sends a connection's statements one after
 * another in the order given, so the setting queued just before a statement is the one it runs with.
 */
export class ScopedPgClient extends pg.Client {
  #scope: string | undefined;

  // biome-ignore lint/suspicious/noExplicitAny: passes node-postgres' many query() forms on unchanged
  override query(...args: any[]): any {
    const scope = currentTroopScope();
    if (scope !== this.#scope) {
      this.#scope = scope;
      // A failed setting fails the statement queued after it too (a broken connection or an
      // aborted transaction); the next statement sets it again.
      super.query(SET_SCOPE, [scope]).catch(() => {
        this.#scope = undefined;
      });
    }
    const text: unknown = typeof args[0] === "string" ? args[0] : args[0]?.text;
    // A rolled-back transaction takes back a setting made inside it.
    if (typeof text === "string" && /^\s*rollback/i.test(text)) this.#scope = undefined;
    // biome-ignore lint/suspicious/noExplicitAny: see above
    return (super.query as (...given: any[]) => any)(...args);
  }
}

/**
 * The pool hands a waiting caller a connection from inside whichever request released one, so its
 * callback would run in that request's scope: bound here to the scope of the caller who asked.
 */
export class ScopedPgPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's callback and promise forms, passed on
  override connect(callback?: any): any {
    return super.connect(callback ? AsyncResource.bind(callback) : callback);
  }
}

/** The embedded database's role for the app: no superuser, no BYPASSRLS (migrate.ts creates it). */
export const EMBEDDED_APP_ROLE = "scout_badges_app";

/**
 * The embedded database has one connection, opened as its superuser. Two views of it: the owner's
 * (migrations, statistics, tests' fixtures) and the app's, whose statements run as
 * EMBEDDED_APP_ROLE in their scope, so the same policies hold as on PostgreSQL. Statements of both
 * views go through one queue, each after the role and scope it needs.
 */
export function scopedPglite(client: PGlite): { owner: PGlite; app: PGlite } {
  let has: string | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => {});
    return run;
  };
  type Runner = Pick<PGlite, "query">;
  const prepare = async (on: Runner, role: string, scope: string) => {
    const wanted = `${role} ${scope}`;
    if (has === wanted) return;
    has = null;
    await on.query("select set_config('role', $1, false), set_config('app.troop_id', $2, false)", [role, scope]);
    has = wanted;
  };
  // biome-ignore lint/suspicious/noExplicitAny: forwards PGlite's own arguments
  type Call = (...args: any[]) => Promise<unknown>;
  /** A transaction's statements, each in the scope of the code sending it, as on PostgreSQL. */
  const scopedTransaction = (tx: Transaction, role: string, scopeNow: () => string): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property !== "query" && property !== "exec") return typeof value === "function" ? value.bind(target) : value;
        return async (...args: unknown[]) => {
          await prepare(target, role, scopeNow());
          return (value as Call).apply(target, args);
        };
      },
    });
  const view = (role: string, scopeNow: () => string): PGlite =>
    new Proxy(client, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "query" || property === "exec") {
          return (...args: unknown[]) => {
            const scope = scopeNow();
            return inTurn(async () => {
              await prepare(target, role, scope);
              return (value as Call).apply(target, args);
            });
          };
        }
        if (property === "transaction") {
          return (work: (tx: Transaction) => Promise<unknown>) => {
            const scope = scopeNow();
            return inTurn(async () => {
              await prepare(target, role, scope);
              try {
                return await target.transaction((tx) => work(scopedTransaction(tx, role, scopeNow)));
              } finally {
                // A setting made inside the transaction is gone if it rolled back.
                has = null;
              }
            });
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  // The owner is the superuser, whom the policies do not hold: it needs no troop.
  return { owner: view("none", () => ""), app: view(EMBEDDED_APP_ROLE, currentTroopScope) };
}
