import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi, signupViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

type Listed = { id: string; name: string; email: string | null; phone: string | null; hasAccount: boolean; possibleDuplicateOf: unknown[] };

const rows = (page: Page) => page.getByTestId("scout-row");
const rowNames = async (page: Page) =>
  (await rows(page).locator("td:nth-child(2)").allInnerTexts()).map((t) => (t.split("\n")[0] ?? "").trim());

describe("roster: merging duplicates and importing all or nothing", () => {
  it("a leader sees two entries of one child marked as possible duplicates and merges them", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const roster = (token = leader.token) => api<Listed[]>(journey.baseUrl, "GET", "/api/scouts", undefined, token);
    // The leader's entry, then the child signs up with the troop's join code and the same email:
    // the join code always makes a new entry.
    await api(journey.baseUrl, "POST", "/api/scouts", { name: "Ada Pine", email: "ada@example.com", phone: "555-0100" }, leader.token);
    await api(journey.baseUrl, "POST", "/api/scouts", { name: "Ben Brook" }, leader.token);
    const { scoutJoinCode } = await api<{ scoutJoinCode: string }>(
      journey.baseUrl,
      "GET",
      "/api/troop/configuration",
      undefined,
      leader.token,
    );
    const child = await signupViaApi(journey.baseUrl, {
      email: "ada@example.com",
      password: "scout-pass-1",
      firstName: "Ada",
      lastName: "Pine",
      role: "scout",
      inviteCode: scoutJoinCode,
    });
    const [badge] = await api<{ id: string; name: string }[]>(journey.baseUrl, "GET", "/api/badges", undefined, child.token);
    if (!badge) throw new Error("starter catalogue missing");
    await api(journey.baseUrl, "PATCH", `/api/badges/${badge.id}/progress`, { completedRequirements: [0] }, child.token);
    const before = await roster();
    expect(before.filter((s) => s.name === "Ada Pine")).toHaveLength(2);

    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/scout-management");
    await expect.poll(() => rowNames(page)).toEqual(["Ada Pine", "Ada Pine", "Ben Brook"]);
    const marked = rows(page).filter({ hasText: "Possible duplicate" });
    await expect.poll(() => marked.count()).toBe(2);
    expect(await rows(page).filter({ hasText: "Ben Brook" }).getByText("Possible duplicate").count()).toBe(0);
    expect(await checkScreen(page, "roster-possible-duplicates")).toEqual([]);

    await page.getByRole("button", { name: "Merge Ada Pine with a duplicate entry" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Merge duplicate entries" });
    await dialog.waitFor();
    // The leader's entry (older, with the phone) is chosen to stay; the sign-up's entry is merged into it.
    const keep = dialog.getByRole("group", { name: "Entry to keep" });
    await keep.getByText("has an account", { exact: false }).waitFor();
    await dialog
      .getByText("Everything recorded for Ada Pine (with the account) moves to Ada Pine (without an account)", { exact: false })
      .waitFor();
    expect(await checkScreen(page, "roster-merge-dialog")).toEqual([]);
    await dialog.getByRole("button", { name: "Merge Entries" }).click();
    await expectToast(page, "Entries Merged");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => rowNames(page)).toEqual(["Ada Pine", "Ben Brook"]);
    expect(await page.getByText("Possible duplicate").count()).toBe(0);
    expect(await checkScreen(page, "roster-merged")).toEqual([]);

    const after = await roster();
    expect(after.filter((s) => s.name === "Ada Pine")).toEqual([
      expect.objectContaining({ email: "ada@example.com", phone: "555-0100", hasAccount: true, possibleDuplicateOf: [] }),
    ]);
    // The child's account now acts as the kept entry, with its progress.
    const badges = await api<{ id: string; completedRequirements: number[] }[]>(
      journey.baseUrl,
      "GET",
      "/api/badges",
      undefined,
      child.token,
    );
    expect(badges.find((b) => b.id === badge.id)?.completedRequirements).toEqual([0]);
    expect(errors).toEqual([]);
  });

  it("a leader's import takes siblings sharing an email with their parents' columns; a refused row creates nobody; fixed, it imports every row", async () => {
    const leader = await api<{ authToken: string }>(journey.baseUrl, "POST", "/api/login-credentials", {
      username: "leader@example.com",
      password: "leader-pass-1",
      role: "leader",
    });
    const token = leader.authToken;
    const names = async () => (await api<Listed[]>(journey.baseUrl, "GET", "/api/scouts", undefined, token)).map((s) => s.name).sort();
    const { page, errors } = await journey.newPage({ authToken: token });
    await page.goto("/scout-management");
    await expect.poll(() => rowNames(page)).toEqual(["Ada Pine", "Ben Brook"]);

    // Dee and Eli are siblings: one family address, one parent. Row 3 holds a character the
    // database cannot store (only the server finds it).
    const csv = [
      "Name,Email,Phone,Parent Name,Parent Email,Parent Phone",
      "Dee Dune,dunes@example.com,'+44 7700 900001,Pat Dune,pat.dune@example.com,'+44 7700 900009",
      "Eli Dune,dunes@example.com,,Pat Dune,pat.dune@example.com,'+44 7700 900009",
      "Cyrus\u0000Cedar,cyrus@example.com,,,,",
      "Fay Fern,fay@example.com,,,,",
    ].join("\n");
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Scouts from CSV" });
    await dialog.getByLabel("Or paste CSV text").fill(csv);
    await dialog.getByText("4 scouts are ready to import.").waitFor();
    await dialog.getByRole("button", { name: "Import 4 Scouts" }).click();

    // The server refuses row 3 (line 4 of the file) and creates none of the four.
    await dialog.getByText("Nothing was imported: 1 row was refused. See the preview below.").waitFor();
    const refusedRow = dialog.getByTestId("import-row").filter({ hasText: "Cyrus" });
    await refusedRow.getByText(/cannot be stored/).waitFor();
    expect(await dialog.getByTestId("import-row").filter({ hasText: "Dee Dune" }).getByText("OK").count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Import", exact: true }).isDisabled()).toBe(true);
    expect(await names()).toEqual(["Ada Pine", "Ben Brook"]);
    expect(await checkScreen(page, "roster-import-refused-row")).toEqual([]);

    // Fixed: every row is imported in one go, the siblings with their shared address and parent.
    await dialog.getByLabel("Or paste CSV text").fill(csv.replace("Cyrus\u0000Cedar", "Cyrus Cedar"));
    await dialog.getByRole("button", { name: "Import 4 Scouts" }).click();
    await expectToast(page, "Scouts Imported", "Imported 4 scouts.");
    await expect.poll(() => rowNames(page)).toEqual(["Ada Pine", "Ben Brook", "Cyrus Cedar", "Dee Dune", "Eli Dune", "Fay Fern"]);
    const listed = await api<(Listed & { contacts: { name: string; email: string | null; phone: string | null }[] })[]>(
      journey.baseUrl,
      "GET",
      "/api/scouts",
      undefined,
      token,
    );
    const dee = listed.find((s) => s.name === "Dee Dune");
    // The export's guard apostrophe is not part of the phone.
    expect(dee?.phone).toBe("+44 7700 900001");
    for (const sibling of ["Dee Dune", "Eli Dune"]) {
      expect(listed.find((s) => s.name === sibling)?.contacts.map((c) => [c.name, c.email, c.phone])).toEqual([
        ["Pat Dune", "pat.dune@example.com", "+44 7700 900009"],
      ]);
    }
    // The roster shows the family's contact under each sibling.
    await rows(page).filter({ hasText: "Eli Dune" }).getByText("Contact: Pat Dune (Parent)").waitFor();
    expect(errors).toEqual([]);
  });
});
