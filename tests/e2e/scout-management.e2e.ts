import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

/** Picks `option` in a form's select, or in a filter, which is the browser's own select. */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole("combobox", { name: label, exact: true });
  if ((await select.evaluate((element) => element.tagName)) === "SELECT") return void (await select.selectOption({ label: option }));
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const rows = (page: Page) => page.getByTestId("scout-row");
// The name cell also says whether the scout has an account and lists linked parents: the name is its first line.
const rowNames = async (page: Page) =>
  (await rows(page).locator("td:nth-child(2)").allInnerTexts()).map((t) => (t.split("\n")[0] ?? "").trim());

describe("scout group management", () => {
  it("roster, CSV, bulk award, attendance, badge awards and the activity feed", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const badges = await api<{ id: string; name: string }[]>(journey.baseUrl, "GET", "/api/badges", undefined, leader.token);
    const [first, second] = badges;
    if (!first || !second) throw new Error("starter catalogue missing");
    const day = 86_400_000;
    await api(
      journey.baseUrl,
      "POST",
      "/api/events",
      {
        title: "Spring Campout",
        description: "Tents and a fire.",
        startDate: new Date(Date.now() - 3 * day).toISOString(),
        location: "Pine Woods",
        imageUrl: "/badges/camper.svg",
      },
      leader.token,
    );

    const { page, errors, context } = await journey.newPage({ authToken: leader.token });
    await page.goto("/scout-management");

    // Empty roster.
    await page.getByRole("heading", { name: "Scout Group Management", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "No Scouts Found" }).waitFor();
    await expect.poll(() => page.getByTestId("stat-total-scouts").innerText()).toBe("0");
    await expect.poll(() => page.getByTestId("stat-available-badges").innerText()).toBe(String(badges.length));
    await expect.poll(() => page.getByTestId("stat-total-events").innerText()).toBe("1");
    expect(await checkScreen(page, "scout-management-empty")).toEqual([]);

    // Add Scout: name required, then saved.
    await page.getByRole("button", { name: "Add Scout" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Add Scout" }).waitFor();
    await dialog.getByRole("button", { name: "Add Scout" }).click();
    await dialog.getByText("Name is required.").waitFor();
    expect(await checkScreen(page, "scout-management-add-dialog")).toEqual([]);
    // Exact labels: the family contacts' fields ("Contact 1 name", "Contact 1 email") sit in the same form.
    await dialog.getByLabel(/^Name/).fill("Alice Archer");
    await dialog.getByLabel("Email", { exact: true }).fill("alice@example.com");
    await dialog.getByLabel("Phone", { exact: true }).fill("+44 7000 000001");
    await dialog.getByLabel("Notes", { exact: true }).fill("Loves knots, hates rain");
    await dialog.getByRole("button", { name: "Add Scout" }).click();
    await expectToast(page, "Scout Added");
    await dialog.waitFor({ state: "detached" });
    // The roster is read again after the save; the row follows the toast.
    await expect.poll(() => rowNames(page)).toEqual(["Alice Archer"]);

    // Import: a bad file is previewed with a message per row and cannot be imported (an email another
    // entry has is no problem: siblings share their parents').
    await page.getByRole("button", { name: "Import" }).click();
    const importDialog = page.getByRole("dialog");
    await importDialog.getByLabel("Or paste CSV text").fill("Name,Email,Active\nBob Baker,alice@example.com,no\n,cara@example.com,yes\n");
    await importDialog.getByText("Name is required.", { exact: true }).waitFor();
    await importDialog.getByTestId("import-row").filter({ hasText: "Bob Baker" }).getByText("OK").waitFor();
    expect(await importDialog.getByRole("button", { name: "Import" }).isDisabled()).toBe(true);
    expect(await checkScreen(page, "scout-management-import-errors")).toEqual([]);
    await importDialog
      .getByLabel("Or paste CSV text")
      .fill('Name,Email,Active,Notes\nBob Baker,bob@example.com,no,"Tall, quiet"\nCara Cole,cara@example.com,yes,"Line one\nline two"\n');
    await importDialog.getByText("2 scouts are ready to import.").waitFor();
    await importDialog.getByRole("button", { name: "Import 2 Scouts" }).click();
    await expectToast(page, "Scouts Imported", "Imported 2 scouts.");
    await expect.poll(() => rowNames(page)).toEqual(["Alice Archer", "Bob Baker", "Cara Cole"]);
    await expect.poll(() => page.getByTestId("stat-active-scouts").innerText()).toBe("2");

    // Search by name or email, case-insensitive; status filter.
    const search = page.getByLabel("Search scouts");
    await search.fill("BOB");
    await expect.poll(() => rowNames(page)).toEqual(["Bob Baker"]);
    await search.fill("cara@EXAMPLE");
    await expect.poll(() => rowNames(page)).toEqual(["Cara Cole"]);
    await search.fill("nobody");
    await page.getByRole("heading", { name: "No Scouts Found" }).waitFor();
    await search.fill("");
    await choose(page, "Status", "Inactive");
    await expect.poll(() => rowNames(page)).toEqual(["Bob Baker"]);
    await choose(page, "Status", "Active");
    await expect.poll(() => rowNames(page)).toEqual(["Alice Archer", "Cara Cole"]);
    await choose(page, "Status", "All scouts");

    // Export the roster as CSV.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^scouts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvPath = await download.path();
    const csv = readFileSync(csvPath, "utf8");
    const contactColumns = [1, 2, 3, 4].map((n) => `Contact ${n} Name,Contact ${n} Email,Contact ${n} Phone,Contact ${n} Relationship`);
    expect(csv.split("\r\n")[0]).toBe(
      `Name,Email,Phone,Emergency Contact,Emergency Phone,Date of Birth,Active,Notes,${contactColumns.join(",")}`,
    );
    expect(csv).toContain('Cara Cole,cara@example.com,,,,,yes,"Line one\nline two"');
    expect(csv).toContain("'+44 7000 000001");

    // Delete everyone (select all, Delete Selected), then re-import the exported file.
    await page.getByRole("checkbox", { name: "Select all scouts" }).click();
    await page.getByRole("button", { name: "Delete Selected (3)" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("heading", { name: "Delete 3 scouts?" }).waitFor();
    await confirm.getByText("This action cannot be undone", { exact: false }).waitFor();
    expect(await checkScreen(page, "scout-management-delete-selected")).toEqual([]);
    await confirm.getByRole("button", { name: "Delete 3 scouts" }).click();
    await expectToast(page, "Scouts Deleted");
    await page.getByRole("heading", { name: "No Scouts Found" }).waitFor();

    await page.getByRole("button", { name: "Import" }).click();
    await page.getByLabel("CSV file").setInputFiles(csvPath);
    await page.getByText("3 scouts are ready to import.").waitFor();
    expect(await page.getByTestId("import-row").count()).toBe(3);
    expect(await checkScreen(page, "scout-management-import-preview")).toEqual([]);
    await page.getByRole("button", { name: "Import 3 Scouts" }).click();
    await expectToast(page, "Scouts Imported", "Imported 3 scouts.");
    await expect.poll(() => rowNames(page)).toEqual(["Alice Archer", "Bob Baker", "Cara Cole"]);
    const roster = await api<{ name: string; phone: string | null; notes: string | null; isActive: boolean }[]>(
      journey.baseUrl,
      "GET",
      "/api/scouts",
      undefined,
      leader.token,
    );
    expect(roster.find((s) => s.name === "Alice Archer")).toMatchObject({
      phone: "+44 7000 000001",
      notes: "Loves knots, hates rain",
      isActive: true,
    });
    expect(roster.find((s) => s.name === "Bob Baker")).toMatchObject({ notes: "Tall, quiet", isActive: false });
    expect(roster.find((s) => s.name === "Cara Cole")).toMatchObject({ notes: "Line one\nline two" });

    // Edit one scout, delete another.
    await page.getByRole("button", { name: "Edit Bob Baker" }).click();
    await page.getByRole("dialog").getByRole("heading", { name: "Edit Scout" }).waitFor();
    expect(await page.getByRole("dialog").getByLabel(/^Name/).inputValue()).toBe("Bob Baker");
    await page.getByRole("dialog").getByLabel("Emergency Contact").fill("Barbara Baker");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Scout Updated");
    await page.getByRole("button", { name: "Delete Cara Cole" }).click();
    await page.getByRole("alertdialog").getByText("This action cannot be undone", { exact: false }).waitFor();
    expect(await checkScreen(page, "scout-management-delete-one")).toEqual([]);
    await page.getByRole("button", { name: "Delete Scout" }).click();
    await expectToast(page, "Scout Deleted");
    await expect.poll(() => rowNames(page)).toEqual(["Alice Archer", "Bob Baker"]);

    // Bulk award: nothing selected → Selection Required; then select all and award.
    await page.getByRole("button", { name: /^Award Badge/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Award Badge" }).click();
    await expectToast(page, "Selection Required", "Please select scouts and a badge to award.");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    // By keyboard: Space toggles select-all, Enter opens the dialog.
    await page.getByRole("checkbox", { name: "Select all scouts" }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Award Badge (2)" }).focus();
    await page.keyboard.press("Enter");
    const awardDialog = page.getByRole("dialog");
    await awardDialog.getByText("Award a badge to 2 selected scouts", { exact: false }).waitFor();
    await choose(page, "Badge", first.name);
    expect(await checkScreen(page, "scout-management-award-dialog")).toEqual([]);
    await awardDialog.getByRole("button", { name: "Award Badge" }).click();
    await expectToast(page, "Badges Awarded", "Awarded to 2 scouts.");
    expect(await page.getByRole("checkbox", { name: "Select all scouts" }).getAttribute("data-state")).toBe("unchecked");
    await page.getByRole("button", { name: "Award Badge", exact: true }).waitFor();
    expect(await checkScreen(page, "scout-management-roster")).toEqual([]);

    // Attendance.
    await page.getByRole("tab", { name: "Attendance Tracking" }).click();
    await page.getByRole("heading", { name: "Select an Event" }).waitFor();
    await page.getByRole("heading", { name: "No Attendance Records" }).waitFor();
    expect(await checkScreen(page, "scout-management-attendance-empty")).toEqual([]);
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expectToast(page, "Selection Required");
    await page.getByRole("combobox", { name: "Event" }).click();
    await page.getByRole("option", { name: /Spring Campout/ }).click();
    await page.getByRole("button", { name: "Mark All Absent" }).click();
    expect(await page.getByText("2 marks pending").count()).toBe(1);
    await page.getByRole("group", { name: "Alice Archer" }).getByRole("button", { name: "Present" }).click();
    expect(
      await page.getByRole("group", { name: "Alice Archer" }).getByRole("button", { name: "Present" }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(await checkScreen(page, "scout-management-attendance-marking")).toEqual([]);
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expectToast(page, "Attendance Recorded");
    const pct = page.getByTestId("attendance-overview-item");
    await expect.poll(() => pct.filter({ hasText: "Alice Archer" }).getByTestId("attendance-percentage").innerText()).toBe("100%");
    expect(await pct.filter({ hasText: "Alice Archer" }).getByTestId("attendance-percentage").getAttribute("data-tone")).toBe("green");
    expect(await pct.filter({ hasText: "Bob Baker" }).getByTestId("attendance-percentage").innerText()).toBe("0%");
    expect(await pct.filter({ hasText: "Bob Baker" }).getByTestId("attendance-percentage").getAttribute("data-tone")).toBe("red");
    await expect.poll(() => page.getByTestId("attendance-history-item").count()).toBe(2);
    expect(await page.getByText("0 marks pending").count()).toBe(0);
    expect(await checkScreen(page, "scout-management-attendance")).toEqual([]);

    // Badge Awards: Alice holds the bulk-awarded badge; award her another one.
    await page.getByRole("tab", { name: "Badge Awards" }).click();
    await choose(page, "Scout", "Alice Archer");
    await expect.poll(() => page.getByTestId("held-badge").count()).toBe(1);
    await page.getByRole("combobox", { name: "Badge to award" }).click();
    expect(await page.getByRole("option", { name: first.name, exact: true }).count()).toBe(0);
    await page.getByRole("option", { name: second.name, exact: true }).click();
    await page.getByRole("button", { name: "Award Badge" }).click();
    await expectToast(page, "Badge Awarded");
    await expect.poll(() => page.getByTestId("held-badge").count()).toBe(2);
    // Bulk: the list excludes holders.
    await choose(page, "Badge", first.name);
    await page.getByText("Every scout already holds this badge.").waitFor();
    await choose(page, "Badge", second.name);
    await expect.poll(() => page.getByTestId("bulk-award-scouts").locator("li").allInnerTexts()).toEqual(["Bob Baker"]);
    await page.getByRole("checkbox", { name: "Bob Baker" }).click();
    expect(await checkScreen(page, "scout-management-awards")).toEqual([]);
    await page.getByRole("button", { name: "Award to 1 Scout" }).click();
    await expectToast(page, "Badges Awarded", "Awarded to 1 scout.");
    await page.getByRole("button", { name: "Award to 0 Scouts" }).waitFor();

    // Activities: react at once, then with a message.
    await page.getByRole("tab", { name: "Scout Activities" }).click();
    await page.getByRole("heading", { name: "Scout Activity Feed" }).waitFor();
    const items = page.getByTestId("activity-item");
    await items.first().waitFor();
    const count = await items.count();
    expect(await page.getByTestId("activity-count").innerText()).toBe(`${count} activities`);
    expect(await items.first().innerText()).toMatch(/less than a minute ago|about|minute/);
    const firstItem = items.first();
    await firstItem.getByRole("button", { name: "Great job!" }).click();
    await firstItem.getByRole("list", { name: "Reactions" }).getByText("Lena Leader").waitFor();
    await firstItem.getByRole("button", { name: "Feedback" }).click();
    const box = firstItem.getByTestId("feedback-box");
    expect(await box.getByRole("button", { name: "Send Champion!" }).isDisabled()).toBe(true);
    await box.getByLabel("Feedback message").fill("   ");
    expect(await box.getByRole("button", { name: "Send Champion!" }).isDisabled()).toBe(true);
    // Only one box open at a time.
    await items.nth(1).getByRole("button", { name: "Feedback" }).click();
    expect(await page.getByTestId("feedback-box").count()).toBe(1);
    await firstItem.getByRole("button", { name: "Feedback" }).click();
    const message = "Brilliant work at the campout, keep it up and show the others how it is done!";
    await box.getByLabel("Feedback message").fill(message);
    expect(await checkScreen(page, "scout-management-activities-feedback")).toEqual([]);
    await box.getByRole("button", { name: "Send Champion!" }).click();
    await box.waitFor({ state: "detached" });
    await firstItem.getByText("Brilliant work at the campout", { exact: false }).waitFor();
    expect(await firstItem.getByTitle(message).innerText()).toMatch(/…$/);

    // Limited to one scout.
    await choose(page, "Show activities for", "Bob Baker");
    await page.getByRole("heading", { name: "Recent Activities" }).waitFor();
    await items.first().waitFor();
    await expect.poll(async () => (await items.allInnerTexts()).every((t) => t.includes("Bob Baker"))).toBe(true);
    expect(await items.count()).toBeGreaterThan(0);
    expect(await checkScreen(page, "scout-management-activities")).toEqual([]);

    // Keyboard: the tabs move with the arrow keys and show focus.
    await page.getByRole("tab", { name: "Scout Activities" }).click();
    await page.keyboard.press("ArrowLeft");
    await page.getByRole("tab", { name: "Badges to present", selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Badges to present");

    expect(errors).toEqual([]);
    await context.close();
  });
});
