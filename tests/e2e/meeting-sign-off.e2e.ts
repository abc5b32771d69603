import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

type Badge = { id: string; name: string };
type Progress = {
  scout: { id: string; name: string };
  completedRequirements: number[];
  signOffs: { index: number; by: string; on: string }[];
};

describe("signing off requirements at a meeting", () => {
  it("a leader signs one requirement off for five scouts at once; a scout then sees who signed it off and when", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const ada = await scoutViaApi(base, leader.token, { firstName: "Ada", lastName: "Pine", email: "ada@example.com", welcomed: true });
    for (const name of ["Ben Birch", "Cy Reed", "Dee Ash", "Eli Oak"]) await api(base, "POST", "/api/scouts", { name }, leader.token);
    const badge = await api<Badge>(
      base,
      "POST",
      "/api/badges",
      {
        name: "Meeting Knots",
        description: "Knots tied at troop night.",
        imageUrl: "/badges/default.svg",
        category: "outdoor",
        requirements: ["Tie a reef knot", "Tie a bowline", "Tie a clove hitch"],
      },
      leader.token,
    );

    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/leader-dashboard");
    await page.getByRole("button", { name: "Sign off at a meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign off at a meeting" });
    await dialog.getByRole("combobox", { name: "Badge" }).click();
    await page.getByRole("option", { name: "Meeting Knots" }).click();
    await dialog.getByRole("combobox", { name: "Requirement" }).click();
    await page.getByRole("option", { name: "2. Tie a bowline" }).click();
    const scouts = dialog.getByTestId("meeting-scouts");
    await scouts.getByText("Eli Oak").waitFor();
    // Select all from the keyboard.
    await dialog.getByRole("checkbox", { name: "Select all" }).focus();
    await page.keyboard.press("Space");
    expect(await scouts.locator('[role="checkbox"][data-state="checked"]').count()).toBe(5);
    expect(await checkScreen(page, "meeting-sign-off")).toEqual([]);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Signed off for 5 scouts");
    await dialog.waitFor({ state: "detached" });

    // The server holds five sign-offs of the bowline, by the leader, today.
    const rows = await api<Progress[]>(base, "GET", `/api/badges/${badge.id}/progress`, undefined, leader.token);
    const signed = rows.filter((r) => r.signOffs.some((s) => s.index === 1 && s.by === "Lena Leader"));
    expect(signed.map((r) => r.scout.name).sort()).toEqual(["Ada Pine", "Ben Birch", "Cy Reed", "Dee Ash", "Eli Oak"]);
    expect(signed.every((r) => r.completedRequirements.includes(1))).toBe(true);
    const on = signed[0]?.signOffs[0]?.on ?? "";

    // Opened again, the bowline shows everyone signed off, ticked and locked.
    await page.getByRole("button", { name: "Sign off at a meeting" }).click();
    await dialog.getByRole("combobox", { name: "Badge" }).click();
    await page.getByRole("option", { name: "Meeting Knots" }).click();
    await dialog.getByRole("combobox", { name: "Requirement" }).click();
    await page.getByRole("option", { name: "2. Tie a bowline" }).click();
    await scouts.getByText("Eli Oak").waitFor();
    expect(await scouts.locator('[role="checkbox"][disabled]').count()).toBe(5);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // Ada sees the requirement ticked and locked, with who signed it off and when.
    const scoutView = await journey.newPage({ authToken: ada.token });
    await scoutView.page.goto("/");
    const card = scoutView.page.getByTestId("badge-card").filter({ hasText: "Meeting Knots" });
    await card.locator("button").first().click();
    const badgeDialog = scoutView.page.getByRole("dialog");
    await badgeDialog.getByRole("heading", { name: "Meeting Knots" }).waitFor();
    const day = new Date(`${on}T00:00:00Z`).toLocaleDateString("en-US", {
      timeZone: "UTC",
      year: "numeric",
      month: "short",
      day: "numeric",
    });
    await badgeDialog.getByText(`Signed off by Lena Leader on ${day}`).waitFor();
    const bowline = badgeDialog.getByRole("checkbox", { name: "Tie a bowline" });
    expect(await bowline.getAttribute("data-state")).toBe("checked");
    expect(await bowline.isDisabled()).toBe(true);
    expect(await badgeDialog.getByRole("checkbox", { name: "Tie a reef knot" }).isDisabled()).toBe(false);
    expect(await checkScreen(scoutView.page, "badge-dialog-signed-off")).toEqual([]);
    expect(scoutView.errors).toEqual([]);

    // From the roster, the leader signs Ada's reef knot off with a note and undoes the bowline.
    await page.goto("/scout-management");
    await page.getByRole("button", { name: "Badge progress of Ada Pine" }).click();
    const progress = page.getByRole("dialog", { name: "Ada Pine's badges" });
    const row = progress.getByTestId("scout-progress-badge").filter({ hasText: "Meeting Knots" });
    await row.getByText("Requirements", { exact: true }).click();
    await row.getByRole("button", { name: "Sign off: Tie a reef knot" }).click();
    const form = page.getByRole("dialog", { name: "Sign off requirement" });
    await form.getByLabel("Note (optional)").fill("Tied it first time.");
    expect(await checkScreen(page, "sign-off-requirement-form")).toEqual([]);
    await form.getByRole("button", { name: "Sign off" }).click();
    await expectToast(page, "Signed off");
    await form.waitFor({ state: "detached" });
    await row.getByText("“Tied it first time.”").waitFor();
    expect(await checkScreen(page, "scout-progress-sign-offs")).toEqual([]);
    await row.getByRole("button", { name: "Undo sign-off: Tie a bowline" }).click();
    await expectToast(page, "Sign-off undone");
    await row.getByRole("button", { name: "Sign off: Tie a bowline" }).waitFor();
    const mine = await api<{ id: string; completedRequirements: number[]; signOffs: { index: number }[] }[]>(
      base,
      "GET",
      "/api/badges",
      undefined,
      ada.token,
    );
    expect(mine.find((b) => b.id === badge.id)).toMatchObject({ completedRequirements: [0], signOffs: [{ index: 0 }] });
    expect(errors).toEqual([]);
  });
});
