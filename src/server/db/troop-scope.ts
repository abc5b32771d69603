import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Which troop's rows the database shows the code running now (docs/decisions/026). Every statement
 * the app sends runs with `app.troop_id` set to the scope of the code that sent it, and forced
 * row-level security admits only that troop's rows: a query that forgot its `WHERE troop_id = …`
 * still reads nothing of another troop. Outside any scope the database shows no troop's rows.
 *
 * Scopes are:
 * - a troop's id: a request, once its session is known, and each troop's share of a job;
 * - `session:<sid>`: the troop of that session, only for the sign-in lookup itself;
 * - `*`: every troop, for work that is deployment-wide by nature; only `acrossTroops` sets it, and
 *   a test lists the places that call it.
 */
type Scope = { troop: string };

const scopes = new AsyncLocalStorage<Scope>();

/**
 * Runs work in a scope and awaits it there: a query builder is only a thenable, sent when awaited,
 * so it must be awaited inside the scope, not after.
 */
function runIn<T>(troop: string, work: () => PromiseLike<T>): Promise<T> {
  return scopes.run({ troop }, async () => await work());
}

export const EVERY_TROOP = "*";

/** The scope the database should have for a statement sent now: empty outside any. */
export function currentTroopScope(): string {
  return scopes.getStore()?.troop ?? "";
}

/** Runs `work` (and everything it starts) in one troop. */
export function inTroop<T>(troopId: string, work: () => PromiseLike<T>): Promise<T> {
  return runIn(troopId, work);
}

/** Runs the sign-in lookup of one session: it sees that session's troop only. */
export function inSessionTroop<T>(sid: string, work: () => PromiseLike<T>): Promise<T> {
  return runIn(`session:${sid}`, work);
}

/**
 * Runs `work` seeing every troop. For deployment-wide work only, named by `why` so a reader of the
 * call sees the reason: finding the troop of a code, claiming due messages, migrations.
 */
export function acrossTroops<T>(_why: string, work: () => PromiseLike<T>): Promise<T> {
  return runIn(EVERY_TROOP, work);
}

/**
 * A request's scope: empty until the request knows its troop, then set once by `setRequestTroop`.
 * `done` continues the request inside it (Fastify's onRequest hook), so every later hook and the
 * handler share it.
 */
export function enterRequestScope(done: () => void): void {
  scopes.run({ troop: "" }, done);
}

/** The request now acts in `troopId` (its session's troop, or the troop a public address names). */
export function setRequestTroop(troopId: string): void {
  const scope = scopes.getStore();
  if (scope) scope.troop = troopId;
}
