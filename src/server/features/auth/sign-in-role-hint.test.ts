import { describe, expect, it } from "vitest";
import { addRosterScout, login, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";

describe("sign-in with the other role choice says which choice is the account's", async () => {
  const { app } = await createTestApp();
  const leader = await signUpLeader(app);
  const child = await addRosterScout(app, leader, { name: "Ada Pine" });
  const parent = await signUpParent(app, leader, child.id);
  const scout = await signUpScout(app, leader);

  it("a parent who leaves the default role (Scout) is told to choose Scout Leader", async () => {
    const res = await login(app, parent.email, parent.password, "scout");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "This account is not a scout account. Leaders and parents sign in with “Scout Leader”." });
    expect(res.cookies).toHaveLength(0);
    // And with that choice the parent is in, as a parent.
    const right = await login(app, parent.email, parent.password, "leader");
    expect(right.statusCode).toBe(200);
    expect(right.json().user.role).toBe("parent");
  });

  it("a leader on Scout gets the same hint; a scout on Scout Leader is told to choose Scout", async () => {
    expect((await login(app, leader.email, leader.password, "scout")).json().error).toBe(
      "This account is not a scout account. Leaders and parents sign in with “Scout Leader”.",
    );
    expect((await login(app, scout.email, scout.password, "leader")).json().error).toBe(
      "This account is not a leader account. Scouts sign in with “Scout”.",
    );
  });
});
