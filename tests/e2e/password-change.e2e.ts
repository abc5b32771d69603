import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast, signInViaUi } from "./support/ui";

const journey = setUpJourney();

async function fillPasswords(scope: Page | ReturnType<Page["getByRole"]>, current: string, next: string, confirm: string) {
  await scope.getByLabel("Current Password").fill(current);
  await scope.getByLabel("New Password", { exact: true }).fill(next);
  await scope.getByLabel("Confirm New Password").fill(confirm);
  await scope.getByRole("button", { name: "Update Password" }).click();
}

describe("password change: client checks in order, server error, success", () => {
  it("a scout changes the password in Settings", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const scout = await scoutViaApi(journey.baseUrl, leader.token, {
      firstName: "Pat",
      email: "pat@example.com",
      password: "old-pass-1",
      welcomed: true,
    });

    const { page, errors, context } = await journey.newPage();
    await signInViaUi(page, scout.email, scout.password);
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    expect(await checkScreen(page, "scout-settings")).toEqual([]);

    await fillPasswords(page, "", "", "");
    await expectToast(page, "Missing Information", "Please fill in all password fields.");
    await fillPasswords(page, "old-pass-1", "abc", "abd");
    await expectToast(page, "Passwords Don't Match", "New password and confirmation don't match.");
    await fillPasswords(page, "old-pass-1", "abc", "abc");
    await expectToast(page, "Password Too Short", "New password must be at least 6 characters long.");
    await fillPasswords(page, "wrong-pass", "new-pass-2", "new-pass-2");
    await expectToast(page, "Error", "Current password is incorrect.");
    await fillPasswords(page, "old-pass-1", "new-pass-2", "new-pass-2");
    await expectToast(page, "Password Updated", "Your password has been changed successfully.");
    expect(await page.getByLabel("Current Password").inputValue()).toBe("");

    // The old password no longer works; the new one does.
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("heading", { name: "Scout Badges", level: 1 }).waitFor();
    await signInViaUi(page, scout.email, "old-pass-1");
    await expectToast(page, "Error", "Invalid credentials");
    await signInViaUi(page, scout.email, "new-pass-2");
    await expectToast(page, "Welcome back!");
    await page.getByRole("tab", { name: "My Badges" }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("a leader changes the password from the top bar", async () => {
    const leader = { email: "leader@example.com", password: "leader-pass-1" };
    const { page, errors, context } = await journey.newPage();
    await signInViaUi(page, leader.email, leader.password, "leader");
    await page.getByRole("button", { name: "Change password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.waitFor();
    expect(await checkScreen(page, "leader-change-password")).toEqual([]);
    await fillPasswords(dialog, "leader-pass-1", "leader-pass-2", "leader-pass-2");
    await expectToast(page, "Password Updated", "Your password has been changed successfully.");
    await dialog.waitFor({ state: "detached" });
    const res = await fetch(`${journey.baseUrl}/api/login-credentials`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: leader.email, password: "leader-pass-2", role: "leader" }),
    });
    expect(res.status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
