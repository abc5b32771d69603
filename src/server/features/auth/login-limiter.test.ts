import { describe, expect, it } from "vitest";
import { FAILED_LOGIN_WINDOW_MS, LoginLimiter, MAX_FAILED_LOGINS } from "./login-limiter";

function limiterWithClock(start = 1_000_000) {
  let now = start;
  const limiter = new LoginLimiter(() => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe("LoginLimiter", () => {
  it("blocks an email after 10 failures within the window", () => {
    const { limiter, advance } = limiterWithClock();
    expect(MAX_FAILED_LOGINS).toBe(10);
    for (let i = 0; i < 9; i++) {
      limiter.recordFailure("a@example.com", `10.0.0.${i}`);
      advance(1000);
    }
    expect(limiter.isBlocked("a@example.com", "10.0.1.1")).toBe(false);
    limiter.recordFailure("a@example.com", "10.0.0.9");
    expect(limiter.isBlocked("a@example.com", "10.0.1.1")).toBe(true);
    expect(limiter.isBlocked("b@example.com", "10.0.1.1")).toBe(false);
  });

  it("blocks an address after 10 failures across emails", () => {
    const { limiter } = limiterWithClock();
    for (let i = 0; i < 10; i++) limiter.recordFailure(`u${i}@example.com`, "10.9.9.9");
    expect(limiter.isBlocked("new@example.com", "10.9.9.9")).toBe(true);
    expect(limiter.isBlocked("new@example.com", "10.9.9.8")).toBe(false);
  });

  it("forgets failures once they are older than 15 minutes", () => {
    const { limiter, advance } = limiterWithClock();
    expect(FAILED_LOGIN_WINDOW_MS).toBe(15 * 60 * 1000);
    for (let i = 0; i < 5; i++) limiter.recordFailure("a@example.com", "10.0.0.1");
    advance(10 * 60 * 1000);
    for (let i = 0; i < 5; i++) limiter.recordFailure("a@example.com", "10.0.0.1");
    expect(limiter.isBlocked("a@example.com", "10.0.0.1")).toBe(true);
    // The first five fall out of the window; five remain.
    advance(5 * 60 * 1000 + 1);
    expect(limiter.isBlocked("a@example.com", "10.0.0.1")).toBe(false);
    for (let i = 0; i < 4; i++) limiter.recordFailure("a@example.com", "10.0.0.1");
    expect(limiter.isBlocked("a@example.com", "10.0.0.1")).toBe(false);
    limiter.recordFailure("a@example.com", "10.0.0.1");
    expect(limiter.isBlocked("a@example.com", "10.0.0.1")).toBe(true);
    advance(FAILED_LOGIN_WINDOW_MS + 1);
    expect(limiter.isBlocked("a@example.com", "10.0.0.1")).toBe(false);
  });

  it("clears an email's failures on a successful sign-in but keeps the address's", () => {
    const { limiter } = limiterWithClock();
    for (let i = 0; i < 10; i++) limiter.recordFailure("a@example.com", "10.0.0.1");
    limiter.recordSuccess("a@example.com");
    expect(limiter.isBlocked("a@example.com", "10.0.0.2")).toBe(false);
    expect(limiter.isBlocked("a@example.com", "10.0.0.1")).toBe(true);
  });

  it("does not keep failures of keys nobody asks about again", () => {
    const { limiter, advance } = limiterWithClock();
    for (let i = 0; i < 600; i++) limiter.recordFailure(`guess-${i}@example.com`, `10.1.${i % 250}.${i % 7}`);
    expect(limiter.size).toBeGreaterThan(600);
    advance(FAILED_LOGIN_WINDOW_MS + 1);
    // The next failures trigger a sweep at some point; old keys go, only fresh ones remain.
    for (let i = 0; i < 500; i++) limiter.recordFailure("same@example.com", "10.2.2.2");
    expect(limiter.size).toBe(2);
    expect(limiter.isBlocked("same@example.com", "10.3.3.3")).toBe(true);
  });

  it("keeps counting correctly when one key fails far more than the limit", () => {
    const { limiter, advance } = limiterWithClock();
    for (let i = 0; i < 50; i++) {
      limiter.recordFailure("a@example.com", "10.0.0.1");
      advance(1000);
    }
    expect(limiter.isBlocked("a@example.com", "10.0.0.9")).toBe(true);
    // Blocked until the latest ten failures have aged out, not just the first ones.
    advance(FAILED_LOGIN_WINDOW_MS - 20_000);
    expect(limiter.isBlocked("a@example.com", "10.0.0.9")).toBe(true);
    advance(20_000);
    expect(limiter.isBlocked("a@example.com", "10.0.0.9")).toBe(false);
  });
});
