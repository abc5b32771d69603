import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast, signInViaUi } from "./support/ui";

const journey = setUpJourney();

type ApiBadge = { id: string; name: string; requirements: string[]; progressPercentage: number; category: string };

const card = (page: Page, name: string) =>
  page.getByTestId("admin-badge-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

describe("badge admin: create, edit, delete, import", () => {
  it("manages badges from the Badges tab", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const { page, errors, context } = await journey.newPage();
    await signInViaUi(page, leader.email, leader.password, "leader");
    await page.getByRole("link", { name: "Badge and event admin" }).waitFor();
    await page.goto("/admin");

    await page.getByRole("heading", { name: "Manage badges and events for your Scout group", level: 1 }).waitFor();
    await page.getByRole("tab", { name: "Badges", selected: true }).waitFor();
    await page.getByTestId("admin-badge-card").first().waitFor();
    const starter = await page.getByTestId("admin-badge-card").count();
    expect(starter).toBeGreaterThanOrEqual(12);
    expect(await checkScreen(page, "admin-badges")).toEqual([]);

    // Keyboard: the dialog opens with Enter, focus starts in the form, Escape closes it and focus returns.
    const addButton = page.getByRole("button", { name: "Add Badge" });
    await addButton.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Add New Badge" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("id")?.endsWith("-name"))).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    expect(await addButton.evaluate((el) => el === document.activeElement)).toBe(true);
    // A visible focus ring on keyboard focus.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(await addButton.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");

    // Add Badge: required fields are checked before sending.
    await addButton.click();
    const dialog = page.getByRole("dialog", { name: "Add New Badge" });
    await dialog.waitFor();
    expect(await dialog.getByRole("combobox", { name: "Category *" }).textContent()).toContain("Outdoor");
    await dialog.getByRole("button", { name: "Create Badge" }).click();
    for (const message of ["Name is required.", "Description is required.", "Image URL is required.", "Add at least one requirement."]) {
      await dialog.getByText(message).waitFor();
    }
    expect(await checkScreen(page, "admin-badge-dialog-errors")).toEqual([]);

    await dialog.getByLabel("Name *").fill("Lashing Pro");
    await dialog.getByLabel("Description *").fill("Tie the knots every scout should know.");
    await dialog.getByRole("combobox", { name: "Category *" }).click();
    await page.getByRole("option", { name: "Skills" }).click();
    await dialog.getByLabel("Image URL *").fill("/badges/knots.svg");
    await dialog.getByLabel("Requirements *").fill("Tie a reef knot\n\n   \n  Tie a bowline  \n");
    // A number input ignores letters: typing "abc" leaves it empty, which is sent as 0.
    await dialog.getByLabel("Initial Progress (%)").fill("");
    await dialog.getByText("One requirement per line (2 so far).").waitFor();
    await dialog.getByRole("button", { name: "Create Badge" }).click();
    await expectToast(page, "Badge created successfully!");
    await dialog.waitFor({ state: "hidden" });
    await card(page, "Lashing Pro").waitFor();
    await card(page, "Lashing Pro").getByText("2 requirements").waitFor();
    expect(await page.getByTestId("admin-badge-card").count()).toBe(starter + 1);

    const created = (await api<ApiBadge[]>(journey.baseUrl, "GET", "/api/badges", undefined, leader.token)).find(
      (b) => b.name === "Lashing Pro",
    );
    expect(created).toMatchObject({ category: "skills", progressPercentage: 0, requirements: ["Tie a reef knot", "Tie a bowline"] });

    // Edit: the server's field error shows at the field; then a valid update.
    await card(page, "Lashing Pro").getByRole("button", { name: "Edit Lashing Pro" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Badge" });
    await edit.waitFor();
    expect(await edit.getByLabel("Name *").inputValue()).toBe("Lashing Pro");
    expect(await edit.getByLabel("Requirements *").inputValue()).toBe("Tie a reef knot\nTie a bowline");
    await edit.getByLabel("Image URL *").fill("javascript:alert(1)");
    await edit.getByRole("button", { name: "Update Badge" }).click();
    await expectToast(page, "Error", "Failed to update badge. Please try again.");
    await edit.getByText("Image URL must start with http://, https:// or /.").waitFor();
    expect(await edit.getByLabel("Image URL *").getAttribute("aria-invalid")).toBe("true");
    expect(await checkScreen(page, "admin-badge-dialog-edit")).toEqual([]);

    await edit.getByLabel("Image URL *").fill("/badges/knots.svg");
    await edit.getByLabel("Name *").fill("Lashing Expert");
    // Outside 0–100 is refused at the field, not clamped.
    await edit.getByLabel("Initial Progress (%)").fill("150");
    await edit.getByRole("button", { name: "Update Badge" }).click();
    await edit.getByText("Initial progress must be between 0 and 100.").waitFor();
    expect(await edit.getByLabel("Initial Progress (%)").getAttribute("aria-invalid")).toBe("true");
    await edit.getByLabel("Initial Progress (%)").fill("100");
    await edit.getByRole("button", { name: "Update Badge" }).click();
    await expectToast(page, "Badge Updated");
    await card(page, "Lashing Expert").waitFor();
    const updated = (await api<ApiBadge[]>(journey.baseUrl, "GET", "/api/badges", undefined, leader.token)).find(
      (b) => b.id === created?.id,
    );
    expect(updated).toMatchObject({ name: "Lashing Expert", progressPercentage: 100 });

    // Delete asks first; Cancel keeps the badge.
    await card(page, "Lashing Expert").getByRole("button", { name: "Delete Lashing Expert" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to delete this badge?").waitFor();
    expect(await checkScreen(page, "admin-badge-delete-confirm")).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    await card(page, "Lashing Expert").waitFor();
    await card(page, "Lashing Expert").getByRole("button", { name: "Delete Lashing Expert" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Badge Deleted");
    await card(page, "Lashing Expert").waitFor({ state: "detached" });
    expect(await page.getByTestId("admin-badge-card").count()).toBe(starter);

    // Import: blank and broken JSON are refused with a toast.
    await page.getByRole("button", { name: "Import Badges" }).click();
    const imp = page.getByRole("dialog", { name: "Import Badges" });
    await imp.waitFor();
    await imp.getByRole("button", { name: "Import Badges" }).click();
    await expectToast(page, "Invalid JSON", "Please check your JSON format and try again.");
    await imp.getByLabel("Badge JSON").fill('[{"name": "Broken",');
    await imp.getByRole("button", { name: "Import Badges" }).click();
    await expectToast(page, "Invalid JSON", "Please check your JSON format and try again.");
    expect(await page.getByTestId("admin-badge-card").count()).toBe(starter);

    // Download Template gives a JSON file.
    const [download] = await Promise.all([page.waitForEvent("download"), imp.getByRole("button", { name: "Download Template" }).click()]);
    expect(download.suggestedFilename()).toBe("badge-template.json");
    const template = JSON.parse(readFileSync(await download.path(), "utf8")) as unknown[];
    expect(Array.isArray(template)).toBe(true);
    expect(template[0]).toHaveProperty("requirements");

    await imp.getByRole("button", { name: "Load Sample" }).click();
    expect(await imp.getByLabel("Badge JSON").inputValue()).toContain("Stargazer");
    expect(await checkScreen(page, "admin-import-dialog")).toEqual([]);
    await imp.getByRole("button", { name: "Import Badges" }).click();
    await expectToast(page, "Successfully imported 2 badges!");
    await imp.waitFor({ state: "hidden" });
    await card(page, "Stargazer").waitFor();
    await card(page, "Kind Neighbour").waitFor();
    expect(await page.getByTestId("admin-badge-card").count()).toBe(starter + 2);

    // One badge object (not an array) imports too.
    await page.getByRole("button", { name: "Import Badges" }).click();
    await imp.getByLabel("Badge JSON").fill(
      JSON.stringify({
        name: "Solo Sailor",
        description: "Sail a dinghy alone.",
        requirements: ["Rig a dinghy", "Sail a triangle course"],
      }),
    );
    await imp.getByRole("button", { name: "Import Badges" }).click();
    await expectToast(page, "Successfully imported 1 badges!");
    await card(page, "Solo Sailor").getByText("outdoor").waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
