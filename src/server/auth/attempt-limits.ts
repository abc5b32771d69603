import type { CounterStore } from "./counter-store";

/** Every limit: 10 within 15 minutes, per account and per address. */
export const MAX_ATTEMPTS = 10;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts. Please try again in 15 minutes.";
export const TOO_MANY_PASSWORD_TRIES = "Too many wrong passwords. Please try again in 15 minutes.";
export const TOO_MANY_SIGN_UPS = "Too many refused sign-ups from this address. Please try again in 15 minutes.";
export const TOO_MANY_CODES = "Too many wrong codes. Please try again in 15 minutes.";

/** Troops started from one address in a day (many-troops M3). */
export const TROOPS_PER_ADDRESS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
export const TOO_MANY_TROOPS = "Too many troops were started from this address today. Please try again tomorrow.";

const keys = {
  loginEmail: (email: string) => `login:email:${email.toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  password: (userId: string) => `password:user:${userId}`,
  // Sign-ups, invite look-ups and a parent's child links all try codes: one budget per address.
  codeIp: (ip: string) => `signup:ip:${ip}`,
  codeUser: (userId: string) => `code:user:${userId}`,
  troopStartIp: (ip: string) => `troops:ip:${ip}`,
};

/**
 * An attempt counted before it was checked. `ok` says it may be checked at all; `proven()` takes
 * the attempt back from the counts that only refusals should fill (it turned out right).
 */
export type Attempt = { ok: boolean; proven: () => Promise<void> };

/**
 * The sign-in, password, sign-up and code limits, over counters every app instance shares.
 *
 * Every attempt is counted atomically BEFORE it is checked (one INSERT … ON CONFLICT … RETURNING
 * or one Redis INCR), so a burst of parallel guesses is limited like a sequence: of 300 parallel
 * wrong tries from one address, or at one account, at most 10 are checked. An attempt that proves
 * right is then taken back from the per-address count (and clears its account's count), so a troop
 * signing up or in at one meeting from one Wi-Fi only spends the budget while requests are in
 * flight together, never afterwards.
 */
export class AttemptLimits {
  constructor(private readonly store: CounterStore) {}

  private async begin(limitKeys: string[], release: string[], clear: string[] = []): Promise<Attempt> {
    const counts = await Promise.all(limitKeys.map((key) => this.store.hit(key, ATTEMPT_WINDOW_MS)));
    return {
      ok: counts.every((count) => count <= MAX_ATTEMPTS),
      proven: async () => {
        await Promise.all([...release.map((key) => this.store.release(key)), ...clear.map((key) => this.store.clear(key))]);
      },
    };
  }

  /** A sign-in: counts for the account and for the address. */
  beginLogin(email: string, ip: string): Promise<Attempt> {
    return this.begin([keys.loginEmail(email), keys.loginIp(ip)], [keys.loginIp(ip)], [keys.loginEmail(email)]);
  }

  /** A password change: counts for the user, whose right current password clears the count. */
  beginPasswordChange(userId: string): Promise<Attempt> {
    return this.begin([keys.password(userId)], [], [keys.password(userId)]);
  }

  /** A sign-up or an invite look-up: counts for the address until its code proves valid. */
  beginCodeFromAddress(ip: string): Promise<Attempt> {
    return this.begin([keys.codeIp(ip)], [keys.codeIp(ip)]);
  }

  /**
   * A troop started: counted for the address, for a day. Only troops that were started count: a
   * refused start (a taken address, a bad field) takes its attempt back with `proven()`'s opposite, `takeBack()`.
   */
  async beginTroopStart(ip: string): Promise<{ ok: boolean; takeBack: () => Promise<void> }> {
    const key = keys.troopStartIp(ip);
    const count = await this.store.hit(key, DAY_MS);
    return { ok: count <= TROOPS_PER_ADDRESS_PER_DAY, takeBack: () => this.store.release(key) };
  }

  /** A signed-in parent's child link: counts for the parent and for the address until the code proves valid. */
  beginCodeFromUser(userId: string, ip: string): Promise<Attempt> {
    return this.begin([keys.codeUser(userId), keys.codeIp(ip)], [keys.codeUser(userId), keys.codeIp(ip)]);
  }
}
