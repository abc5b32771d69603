import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Reads kept for a second (docs/decisions/007-reads-kept-for-a-second.md), for the burst of
 * identical reads a troop sends when everyone opens the app at once.
 *
 * - A route opts in with `config: { cache: "troop" }` when its answer is the same for everyone in
 *   the troop who may call it: a GET's 200 answer is kept as the JSON sent, per troop and address,
 *   and sent again as it is. Permission checks and validation still run first on every request.
 * - Parts of answers (the badge catalogue), session look-ups and the pages drawn by the server keep
 *   their own ReadCache.
 * - This plugin is the one place that forgets: the answer to any change (a request other than GET or
 *   HEAD, or a GET route declaring `config: { changes: true }`, the sign-out) forgets every kept
 *   answer of the changer's troop (of every troop when signed out) before it goes out; scheduled
 *   work calls forgetReads() after each pass. An answer read while a change was being made is not
 *   kept.
 *
 * On the embedded database this process is the only one. On PostgreSQL a change also forgets what
 * every other instance keeps before it answers (plugins/forget-everywhere.ts), and an instance that
 * cannot be told keeps nothing. Correct only while no GET handler changes anything it does not
 * declare: src/server/get-never-writes.test.ts checks that.
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** "troop": the answer is the same for everyone in the troop who may call the route. */
    cache?: "troop";
    /** A GET that changes something (the sign-out): it forgets kept answers like any change. */
    changes?: true;
  }
  interface FastifyRequest {
    /** Set on a GET of a cached route that found nothing kept: where its answer is kept. */
    readCacheMiss: { key: string; changesAtStart: number; loadedFrom: number } | null;
  }
}

/** How long an answer is kept. */
export const KEPT_MS = 1000;

/** Bumped by forgetting everything. */
let everything = 0;
/** Bumped by every forget: an answer loaded while it moved is not kept. */
let changes = 0;
const troopGenerations = new Map<string, number>();
/**
 * The troops whose changes are counted at once. Past it every count starts again, and everything
 * kept is forgotten with them (a count back at 0 must not bring an old answer back): the process
 * holds as much for a deployment of ten thousand troops as for one of a hundred (many-troops M8).
 */
export const COUNTED_TROOPS = 5_000;

/**
 * Forgets the kept answers of one troop (and those kept for no troop), or of every troop. Called
 * by this plugin after each change, and by scheduled work after each pass (notifications/worker.ts).
 */
export function forgetReads(troopId: string | null = null) {
  changes++;
  if (troopId === null) everything++;
  else if (!troopGenerations.has(troopId) && troopGenerations.size >= COUNTED_TROOPS) {
    troopGenerations.clear();
    everything++;
  } else troopGenerations.set(troopId, (troopGenerations.get(troopId) ?? 0) + 1);
}

/** How many troops' changes are counted now (tests watch its bound). */
export const countedTroops = () => troopGenerations.size;

/**
 * What must hold for anything to be kept or used: each gate says whether this process would hear
 * of another instance's change (plugins/forget-everywhere.ts). None on the embedded database.
 */
const gates = new Set<() => boolean>();
const keepingAllowed = () => {
  for (const open of gates) if (!open()) return false;
  return true;
};

/** Adds a condition for keeping reads; the returned function removes it. */
export function keepOnlyWhile(open: () => boolean): () => void {
  gates.add(open);
  return () => gates.delete(open);
}

/** What a kept answer must still match: entries of no troop are forgotten by any change at all. */
const stampOf = (troopId: string | null) =>
  troopId === null ? `${everything} ${changes}` : `${everything} ${troopGenerations.get(troopId) ?? 0}`;

type Entry<V> = { value: V; until: number; troopId: string | null; stamp: string };

