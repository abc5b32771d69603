import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen, horizontalOverflow, screenshot } from "./support/checks";
import { setUpJourney } from "./support/journey";

const journey = setUpJourney();
const PHONE = { width: 360, height: 740 };

const LONG_SCOUT = "Maximilianbartholomewfitzgeraldvanderwesthuizen Montgomery-Featherstonehaugh";
const LONG_BADGE = "Supercalifragilisticexpialidociousorienteeringandnavigation";
const LONG_TROOP = "1st Riverside Scout Troop";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** True when the element's box lies wholly inside the viewport horizontally. */
async function inViewHorizontally(page: Page, box: Box | null): Promise<boolean> {
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe("phone layouts at 360 px", () => {
  it("roster actions, the top-bar leader menu, the labelled plus button and long names", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const configuration = await api<Record<string, unknown>>(journey.baseUrl, "GET", "/api/troop/configuration", undefined, leader.token);
    await api(journey.baseUrl, "PUT", "/api/troop/configuration", { ...configuration, troopName: LONG_TROOP }, leader.token);
    await api(journey.baseUrl, "POST", "/api/scouts", { name: LONG_SCOUT }, leader.token);
    await api(
      journey.baseUrl,
      "POST",
      "/api/badges",
      {
        name: LONG_BADGE,
        description: "Find your way.",
        imageUrl: "/badges/default.svg",
        category: "outdoor",
        requirements: ["Read a map"],
      },
      leader.token,
    );

    const { page, errors, context } = await journey.newPage({ ...PHONE, authToken: leader.token });

    // Roster: a very long name still leaves every action of its row in view.
    await page.goto("/scout-management");
    await page.getByRole("heading", { name: "Scout Group Management", level: 1 }).waitFor();
    const row = page.getByTestId("scout-row").filter({ hasText: "Montgomery" });
    for (const name of [`Edit ${LONG_SCOUT}`, `Delete ${LONG_SCOUT}`, `Parent invite for ${LONG_SCOUT}`]) {
      const button = row.getByRole("button", { name, exact: true });
      expect(await inViewHorizontally(page, await button.boundingBox()), name).toBe(true);
    }
    expect(await checkScreen(page, "phone-roster-long-name")).toEqual([]);

    // Top bar: the troop name is shown whole (two lines at most), not cut with an ellipsis.
    const troopName = page.getByRole("banner").getByText(LONG_TROOP);
    await troopName.waitFor();
    expect(await troopName.evaluate((el) => [el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight])).toEqual([0, 0]);

    // Leader links: a menu button shows them, and works by keyboard.
    expect(await page.getByRole("link", { name: "Troop settings" }).isVisible()).toBe(false);
    const menuButton = page.getByRole("button", { name: "Leader menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("banner").getByRole("navigation", { name: "Leader" });
    await menu.waitFor();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.getByRole("link").allInnerTexts()).toEqual([
      "Leader dashboard",
      "Scout management",
      "Badge and event admin",
      "Troop settings",
      "Scout view",
    ]);
    // Keyboard: the first link has focus; three steps down is Troop settings.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Leader dashboard");
    for (const next of ["Scout management", "Badge and event admin", "Troop settings"]) {
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(next);
    }
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/troop-settings");
    await menu.waitFor({ state: "hidden" });

    await menuButton.click();
    await menu.waitFor();
    expect(await checkScreen(page, "phone-leader-menu")).toEqual([]);
    await menu.getByRole("link", { name: "Badge and event admin" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/admin");

    // A long unbroken badge name never widens the page: leader admin and the scout view.
    await page.getByText(LONG_BADGE).first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "phone-admin-long-badge-360");
    await page.goto("/scout-dashboard");
    await page.getByRole("button", { name: new RegExp(`^${LONG_BADGE}`) }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    // The plus button is a labelled pill, and the page can scroll its last content clear of it.
    const plus = page.getByRole("button", { name: "Add a new event" });
    expect((await plus.innerText()).trim()).toBe("Add a new event");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastCard = page.getByTestId("badge-card").last();
    const [plusBox, lastBox] = [await plus.boundingBox(), await lastCard.boundingBox()];
    if (!plusBox || !lastBox) throw new Error("plus button or last badge card not laid out");
    expect(overlaps(plusBox, lastBox)).toBe(false);
    expect(await checkScreen(page, "phone-scout-view")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // A scout's Settings tab: at any scroll position no input lies under the plus button.
    const scout = await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Sam", email: "sam@example.com", welcomed: true });
    const scoutPage = await journey.newPage({ ...PHONE, authToken: scout.token });
    await scoutPage.page.goto("/");
    await scoutPage.page.getByRole("tab", { name: "Settings" }).click();
    await scoutPage.page.getByRole("heading", { name: "Account Settings" }).waitFor();
    // The pill is not shown over the Settings form at all; it returns on the other tabs.
    const inputs = scoutPage.page.locator("main input");
    expect(await inputs.count()).toBeGreaterThan(0);
    const plusButton = scoutPage.page.getByTestId("plus-button");
    expect(await plusButton.count()).toBe(0);
    expect(await checkScreen(scoutPage.page, "phone-scout-settings")).toEqual([]);
    expect(scoutPage.errors).toEqual([]);
    await scoutPage.page.getByRole("tab", { name: "My Badges" }).click();
    await plusButton.waitFor();
    expect((await plusButton.innerText()).trim()).toMatch(/^(Start |Continue |Find an event)/);
    await scoutPage.context.close();
  });
});
