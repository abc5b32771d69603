import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

/** Every colour-contrast failure axe finds on the page, whatever its impact. */
async function contrastFailures(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`));
}

/** The WCAG contrast of an element's text colour against white, measured in the page. */
const contrastOnWhite = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const [r, g, b] = (getComputedStyle(el).color.match(/[\d.]+/g) ?? []).map(Number);
      const lin = (c = 0) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      const l = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      return 1.05 / (l + 0.05);
    });

describe("a leader's first week with Troop Settings", () => {
  it("saves categories and event types with the page's one Save Settings, and flags a refusal on the Features tab", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/troop-settings");
    await page.getByRole("tab", { name: "Features" }).click();
    await page.getByLabel("Add to badge categories").fill("Water Skills");
    await page.getByLabel("Add to badge categories").press("Enter");
    await page.getByLabel("Add to event types").fill("Day Hike");
    await page.getByRole("button", { name: "Add", exact: true }).nth(1).click();
    await page.getByLabel("Event type 1", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: /Save badge categories|Save event types/ }).count()).toBe(0);
    expect(await checkScreen(page, "first-week-settings-features")).toEqual([]);
    // Saved from another tab with the one button: both lists are kept.
    await page.getByRole("tab", { name: "General" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings Updated", "Your troop settings have been saved successfully.");
    const features = await api<{ customBadgeCategories: unknown[]; customEventTypes: unknown[] }>(
      base,
      "GET",
      "/api/troop/features",
      undefined,
      leader.token,
    );
    expect(features.customBadgeCategories).toEqual([{ key: "water-skills", label: "Water Skills" }]);
    expect(features.customEventTypes).toEqual([{ key: "day-hike", label: "Day Hike" }]);
    await page.reload();
    await page.getByRole("tab", { name: "Features" }).click();
    expect(await page.getByLabel("Badge category 1", { exact: true }).inputValue()).toBe("Water Skills");

    // A category a badge uses cannot go: the refusal is marked on the Features tab, opened at its field.
    await api(
      base,
      "POST",
      "/api/badges",
      { name: "Kayak", description: "Paddle.", imageUrl: "/badges/default.svg", category: "water-skills", requirements: ["Capsize drill"] },
      leader.token,
    );
    await page.getByRole("button", { name: "Remove Water Skills" }).click();
    await page.getByRole("tab", { name: "Contact" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Error", "Failed to update settings. Please try again.");
    const tab = page.getByRole("tab", { name: /^Features\s*,\s*has an error$/ });
    await tab.waitFor();
    expect(await tab.getAttribute("aria-selected")).toBe("true");
    const message = 'The category "Water Skills" is used by 1 badge. Move it to another category first.';
    await page.getByText(message).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-invalid") === "true");
    expect(await page.evaluate(() => document.activeElement?.closest("div")?.textContent)).toContain("Add to badge categories");
    expect(await checkScreen(page, "first-week-settings-refused")).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("with a light primary colour (#ffeb3b) every link, text and icon in the troop's colour stays readable", async () => {
    const base = journey.baseUrl;
    const leader = await api<{ authToken: string }>(base, "POST", "/api/login-credentials", {
      username: "leader@example.com",
      password: "leader-pass-1",
      role: "leader",
    });
    await api(base, "PUT", "/api/troop/configuration", { troopName: "Troop 7", primaryColor: "#ffeb3b" }, leader.authToken);

    // The sign-in page, drawn by the server in the troop's colours: "Forgot password?" and "Sign up" were 1.2:1.
    const signedOut = await journey.newPage();
    await signedOut.page.goto("/login");
    await signedOut.page.getByRole("button", { name: "Forgot password?" }).waitFor();
    expect(await contrastOnWhite(signedOut.page, "text=Forgot password?")).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOnWhite(signedOut.page, "text=Don't have an account? Sign up")).toBeGreaterThanOrEqual(4.5);
    expect(await contrastFailures(signedOut.page)).toEqual([]);
    expect(await checkScreen(signedOut.page, "first-week-light-primary-sign-in")).toEqual([]);

    // The leader's dashboard: the top bar's icon links and the dashboard's own icons and links.
    const { page, errors } = await journey.newPage({ authToken: leader.authToken });
    await page.goto("/leader-dashboard");
    await page.getByRole("heading", { name: "Scout Leader Dashboard" }).waitFor();
    expect(await contrastFailures(page)).toEqual([]);
    expect(await checkScreen(page, "first-week-light-primary-dashboard")).toEqual([]);
    // The troop's own colour stays on what it fills (buttons), with black text on it.
    const button = page.getByRole("navigation", { name: "Dashboard shortcuts" }).getByRole("link", { name: "Manage Scouts" });
    // (As the theme holds it: an HSL triplet in whole percents, a unit or two off the hex.)
    const fill = (await button.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)?.map(Number) ?? [];
    for (const [i, channel] of [255, 235, 59].entries()) expect(Math.abs((fill[i] ?? 0) - channel)).toBeLessThanOrEqual(3);
    expect(errors).toEqual([]);
  });
});
