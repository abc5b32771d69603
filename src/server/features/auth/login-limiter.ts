/**
 * Failed sign-in counter: after 10 failures for one email or one IP within 15 minutes, refuse (429).
 * Kept in memory: one process serves the troop, and a restart forgetting the counts is harmless.
 */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** How many failures are recorded between sweeps of keys nobody asks about again. */
const SWEEP_EVERY = 1000;

export class LoginLimiter {
  private failures = new Map<string, number[]>();
  private recordsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Keys being tracked (for tests and monitoring). */
  get size(): number {
    return this.failures.size;
  }

  /** Drops keys whose failures are all outside the window; otherwise every guessed email stays in memory. */
  sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
    this.recordsSinceSweep = 0;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - FAILED_LOGIN_WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  isBlocked(email: string, ip: string): boolean {
    return this.recent(`email:${email}`).length >= MAX_FAILED_LOGINS || this.recent(`ip:${ip}`).length >= MAX_FAILED_LOGINS;
  }

  recordFailure(email: string, ip: string): void {
    if (++this.recordsSinceSweep >= SWEEP_EVERY) this.sweep();
    // Only the last MAX_FAILED_LOGINS matter, so one key never holds more.
    for (const key of [`email:${email}`, `ip:${ip}`]) this.failures.set(key, [...this.recent(key), this.now()].slice(-MAX_FAILED_LOGINS));
  }

  recordSuccess(email: string): void {
    this.failures.delete(`email:${email}`);
  }
}
