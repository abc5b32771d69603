import { describe, expect, it } from "vitest";
import { insertResetLink } from "../../../../tests/factories/reset-links";
import { login, type SignedIn, signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";

/** Whoever knew the old password may have copied the calendar address: a reset replaces it. */
describe("a password reset and the calendar address", async () => {
  const { app, database, as } = await createTestApp();
  const leader = await signUpLeader(app);

  /** The path of the account's calendar address, as the calendar settings show it. */
  const feedPath = async (who: { headers: SignedIn["headers"] }) => {
    const res = await as(who).get("/api/calendar/feed");
    expect(res.statusCode).toBe(200);
    return new URL(res.json().url).pathname;
  };
  const calendar = (path: string) => as(null).get(path);

  it("stops the old address (404) and gives a new one that works", async () => {
    const scout = await signUpScout(app, leader);
    const old = await feedPath(scout);
    expect((await calendar(old)).statusCode).toBe(200);
    const reset = await as(null).post("/api/password-reset", {
      token: await insertResetLink(database.db, scout.userId),
      newPassword: "after-reset-1",
    });
    expect(reset.statusCode).toBe(200);
    expect((await calendar(old)).statusCode).toBe(404);
    const signedIn = await login(app, scout.email, "after-reset-1", "scout");
    expect(signedIn.statusCode).toBe(200);
    const fresh = await feedPath({ headers: { authorization: `Bearer ${signedIn.json().authToken}` } });
    expect(fresh).not.toBe(old);
    expect((await calendar(fresh)).statusCode).toBe(200);
  });

  it("leaves another account's address working", async () => {
    const scout = await signUpScout(app, leader);
    const leaders = await feedPath(leader);
    const reset = await as(null).post("/api/password-reset", {
      token: await insertResetLink(database.db, scout.userId),
      newPassword: "after-reset-2",
    });
    expect(reset.statusCode).toBe(200);
    expect((await calendar(leaders)).statusCode).toBe(200);
  });
});
