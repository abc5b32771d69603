/**
 * Failed sign-in counter: after 10 failures for one email or one IP within 15 minutes, refuse (429).
 * Kept in memory: one process serves the troop, and a restart forgetting the counts is harmless.
 */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

export class LoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

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
    for (const key of [`email:${email}`, `ip:${ip}`]) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`email:${email}`);
  }
}
