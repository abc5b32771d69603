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

  it("a leader's import with a refused row creates nobody and shows the row; fixed, it imports every row", async () => {
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

    // Another leader adds a scout with the email of row 3 while this page shows the roster as it was.
    await api(journey.baseUrl, "POST", "/api/scouts", { name: "Cy Cedar", email: "cy@example.com" }, token);
    const csv = [
      "Name,Email,Phone",
      "Dee Dune,dee@example.com,'+44 7700 900001",
      "Eli Elm,eli@example.com,",
      "Cyrus Cedar,cy@example.com,",
      "Fay Fern,fay@example.com,",
    ].join("\n");
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Scouts from CSV" });
    await dialog.getByLabel("Or paste CSV text").fill(csv);
    await dialog.getByText("4 scouts are ready to import.").waitFor();
    await dialog.getByRole("button", { name: "Import 4 Scouts" }).click();

    // The server refuses row 3 (line 4 of the file) and creates none of the four.
    await dialog.getByText("Nothing was imported: 1 row was refused. See the preview below.").waitFor();
    // The row says why: the server's message, then (once the roster is read again) the preview's, which names the scout.
    const refusedRow = dialog.getByTestId("import-row").filter({ hasText: "Cyrus Cedar" });
    await refusedRow
      .getByText(/^(A scout with this email is already on the roster\.|cy@example\.com already belongs to Cy Cedar on the roster\.)$/)
      .waitFor();
    expect(await dialog.getByTestId("import-row").filter({ hasText: "Dee Dune" }).getByText("OK").count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Import", exact: true }).isDisabled()).toBe(true);
    expect(await names()).toEqual(["Ada Pine", "Ben Brook", "Cy Cedar"]);
    expect(await checkScreen(page, "roster-import-refused-row")).toEqual([]);

    // Fixed: every row is imported in one go.
    await dialog.getByLabel("Or paste CSV text").fill(csv.replace("cy@example.com", "cyrus@example.com"));
    await dialog.getByRole("button", { name: "Import 4 Scouts" }).click();
    await expectToast(page, "Scouts Imported", "Imported 4 scouts.");
    await expect
      .poll(() => rowNames(page))
      .toEqual(["Ada Pine", "Ben Brook", "Cy Cedar", "Cyrus Cedar", "Dee Dune", "Eli Elm", "Fay Fern"]);
    const dee = (await api<Listed[]>(journey.baseUrl, "GET", "/api/scouts", undefined, token)).find((s) => s.name === "Dee Dune");
    // The export's guard apostrophe is not part of the phone.
    expect(dee?.phone).toBe("+44 7700 900001");
    expect(errors).toEqual([]);
  });
});
