import { describe, expect, it } from "vitest";
import { addRosterScout, type SignedIn, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { EMAIL_CANNOT_BE_USED } from "./parent-portal.service";

/** A parent changing a child's email learns nothing about whose other addresses are. */
describe("a parent changing a child's email", async () => {
  const { app, as } = await createTestApp();
  const leader = await signUpLeader(app);
  const child = await addRosterScout(app, leader, { name: "Cal Reed", email: "cal@example.com" });
  const parent = await signUpParent(app, leader, child.id);
  const otherChild = await addRosterScout(app, leader, { name: "Dee Moss", email: "dee@example.com" });
  const scoutWithAccount = await signUpScout(app, leader, { firstName: "Eli", lastName: "Fox" });
  const setEmail = (who: SignedIn, email: string) => as(who).patch(`/api/parent/children/${child.id}`, { email });
  const refused = { error: EMAIL_CANNOT_BE_USED, fields: { email: EMAIL_CANNOT_BE_USED } };

  it("gets one answer, 400 'This email cannot be used.', for another child's, an account's or a leader's email", async () => {
    for (const email of ["dee@example.com", "DEE@example.com", scoutWithAccount.email, leader.email, parent.email]) {
      const res = await setEmail(parent, email);
      expect(res.statusCode, email).toBe(400);
      expect(res.json(), email).toEqual(refused);
    }
    expect(otherChild.email).toBe("dee@example.com");
  });

  it("keeps the child's own email and takes a free one", async () => {
    expect((await setEmail(parent, "cal@example.com")).statusCode).toBe(200);
    const res = await setEmail(parent, "cal.reed@example.com");
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe("cal.reed@example.com");
  });
});
