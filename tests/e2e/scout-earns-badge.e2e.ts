import { beforeAll, describe, expect, it } from "vitest";
import { type ApiUser, api, leaderViaApi, scoutViaApi } from "./support/api";
import { appTookOver } from "./support/browser";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast, signInViaUi } from "./support/ui";

const journey = setUpJourney();
let leader: ApiUser;
beforeAll(async () => {
  leader = await leaderViaApi(journey.baseUrl);
});

describe("leader adds a scout → scout signs up → onboarding → ticks requirements → earns a badge", () => {
  it("earns a badge from the badge dialog", async () => {
    const sam = await api<{ id: string }>(
      journey.baseUrl,
      "POST",
      "/api/scouts",
      { name: "Sam Scout", email: "sam@example.com" },
      leader.token,
    );
    const { code } = await api<{ code: string }>(journey.baseUrl, "POST", `/api/scouts/${sam.id}/invite`, undefined, leader.token);

    const { page, errors, context } = await journey.newPage();
    // The address on Sam's printed card opens Create Account with the code filled in.
    await page.goto(`/login?invite=${code}`);
    expect(await page.getByLabel("Sign-up code").inputValue()).toBe(code);
    await page.getByLabel("First Name").fill("Sam");
    await page.getByLabel("Last Name").fill("Scout");
    await page.getByLabel("Email").fill("Sam@Example.com");
    await page.getByLabel("Password", { exact: true }).fill("scout-pass-1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Account created!");

    await page.getByRole("heading", { name: "Welcome to Scout Badges, Sam!" }).waitFor();
    await page.getByText("Your badge-earning journey starts here. Complete activities, join events, and unlock achievements!").waitFor();
    await page.getByText("Ready to get started?").waitFor();
    for (const name of ["Browse Badges", "View Events", "My Progress", "Explore Badges"])
      await page.getByRole("button", { name }).waitFor();
    expect(await checkScreen(page, "onboarding-scout")).toEqual([]);
    await page.getByRole("button", { name: "Explore Badges" }).click();

    // Scout home after the reload.
    await page.getByRole("tab", { name: "My Badges" }).waitFor();
    await page.getByRole("tab", { name: "Settings" }).waitFor();
    // Nothing earned yet: the grid is titled "Available Badges", not "Recent Achievements".
    await page.getByRole("heading", { name: "Available Badges" }).waitFor();
    await page.getByText("No badges earned yet").waitFor();
    expect(await page.getByTestId("user-name").textContent()).toContain("Sam");
    expect(await page.getByRole("button", { name: "View All Badges" }).count()).toBe(0);
    await page.waitForTimeout(1600); // progress ring animation
    expect(await checkScreen(page, "scout-my-badges")).toEqual([]);

    // Category filter toggles.
    await page.getByRole("button", { name: /^outdoor/i }).click();
    await page.getByRole("heading", { name: "Outdoor Badges" }).waitFor();
    await page.getByRole("button", { name: "Recent Achievements" }).click();
    await page.getByRole("heading", { name: "Available Badges", level: 2 }).waitFor();

    // Open the first badge and tick requirements until it can be earned.
    const firstCard = page.getByTestId("badge-card").first();
    const badgeName = (await firstCard.locator("button").first().getAttribute("aria-label"))?.split(",")[0] ?? "";
    await firstCard.locator("button").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: badgeName }).waitFor();
    await dialog.getByText("Complete more requirements to earn this badge", { exact: false }).waitFor();
    expect(await checkScreen(page, "badge-dialog-in-progress")).toEqual([]);
    const boxes = dialog.getByRole("checkbox");
    const total = await boxes.count();
    expect(total).toBeGreaterThan(0);
    const earn = dialog.getByRole("button", { name: "Earn This Badge!" });
    for (let i = 0; i < total && (await earn.count()) === 0; i++) {
      const saved = page.waitForResponse((r) => r.url().includes("/progress") && r.request().method() === "PATCH");
      await boxes.nth(i).click();
      expect((await saved).status()).toBe(200);
      await expect.poll(() => boxes.nth(i).getAttribute("data-state")).toBe("checked");
    }
    await earn.waitFor();
    expect(await checkScreen(page, "badge-dialog-nearly-done")).toEqual([]);
    await earn.click();
    await expectToast(page, "Badge Earned! 🎉", `Congratulations! You've earned the ${badgeName} badge!`);
    await page.getByTestId("celebration").waitFor();
    expect(await page.getByTestId("celebration").locator("span").count()).toBeGreaterThan(0);
    await dialog
      .getByText(/Earned|Just earned!/)
      .first()
      .waitFor();
    // (Escape would first dismiss the toast, the topmost layer.)
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    // Earned card first, gold, with its date; View All Badges now offered; the ring moved.
    const earnedCard = page.locator('[data-testid="badge-card"][data-state="earned"]');
    await earnedCard.first().waitFor();
    expect(await earnedCard.first().textContent()).toMatch(/Earned|Just earned!/);
    await page.getByRole("button", { name: "View All Badges" }).click();
    await page.getByRole("heading", { name: "Available Badges" }).waitFor();
    // Each piece goes 3 s after it fell; the last one started 800 ms in.
    await expect.poll(() => page.getByTestId("celebration").count(), { timeout: 5000 }).toBe(0);
    expect(await checkScreen(page, "scout-my-badges-earned")).toEqual([]);

    // The plus button opens the badge closest to done ("Start" when nothing of it is ticked yet).
    await page.getByRole("button", { name: /^(Start|Continue) / }).click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    // The leader sees the award (progress and awards belong to the roster scout).
    const awards = await api<{ badgeId: string }[]>(journey.baseUrl, "GET", "/api/scout-badges", undefined, leader.token);
    expect(awards.length).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("Browse Badges on the welcome screen leaves onboarding through /api/login", async () => {
    const kim = await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Kim", email: "kim@example.com" });

    const { page, errors, context } = await journey.newPage();
    await signInViaUi(page, kim.email, kim.password);
    await page.getByRole("heading", { name: "Welcome to Scout Badges, Kim!" }).waitFor();
    await page.getByRole("button", { name: "Browse Badges" }).click();
    await page.getByRole("tab", { name: "My Badges" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    // A page load: its first view is drawn by the server, and works once the app has taken it over.
    await appTookOver(page);

    // Keyboard: Tab to the first badge, Enter opens it, Space ticks a requirement.
    await page.getByTestId("badge-card").first().locator("button").first().focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("checkbox").first().focus();
    const saved = page.waitForResponse((r) => r.url().includes("/progress"));
    await page.keyboard.press("Space");
    expect((await saved).status()).toBe(200);
    await expect.poll(() => dialog.getByRole("checkbox").first().getAttribute("data-state")).toBe("checked");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
