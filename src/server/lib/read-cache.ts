/**
 * Answers to reads kept for a moment, for the burst of identical reads a troop sends when everyone
 * opens the app at once (each phone's screens ask for the session several times within a second,
 * every leader's dashboard for the same figures).
 *
 * Correct within this process: any change made through it (every request other than GET or HEAD,
 * and the sign-out, which is a GET) forgets every cached answer at once, and an answer read while
 * a change was being made is not kept (a generation count tells). Another instance's change shows
 * here within `ttlMs`, so what must hold at once on every instance (whether a session still
 * exists) is kept only where one process is alone on the database (see plugins/auth.ts).
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number; generation: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The kept answer, or null when there is none (or it is older than ttlMs). */
  get(key: K, now = Date.now()): V | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= now || entry.generation !== generation) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  /** The kept answer, else load()'s (kept unless a change was made meanwhile, or it is null). */
  async through<L extends V | null>(key: K, load: () => Promise<L>): Promise<V | L> {
    const kept = this.get(key);
    if (kept !== null) return kept;
    const started = generation;
    const value = await load();
    if (value !== null && started === generation) {
      // A burst of distinct keys (many tokens) must not grow the process: start over instead.
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, until: Date.now() + this.ttlMs, generation });
    }
    return value;
  }
}

let generation = 0;

/** Forgets every cached answer (of every ReadCache); called after anything this process changes. */
export function forgetCachedReads() {
  generation++;
}
