import type { CounterStore } from "./counter-store";

/** Every limit: 10 within 15 minutes (decisions §3, running-a-troop §1 and §9). */
export const MAX_ATTEMPTS = 10;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts. Please try again in 15 minutes.";
export const TOO_MANY_PASSWORD_TRIES = "Too many wrong passwords. Please try again in 15 minutes.";
export const TOO_MANY_SIGN_UPS = "Too many refused sign-ups from this address. Please try again in 15 minutes.";

const keys = {
  loginEmail: (email: string) => `login:email:${email.toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  password: (userId: string) => `password:user:${userId}`,
  signup: (ip: string) => `signup:ip:${ip}`,
};

/**
 * The sign-in, password-change and sign-up limits, over counters every app instance shares.
 *
 * An account's sign-in attempts and a user's password-change attempts are counted BEFORE the
 * password is checked, so a burst of parallel guesses is limited like a sequence: of 300 parallel
 * wrong passwords at most 10 are checked. A proven password clears the count. Per address, only
 * known failures count (checked before, recorded after): a troop signing in at one meeting from one
 * Wi-Fi must not be refused because its correct sign-ins happen to be in flight together.
 * Sign-ups count refused attempts only (wrong or used code, no roster match), per address.
 */
export class AttemptLimits {
  constructor(private readonly store: CounterStore) {}

  /** Counts a sign-in attempt for the account and says whether it may be checked at all. */
  async beginLogin(email: string, ip: string): Promise<boolean> {
    const [forAccount, fromAddress] = await Promise.all([
      this.store.hit(keys.loginEmail(email), ATTEMPT_WINDOW_MS),
      this.store.count(keys.loginIp(ip)),
    ]);
    return forAccount <= MAX_ATTEMPTS && fromAddress < MAX_ATTEMPTS;
  }

  async loginFailed(ip: string): Promise<void> {
    await this.store.hit(keys.loginIp(ip), ATTEMPT_WINDOW_MS);
  }

  async loginSucceeded(email: string): Promise<void> {
    await this.store.clear(keys.loginEmail(email));
  }

  /** Counts a password-change attempt for the user and says whether it may be checked at all. */
  async beginPasswordChange(userId: string): Promise<boolean> {
    return (await this.store.hit(keys.password(userId), ATTEMPT_WINDOW_MS)) <= MAX_ATTEMPTS;
  }

  async passwordChanged(userId: string): Promise<void> {
    await this.store.clear(keys.password(userId));
  }

  /** True when this address has had 10 refused sign-ups in the window. */
  async signupBlocked(ip: string): Promise<boolean> {
    return (await this.store.count(keys.signup(ip))) >= MAX_ATTEMPTS;
  }

  /** Records a refused sign-up (wrong or used code, no roster match); successful ones never count. */
  async signupRefused(ip: string): Promise<void> {
    await this.store.hit(keys.signup(ip), ATTEMPT_WINDOW_MS);
  }
}