/**
 * Answers kept for ttlMs. `troopOf` names the troop an answer belongs to (from its key or value),
 * so that troop's changes forget it; without it, any change forgets it.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs = KEPT_MS,
    private readonly troopOf: (key: K, value: V) => string | null = () => null,
    private readonly maxEntries = 10_000,
  ) {}

  /** Set while answers are kept: it lets them go once they ran out. */
  private sweeper: NodeJS.Timeout | null = null;

  /**
   * Lets the answers that ran out go (the oldest are first: kept in the order they were kept), and
   * looks again while any are left. An idle instance so holds none of the answers it served in a busy
   * hour (many-troops M8), and a cache nobody uses any more holds no timer.
   */
  private sweep() {
    this.sweeper = null;
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.until > now) break;
      this.entries.delete(key);
    }
    this.sweepLater();
  }

  private sweepLater() {
    if (this.sweeper || this.entries.size === 0) return;
    this.sweeper = setTimeout(() => this.sweep(), this.ttlMs);
    this.sweeper.unref();
  }

  /** The kept answer, or null when there is none (or it is older than ttlMs, or forgotten). */
  get(key: K, now = Date.now()): V | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (!keepingAllowed()) return null;
    if (entry.until <= now || entry.stamp !== stampOf(entry.troopId)) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  /**
   * Keeps value unless a change was made since `changesAtStart` (read from changesNow() before
   * loading). It runs out ttlMs after `loadedFrom`, when loading began: a read that began before
   * another instance's change is never used later than ttlMs after that change, which is how long
   * the change waits at most for every instance to forget (plugins/forget-everywhere.ts).
   */
  keep(key: K, value: V, changesAtStart: number, loadedFrom = Date.now()) {
    if (changesAtStart !== changes || !keepingAllowed()) return;
    // A burst of distinct keys (many tokens, many troops) must not grow the process: the oldest kept goes.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const troopId = this.troopOf(key, value);
    this.entries.set(key, { value, until: loadedFrom + this.ttlMs, troopId, stamp: stampOf(troopId) });
    this.sweepLater();
  }

  /** How many answers are kept (at most maxEntries). */
  get size(): number {
    return this.entries.size;
  }

  /** The kept answer, else load()'s (kept unless a change was made meanwhile, or it is null). */
  async through<L extends V | null>(key: K, load: () => Promise<L>): Promise<V | L> {
    const kept = this.get(key);
    if (kept !== null) return kept;
    const changesAtStart = changes;
    const loadedFrom = Date.now();
    const value = await load();
    if (value !== null) this.keep(key, value, changesAtStart, loadedFrom);
    return value;
  }
}

/** The count of changes so far, for ReadCache.keep. */
export const changesNow = () => changes;

const READS = new Set(["GET", "HEAD"]);
const JSON_TYPE = "application/json; charset=utf-8";

/** Whether a request changes something: any but GET and HEAD, and a GET route that says so. */
export const changesSomething = (request: FastifyRequest) => !READS.has(request.method) || request.routeOptions.config?.changes === true;

/**
 * Registers the kept answers of opted-in routes and the one place that forgets them; `everywhere`
 * tells the other instances on the database, and its promise resolves once they forgot.
 */
export function registerReadCache(app: FastifyInstance, everywhere: (troopId: string | null) => Promise<void> = async () => {}) {
  const answers = new ReadCache<string, Buffer>(KEPT_MS, (key) => key.slice(0, key.indexOf(" ")));
  app.decorateRequest("readCacheMiss", null);

  // After the route's permission checks and validation (onRequest, preValidation).
  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "GET" || request.routeOptions.config?.cache !== "troop" || !request.actor) return;
    const key = `${request.actor.troopId} ${request.url}`;
    const kept = answers.get(key);
    if (kept) return reply.type(JSON_TYPE).send(kept);
    request.readCacheMiss = { key, changesAtStart: changes, loadedFrom: Date.now() };
  });

  // Before compression (a route's own onSend hook): the payload is the JSON as written.
  app.addHook("onSend", async (request, reply, payload) => {
    if (changesSomething(request)) {
      // Before the change's answer goes out, here and on every instance, so the caller's next read
      // sees the change wherever it lands.
      const troopId = request.actor?.troopId ?? null;
      forgetReads(troopId);
      // A refused change (a wrong password, a bad form) changed nothing another instance keeps.
      if (reply.statusCode < 400) await everywhere(troopId);
      return payload;
    }
    const miss = request.readCacheMiss;
    if (miss && reply.statusCode === 200 && (typeof payload === "string" || Buffer.isBuffer(payload))) {
      answers.keep(miss.key, Buffer.from(payload), miss.changesAtStart, miss.loadedFrom);
    }
    return payload;
  });
}
