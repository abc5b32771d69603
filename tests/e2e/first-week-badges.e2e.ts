import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

const REQUIREMENTS = ["Tie a reef knot", "Tie a bowline", "Tie a clove hitch", "Whip a rope end"];

describe("a scout's first week with badges", () => {
  it("Escape closes the badge dialog under a toast; an awarded badge shows its real ticks; with tracking off the dialog says one thing", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const scout = await scoutViaApi(base, leader.token, { firstName: "Ada", lastName: "Pine", email: "ada@example.com", welcomed: true });
    const badge = (name: string) =>
      api<{ id: string }>(
        base,
        "POST",
        "/api/badges",
        {
          name,
          description: "Practise until it is easy.",
          imageUrl: "/badges/default.svg",
          category: "skills",
          requirements: REQUIREMENTS,
        },
        leader.token,
      );
    const knots = await badge("Knots Plus");
    const lashing = await badge("Lashing");
    const rescue = await badge("Rope Rescue");
    const tick = (id: string, completedRequirements: number[]) =>
      api(base, "PATCH", `/api/badges/${id}/progress`, { completedRequirements }, scout.token);
    await tick(knots.id, [0, 1, 2]);
    await tick(lashing.id, [1]);
    await tick(rescue.id, [0]);
    const roster = await api<{ id: string; email: string | null }[]>(base, "GET", "/api/scouts", undefined, leader.token);
    const ada = roster.find((s) => s.email === "ada@example.com");
    await api(base, "POST", `/api/scouts/${ada?.id}/award-badge`, { badgeId: lashing.id, awardedBy: "Scout Leader" }, leader.token);

    const { page, errors } = await journey.newPage({ authToken: scout.token });
    await page.goto("/");
    await page.getByRole("button", { name: "View All Badges" }).click();

    // Earning shows a toast over the open dialog; one Escape closes the dialog, the top-most layer a keyboard user works in.
    await page.getByRole("button", { name: /^Knots Plus, / }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Earn This Badge!" }).click();
    await expectToast(page, "Badge Earned! 🎉", "Congratulations! You've earned the Knots Plus badge!");
    await dialog
      .getByText(/Earned|Just earned!/)
      .first()
      .waitFor();
    const toastText = page.getByText("Congratulations! You've earned the Knots Plus badge!", { exact: true });
    expect(await toastText.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // The toast was over the dialog and stays: the Escape was the dialog's.
    expect(await toastText.isVisible()).toBe(true);
    expect(await checkScreen(page, "first-week-badge-escape-under-toast", { axeExclude: ['[data-testid="celebration"]'] })).toEqual([]);

    // Earned by ticking three of four: three ticks, the fourth not, and no leader's award claimed.
    await page.getByRole("button", { name: /^Knots Plus, / }).click();
    expect(await dialog.getByRole("checkbox").evaluateAll((boxes) => boxes.map((b) => b.getAttribute("aria-checked")))).toEqual([
      "true",
      "true",
      "true",
      "false",
    ]);
    expect(await dialog.getByText("Awarded by a leader").count()).toBe(0);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // Awarded by a leader with one requirement ticked: not every requirement pretends to be ticked.
    await page.getByRole("button", { name: /^Lashing, / }).click();
    await dialog.getByText("Awarded by a leader").waitFor();
    expect(await dialog.getByRole("checkbox").evaluateAll((boxes) => boxes.map((b) => b.getAttribute("aria-checked")))).toEqual([
      "false",
      "true",
      "false",
      "false",
    ]);
    expect(await checkScreen(page, "first-week-badge-awarded-by-leader")).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // Tracking off: the badge in progress says that leaders record badges, and nothing about completing requirements.
    await api(base, "PUT", "/api/troop/configuration", { troopName: "My Scout Troop", enableAdvancementTracking: false }, leader.token);
    await page.reload();
    await page.getByRole("button", { name: "View All Badges" }).click();
    await page.getByRole("button", { name: /^Rope Rescue, / }).click();
    await dialog
      .getByText("Your leaders record badges for this troop. Show them what you have done; they award the badge.", { exact: true })
      .waitFor();
    expect(await dialog.getByText(/Complete more requirements/).count()).toBe(0);
    expect(await dialog.getByText(/Scouts tick off requirements/).count()).toBe(0);
    expect(await dialog.getByRole("button", { name: /Earn/ }).count()).toBe(0);
    for (const box of await dialog.getByRole("checkbox").all()) expect(await box.isDisabled()).toBe(true);
    expect(await checkScreen(page, "first-week-badge-tracking-off")).toEqual([]);
    expect(errors).toEqual([]);
  });
});
