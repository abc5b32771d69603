import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { outcomeOf, spawnSource } from "../setup/run-source";
import { type ApiUser, api, leaderViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

/**
 * A district's overview (many-troops M6): the operator puts 35 troops in a district and invites a
 * troop leader as its commissioner, through the running app's socket; the commissioner joins with the
 * emailed code, sorts the troops from the keyboard, downloads them as CSV and prints them 30 to a page,
 * on a phone and on a desktop. A second commissioner, of no troop, signs up with the code alone.
 * Their troop's admin sees the district and leaves it.
 */
// Each troop is started from its own address (behind a proxy that says so): a troop start is limited per address.
const journey = setUpJourney(() => ({ env: { TROOP_SIGNUP: "open", TRUST_PROXY: "true", HOST: "127.0.0.1" } }));
const resultsDir = join(process.cwd(), "test-results");
const TROOPS = 35;

let commissioner: ApiUser;
let code = "";

/** The operator's command line, run as the operator runs it: it reaches the running app through its socket. */
async function operator(...args: string[]) {
  const result = await outcomeOf(
    spawnSource("src/server/operator/cli.ts", args, { env: { ...process.env, DATA_DIR: journey.app.dataDir, DATABASE_URL: "" } }),
  );
  if (result.code !== 0) throw new Error(`operator ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

async function startTroop(n: number) {
  const slug = `troop-${String(n).padStart(2, "0")}`;
  const res = await fetch(`${journey.baseUrl}/api/troops`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: journey.baseUrl, "X-Forwarded-For": `10.9.${n}.1` },
    body: JSON.stringify({
      troopName: `Troop ${String(n).padStart(2, "0")} ${n % 2 ? "Riverside" : "Hilltop"}`,
      slug,
      firstName: "Lee",
      lastName: `Leader${n}`,
      email: `leader${n}@example.com`,
      password: "leader-pass-1",
    }),
  });
  if (res.status !== 201) throw new Error(`starting ${slug}: ${res.status} ${await res.text()}`);
  const { authToken } = (await res.json()) as { authToken: string };
  // A few scouts, more in the later troops, so that sorting by them means something.
  for (let i = 0; i < n % 4; i++)
    await api(journey.baseUrl, "POST", "/api/scouts", { name: `Scout ${i} of ${slug}`, email: null }, authToken);
  return slug;
}

beforeAll(async () => {
  commissioner = await leaderViaApi(journey.baseUrl, "cora.commissioner@example.com");
  await api(journey.baseUrl, "PUT", "/api/troop/configuration", { troopName: "Alpha Troop" }, commissioner.token);
  await api(journey.baseUrl, "POST", "/api/scouts", { name: "Ada Alpha", email: null }, commissioner.token);
  const slugs: string[] = [];
  for (let n = 1; n < TROOPS; n++) slugs.push(await startTroop(n));
  const alpha = await api<{ troops: { slug: string }[] }>(journey.baseUrl, "GET", "/api/auth/user", undefined, commissioner.token);
  await operator("district:create", "River District");
  await operator("district:add", ...slugs, alpha.troops[0]?.slug ?? "", "River District");
  const invited = await operator("district:invite", commissioner.email, "River District");
  code = /code (\S+),/.exec(invited)?.[1] ?? "";
}, 180_000);

describe("a district's overview", () => {
  it("joins with the invite's code, then sorts, downloads and prints the district's troops", async () => {
    const { page, errors } = await journey.newPage({ authToken: commissioner.token, width: 1280, height: 900 });
    await page.goto("/district");
    await page.getByRole("heading", { name: "Join a district" }).waitFor();
    expect(await checkScreen(page, "district-join")).toEqual([]);
    await page.getByLabel("Invite code").fill("WRONGCODE1");
    await page.getByRole("button", { name: "Join district" }).click();
    await page.getByText("This code is not valid. Ask your leader for a new one.").waitFor();
    await page.getByLabel("Invite code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Join district" }).press("Enter");
    await expectToast(page, "You are a commissioner of River District");
    await page.getByRole("heading", { name: "River District", level: 1 }).waitFor();

    const table = page.getByRole("table", { name: /River District: 35 troops/ });
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBe(TROOPS);
    await table.getByText(`Total (${TROOPS} troops)`).waitFor();
    // Sorted by name first; a heading sorts by its column from the keyboard, largest first, then the other way.
    const activeScouts = table.getByRole("columnheader", { name: "Active scouts" });
    expect(await activeScouts.getAttribute("aria-sort")).toBe("none");
    await activeScouts.getByRole("button").focus();
    await page.keyboard.press("Enter");
    expect(await activeScouts.getAttribute("aria-sort")).toBe("descending");
    const counts = async () => (await rows.locator("td:nth-child(2)").allTextContents()).map(Number);
    const descending = await counts();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBe(3);
    await page.keyboard.press("Enter");
    expect(await activeScouts.getAttribute("aria-sort")).toBe("ascending");
    expect(await counts()).toEqual([...descending].reverse().sort((a, b) => a - b));
    expect(await checkScreen(page, "district-overview")).toEqual([]);

    // The CSV: a row per troop with its address, and the totals.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^river-district-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? "", "utf8")
      .trim()
      .split("\r\n");
    expect(csv[0]).toBe(
      "Troop,Address,Active scouts,Leaders,Badges earned (30 days),Badges presented (30 days),Events held (30 days),Attendance % (30 days),Last activity (UTC)",
    );
    expect(csv).toHaveLength(TROOPS + 2);
    expect(csv.some((line) => line.startsWith("Alpha Troop,"))).toBe(true);
    expect(csv.at(-1)).toMatch(new RegExp(`^Total \\(${TROOPS} troops\\),,\\d+,${TROOPS},`));
    // Never a child: no scout's name anywhere on the page or in the file.
    expect(csv.join("\n")).not.toContain("Ada Alpha");
    expect(await page.content()).not.toContain("Ada Alpha");

    // Printed: 30 troops to a page, the headings again on the next, and nothing of the app around it.
    mkdirSync(resultsDir, { recursive: true });
    const pdf = join(resultsDir, "district-overview.pdf");
    await page.emulateMedia({ media: "print" });
    await page.pdf({
      path: pdf,
      format: "A4",
      printBackground: true,
      margin: { top: "12mm", bottom: "12mm", left: "10mm", right: "10mm" },
    });
    expect(execFileSync("pdfinfo", [pdf], { encoding: "utf8" })).toMatch(/^Pages:\s+2$/m);
    execFileSync("pdftoppm", ["-png", "-r", "60", pdf, join(resultsDir, "district-overview-print")]);
    const pages = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).split("\f");
    expect(pages[0]?.match(/^\s*Troop \d\d /gm)?.length ?? 0).toBeGreaterThanOrEqual(29);
    expect(pages[0]).toContain("Page 1 of 2.");
    expect(pages[1]).toContain("Active scouts");
    expect(pages[1]).toContain("Page 2 of 2.");
    expect(pages[1]).toContain(`Total (${TROOPS} troops)`);
    expect(pages.join("")).not.toContain("Invite a commissioner");
    expect(pages.join("")).not.toContain("Download CSV");
    expect(errors).toEqual([]);
  }, 120_000);

  it("works on a phone, where the switcher leads a commissioner to the district", async () => {
    const { page, errors } = await journey.newPage({ authToken: commissioner.token, width: 360, height: 740 });
    await page.goto("/leader-dashboard");
    await page.getByRole("button", { name: "Switch troop" }).click();
    await page.getByRole("link", { name: /District overview/ }).click();
    await page.getByRole("heading", { name: "River District", level: 1 }).waitFor();
    expect(await checkScreen(page, "district-overview-phone")).toEqual([]);
    // A commissioner invites another: the address is checked at the field, then the invite is sent.
    await page.getByLabel("Email").fill("not an email");
    await page.getByRole("button", { name: "Send invite" }).click();
    await page.getByText("Enter a valid email address.").waitFor();
    await page.getByLabel("Email").fill("second@example.com");
    await page.getByRole("button", { name: "Send invite" }).click();
    await expectToast(page, "Invite sent to second@example.com");
    expect(errors).toEqual([]);
  }, 60_000);

  it("lets a commissioner who belongs to no troop sign up with the code alone, on a phone", async () => {
    const invited = await operator("district:invite", "dana.district@example.com", "River District");
    const danaCode = /code (\S+),/.exec(invited)?.[1] ?? "";
    const { page, errors } = await journey.newPage({ width: 360, height: 740 });
    await page.goto("/login");
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel("First Name").fill("Dana");
    await page.getByLabel("Last Name").fill("District");
    await page.getByLabel("Email").fill("dana.district@example.com");
    await page.getByLabel("Password", { exact: true }).fill("district-pass-1");
    await page.getByRole("combobox", { name: "I am a" }).selectOption({ label: "Scout Leader/Parent" });
    await page.getByLabel("Invite code").fill(danaCode);
    await page.getByRole("button", { name: "Create Account" }).click();
    // Home is the district's overview: there is no troop to be in.
    await page.getByRole("heading", { name: "River District", level: 1 }).waitFor();
    await page.getByRole("table").getByText(`Total (${TROOPS} troops)`).waitFor();
    expect(await page.getByRole("button", { name: /messages/i }).count()).toBe(0);
    expect(await checkScreen(page, "district-only-phone")).toEqual([]);
    // A troop's page is no page of theirs; the switcher offers joining one.
    await page.goto("/scout-management");
    await page.getByRole("heading", { name: /not found/i }).waitFor();
    await page.goto("/");
    await page.getByRole("button", { name: "Switch troop" }).click();
    await page.getByText("None yet: join one with its code.").waitFor();
    await page.getByRole("button", { name: "Join a troop" }).waitFor();
    expect(await checkScreen(page, "district-only-switcher")).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it("shows a troop's admin its district on Troop Settings, and lets it leave", async () => {
    const { page, errors } = await journey.newPage({ authToken: commissioner.token, width: 1280, height: 900 });
    await page.goto("/troop-settings");
    const card = page.getByRole("region", { name: "District" });
    await card.getByText("The troop is in River District.").waitFor();
    await card.getByRole("button", { name: "Leave district" }).click();
    await page.getByRole("alertdialog", { name: "Leave River District?" }).getByRole("button", { name: "Leave district" }).click();
    await expectToast(page, "The troop left its district");
    await card.getByText("The troop is not in a district.").waitFor();
    await page.goto("/district");
    await page
      .getByRole("table")
      .getByText(`Total (${TROOPS - 1} troops)`)
      .waitFor();
    expect(errors).toEqual([]);
  }, 60_000);
});
