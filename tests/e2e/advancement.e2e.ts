import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();
const resultsDir = resolve(import.meta.dirname, "../../test-results");

type Badge = { id: string; name: string };

describe("a badge's way: earned → approved → presented; the scout's own feed", () => {
  it("with leader approval on: the scout earns, a leader approves from the queue, the scout sees it earned, the leader marks it presented", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const scout = await scoutViaApi(base, leader.token, { firstName: "Ada", lastName: "Pine", email: "ada@example.com", welcomed: true });
    const config = await api<{ troopName: string }>(base, "GET", "/api/troop/configuration", undefined, leader.token);
    await api(base, "PUT", "/api/troop/configuration", { troopName: config.troopName, requireLeaderApproval: true }, leader.token);
    const badge = await api<Badge>(
      base,
      "POST",
      "/api/badges",
      {
        name: "Lashing",
        description: "Tie poles together.",
        imageUrl: "/badges/default.svg",
        category: "skills",
        requirements: ["Square lashing", "Diagonal lashing"],
      },
      leader.token,
    );

    // The scout ticks both requirements and earns: it goes for approval.
    const scoutPage = await journey.newPage({ authToken: scout.token });
    await scoutPage.page.goto("/");
    await scoutPage.page.getByRole("button", { name: /^Lashing, / }).click();
    const dialog = scoutPage.page.getByRole("dialog");
    for (const name of ["Square lashing", "Diagonal lashing"]) {
      const saved = scoutPage.page.waitForResponse((r) => r.url().includes("/progress") && r.request().method() === "PATCH");
      await dialog.getByRole("checkbox", { name }).click();
      expect((await saved).status()).toBe(200);
    }
    await dialog.getByRole("button", { name: "Earn This Badge!" }).click();
    await expectToast(scoutPage.page, "Sent for approval", "A leader will check your Lashing badge soon.");
    await dialog.getByText("Waiting for approval").waitFor();
    expect(await dialog.getByRole("button", { name: "Earn This Badge!" }).count()).toBe(0);
    expect(await checkScreen(scoutPage.page, "advancement-scout-waiting")).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();

    // The leader approves it from the To review tab.
    const leaderPage = await journey.newPage({ authToken: leader.token });
    await leaderPage.page.goto("/scout-management");
    await leaderPage.page.getByRole("tab", { name: /To review/ }).click();
    await leaderPage.page.getByTestId("approval-request").filter({ hasText: "Ada Pine · Lashing" }).waitFor();
    expect(await checkScreen(leaderPage.page, "advancement-to-review")).toEqual([]);
    await leaderPage.page.getByRole("button", { name: "Approve Lashing for Ada Pine" }).click();
    await expectToast(leaderPage.page, "Badge approved", "Ada Pine has earned the Lashing badge.");
    await leaderPage.page.getByText("Nothing waiting for review.").waitFor();

    // The scout sees it earned.
    await scoutPage.page.reload();
    await scoutPage.page.getByRole("button", { name: "Lashing, earned. Open details" }).waitFor();

    // The leader sees it to present, prints the list, and marks it presented: it leaves the list.
    await leaderPage.page.getByRole("tab", { name: "Badges to present" }).click();
    const list = leaderPage.page.getByTestId("to-present-list");
    await list.getByText("Ada Pine").waitFor();
    await list.getByText("Lashing").waitFor();
    expect(await checkScreen(leaderPage.page, "advancement-to-present")).toEqual([]);
    mkdirSync(resultsDir, { recursive: true });
    const pdf = join(resultsDir, "advancement-to-present.pdf");
    await leaderPage.page.emulateMedia({ media: "print" });
    expect(await leaderPage.page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await leaderPage.page.getByRole("tab", { name: "Badges to present" }).isVisible()).toBe(false);
    // page.pdf prints with the print stylesheet (the page is in print media here).
    await leaderPage.page.pdf({ path: pdf, format: "A4" });
    await leaderPage.page.emulateMedia({ media: null });
    const pages = execFileSync("pdfinfo", [pdf])
      .toString()
      .match(/Pages:\s+(\d+)/)?.[1];
    expect(pages).toBe("1");
    execFileSync("pdftoppm", ["-png", "-r", "60", "-singlefile", pdf, join(resultsDir, "advancement-to-present-pdf")]);

    await leaderPage.page.getByRole("checkbox", { name: "Select Lashing for Ada Pine" }).click();
    await leaderPage.page.getByRole("button", { name: "Mark selected as presented (1)" }).click();
    await expectToast(leaderPage.page, "1 badge marked as presented");
    await leaderPage.page.getByText("Every earned badge has been presented.").waitFor();
    const awards = await api<{ badgeId: string; presentedAt: string | null }[]>(base, "GET", "/api/scout-badges", undefined, leader.token);
    expect(awards.find((a) => a.badgeId === badge.id)?.presentedAt).not.toBeNull();
    expect(scoutPage.errors).toEqual([]);
    expect(leaderPage.errors).toEqual([]);
  });

  it("a scout reads a leader's feedback and their points on their own feed", async () => {
    const base = journey.baseUrl;
    const leader = {
      token: (
        await api<{ authToken: string }>(base, "POST", "/api/login-credentials", {
          username: "leader@example.com",
          password: "leader-pass-1",
          role: "leader",
        })
      ).authToken,
    };
    const scout = await scoutViaApi(base, leader.token, { firstName: "Bo", lastName: "Oak", email: "bo@example.com", welcomed: true });
    const badge = await api<Badge>(
      base,
      "POST",
      "/api/badges",
      {
        name: "Compass",
        description: "Find north.",
        imageUrl: "/badges/default.svg",
        category: "outdoor",
        requirements: ["Take a bearing", "Walk it"],
      },
      leader.token,
    );
    await api(base, "PATCH", `/api/badges/${badge.id}/progress`, { completedRequirements: [0] }, scout.token);
    const feed = await api<{ id: string; scoutName: string }[]>(base, "GET", "/api/activities", undefined, leader.token);
    const mine = feed.find((a) => a.scoutName === "Bo Oak");
    await api(base, "POST", `/api/activities/${mine?.id}/reactions`, { emoji: "👍", message: "Spot-on bearing, Bo!" }, leader.token);

    const { page, errors } = await journey.newPage({ authToken: scout.token });
    await page.goto("/");
    await page.getByRole("heading", { name: "My Activity" }).waitFor();
    await page.getByTestId("my-points").getByText("5 points").waitFor();
    const item = page.getByTestId("my-activity").filter({ hasText: "Progress on Compass" });
    await item.getByText("Spot-on bearing, Bo!").waitFor();
    await item.getByText("Lena Leader").waitFor();
    expect(await checkScreen(page, "advancement-my-feed")).toEqual([]);

    // Feed switched off: the scout's feed goes; switched on again it is back with its history.
    const config = await api<{ troopName: string }>(base, "GET", "/api/troop/configuration", undefined, leader.token);
    await api(base, "PUT", "/api/troop/configuration", { troopName: config.troopName, enableActivityFeed: false }, leader.token);
    await page.reload();
    await page.getByRole("heading", { name: "My Badge Progress" }).waitFor();
    await page.getByRole("button", { name: /^Compass, / }).waitFor();
    expect(await page.getByRole("heading", { name: "My Activity" }).count()).toBe(0);
    await api(base, "PUT", "/api/troop/configuration", { troopName: config.troopName, enableActivityFeed: true }, leader.token);
    await page.reload();
    await page.getByText("Spot-on bearing, Bo!").waitFor();
    expect(errors).toEqual([]);
  });

  it("a leader adds a custom badge category and a badge in it shows on the scout's category cards", async () => {
    const base = journey.baseUrl;
    const leader = {
      token: (
        await api<{ authToken: string }>(base, "POST", "/api/login-credentials", {
          username: "leader@example.com",
          password: "leader-pass-1",
          role: "leader",
        })
      ).authToken,
    };
    const scout = await scoutViaApi(base, leader.token, { firstName: "Cy", lastName: "Reed", email: "cy@example.com", welcomed: true });

    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/troop-settings");
    await page.getByRole("tab", { name: "Features" }).click();
    await page.getByLabel("Add to badge categories").fill("Water Skills");
    await page.getByRole("button", { name: "Add" }).first().click();
    await page.getByLabel("Badge category 1", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings Updated", "Your troop settings have been saved successfully.");
    expect(await checkScreen(page, "advancement-custom-categories")).toEqual([]);
    const features = await api<{ customBadgeCategories: { key: string; label: string }[] }>(
      base,
      "GET",
      "/api/troop/features",
      undefined,
      scout.token,
    );
    expect(features.customBadgeCategories).toEqual([{ key: "water-skills", label: "Water Skills" }]);

    await api(
      base,
      "POST",
      "/api/badges",
      { name: "Kayak", description: "Paddle.", imageUrl: "/badges/default.svg", category: "water-skills", requirements: ["Capsize drill"] },
      leader.token,
    );
    const scoutPage = await journey.newPage({ authToken: scout.token });
    await scoutPage.page.goto("/");
    const card = scoutPage.page.getByTestId("category-card").filter({ hasText: "Water Skills" });
    await card.getByText("0/1").waitFor();
    expect(await scoutPage.page.getByTestId("category-card").count()).toBe(4);
    await card.click();
    await scoutPage.page.getByRole("heading", { name: "Water Skills Badges" }).waitFor();
    await scoutPage.page.getByRole("button", { name: /^Kayak, / }).waitFor();
    expect(await checkScreen(scoutPage.page, "advancement-custom-category-cards")).toEqual([]);

    // Removing it while the badge uses it is refused with the count.
    const refused = await fetch(`${base}/api/troop/configuration`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${leader.token}`, Origin: base },
      body: JSON.stringify({ troopName: "My Scout Troop", customBadgeCategories: [] }),
    });
    expect(refused.status).toBe(409);
    const inUse = 'The category "Water Skills" is used by 1 badge. Move it to another category first.';
    expect(await refused.json()).toEqual({ error: inUse, fields: { customBadgeCategories: inUse } });
    expect(errors).toEqual([]);
    expect(scoutPage.errors).toEqual([]);
  });
});
