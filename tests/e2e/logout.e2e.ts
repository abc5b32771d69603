import { beforeAll, describe, expect, it } from "vitest";
import { leaderViaApi, scoutViaApi } from "./support/api";
import { setUpJourney } from "./support/journey";
import { expectToast, signInViaUi } from "./support/ui";

const journey = setUpJourney();
let scout: { email: string; password: string };

beforeAll(async () => {
  const leader = await leaderViaApi(journey.baseUrl);
  scout = await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Lee", email: "lee@example.com", welcomed: true });
});

describe("logout", () => {
  it("clears the token and cache and goes to the landing page; the session is gone", async () => {
    const { page, errors, context } = await journey.newPage();
    await signInViaUi(page, scout.email, scout.password);
    await expectToast(page, "Welcome back!", "You have been logged in successfully.");
    await page.getByRole("tab", { name: "My Badges" }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem("authToken"));
    expect(token).toBeTruthy();

    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("heading", { name: "Scout Badges", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
    const after = await fetch(`${journey.baseUrl}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    await page.reload();
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    // A signed-in route now sends a signed-out visitor to sign in (and back afterwards).
    await page.goto("/scout-dashboard");
    await page.waitForURL(/\/login/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("still signs out locally when the logout call fails", async () => {
    const { page, context } = await journey.newPage();
    await signInViaUi(page, scout.email, scout.password);
    await page.getByRole("tab", { name: "My Badges" }).waitFor();
    await page.route("**/api/logout", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("heading", { name: "Scout Badges", level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
    await context.close();
  });

  it("a scout account cannot sign in as a leader", async () => {
    const { page, context } = await journey.newPage();
    await signInViaUi(page, scout.email, scout.password, "leader");
    await expectToast(page, "Error", "This account is not a leader account. Scouts sign in with “Scout”.");
    await context.close();
  });
});
