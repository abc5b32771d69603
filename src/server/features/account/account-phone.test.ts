import { describe, expect, it } from "vitest";
import { signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";

describe("an account's own phone number", async () => {
  const { app, as } = await createTestApp();
  const leader = await signUpLeader(app);
  const scout = await signUpScout(app, leader);
  const parent = await signUpParent(app, leader, scout.scoutId);
  const put = (who: { headers: Record<string, string> }, payload: object) => as(who).put("/api/account/phone", payload);
  const get = (who: { headers: Record<string, string> }) => as(who).get("/api/account/phone");

  it("is kept, read back trimmed, and forgotten with an empty one; each account reads only its own", async () => {
    expect((await get(parent)).json()).toEqual({ phone: null });
    const saved = await put(parent, { phone: "  +44 7700 900123 " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ phone: "+44 7700 900123" });
    expect((await get(parent)).json()).toEqual({ phone: "+44 7700 900123" });
    expect((await get(leader)).json()).toEqual({ phone: null });
    expect((await put(parent, { phone: "" })).json()).toEqual({ phone: null });
    expect((await get(parent)).json()).toEqual({ phone: null });
  });

  it("refuses what is not a phone number with the field's message, changing nothing", async () => {
    await put(parent, { phone: "(555) 010-2030" });
    for (const phone of ["call me", "12", "+44 7700 900123 ext 4 then ask for Al", 7700]) {
      const res = await put(parent, { phone });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(["phone"]);
    }
    expect((await get(parent)).json()).toEqual({ phone: "(555) 010-2030" });
  });

  it("needs a sign-in", async () => {
    expect((await as(null).get("/api/account/phone")).statusCode).toBe(401);
    expect((await as(null).put("/api/account/phone", { phone: "555 0101" })).statusCode).toBe(401);
  });
});
