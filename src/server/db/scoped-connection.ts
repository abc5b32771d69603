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

/** A PostgreSQL connection of the pool: each statement after the setting its scope needs. */
export class ScopedPgClient extends pg.Client {
  #scope: string | undefined;

  // biome-ignore lint/suspicious/noExplicitAny: passes node-postgres' many query() forms on unchanged
  override query(...args: any[]): any {
    const scope = currentTroopScope();
    const text: unknown = typeof args[0] === "string" ? args[0] : args[0]?.text;
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const send = (...given: any[]) => (super.query as (...given: any[]) => any)(...given);
    if (typeof text === "string" && /^\s*rollback/i.test(text)) {
      // Sent as it is (a failed transaction takes no setting), and it takes back a setting made
      // inside the transaction: the next statement sets its scope again.
      this.#scope = undefined;
      return send(...args);
    }
    if (scope === this.#scope) return send(...args);
    this.#scope = scope;
    // The statement goes once the setting is made; a failed setting fails it (and is made again next time).
    const callback = typeof args.at(-1) === "function" ? args.pop() : null;
    const sent = (send(SET_SCOPE, [scope]) as Promise<unknown>).then(
      () => send(...args),
      (error: unknown) => {
        this.#scope = undefined;
        throw error;
      },
    );
    if (!callback) return sent;
    sent.then(
      (result) => callback(null, result),
      (error) => callback(error),
    );
    return undefined;
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
