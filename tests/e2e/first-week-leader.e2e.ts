import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiUser, api, leaderViaApi, scoutViaApi } from "./support/api";
import { appTookOver } from "./support/browser";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

/** What a new troop leader ran into in their first week, each checked as they would notice it. */
const journey = setUpJourney();
const resultsDir = resolve(import.meta.dirname, "../../test-results");

type RosterScout = { id: string; name: string };

/** The page as the printer gets it: number of pages and the text on them (whitespace collapsed). */
async function printToPdf(page: Page, name: string): Promise<{ pages: number; text: string }> {
  mkdirSync(resultsDir, { recursive: true });
  const pdf = join(resultsDir, `${name}.pdf`);
  await page.emulateMedia({ media: "print" });
  await page.pdf({ path: pdf, format: "A4" });
  await page.emulateMedia({ media: null });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdf]).toString())?.[1]);
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"]).toString().replace(/\s+/g, " ");
  // A picture of each page, to look at beside the screenshots.
  execFileSync("pdftoppm", ["-png", "-r", "60", pdf, join(resultsDir, `${name}-pdf`)]);
  return { pages, text };
}

describe("a leader's first week", () => {
  let leader: ApiUser;
  let roster: RosterScout[];

  beforeAll(async () => {
    leader = await leaderViaApi(journey.baseUrl);
    // A roster long enough to scroll: the last scout's row is far below the first screen.
    for (let i = 1; i <= 24; i++) {
      const name = `Scout ${String(i).padStart(2, "0")} Rivers`;
      await api(journey.baseUrl, "POST", "/api/scouts", { name, email: `scout${i}@example.com` }, leader.token);
    }
    roster = await api<RosterScout[]>(journey.baseUrl, "GET", "/api/scouts", undefined, leader.token);
  });

  it("prints a whole invite card on one page, QR code, link and expiry included, from the top and the bottom of the roster", async () => {
    for (const { width, height } of [
      { width: 360, height: 740 },
      { width: 1280, height: 900 },
    ]) {
      const { page, errors, context } = await journey.newPage({ authToken: leader.token, width, height });
      await page.goto("/scout-management");
      const rows = page.getByTestId("scout-row");
      await rows.first().waitFor();
      for (const where of ["top", "bottom"] as const) {
        const row = where === "top" ? rows.first() : rows.last();
        if (where === "bottom") await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const name = (await row.locator("td:nth-child(2)").innerText()).split("\n")[0]?.trim() ?? "";
        expect(roster.map((s) => s.name)).toContain(name);
        await row.getByRole("button", { name: `Sign-up code for ${name}` }).click();
        const dialog = page.getByRole("dialog");
        const code = (await dialog.getByTestId("invite-code").innerText()).trim();
        await dialog.getByRole("img", { name: /^QR code for/ }).waitFor();
        const expiry = (await dialog.getByTestId("invite-expiry").innerText()).trim();
        expect(expiry).toMatch(/^Valid until .+\. Works once\.$/);
        if (where === "bottom") expect(await checkScreen(page, `first-week-invite-card-${width}`)).toEqual([]);

        const printed = await printToPdf(page, `first-week-invite-card-${width}-${where}`);
        expect(printed.pages, `${width} px, ${where}`).toBe(1);
        expect(printed.text).toContain(name);
        expect(printed.text).toContain(code);
        // The link may wrap before its query; its words are all there, in order.
        expect(printed.text.replace(/ /g, "")).toContain(`${journey.baseUrl}/login?invite=${code}`);
        expect(printed.text).toContain(expiry);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("opening a scout's sign-up code again shows the card already handed out; a new code is a deliberate step with a warning", async () => {
    const scout = roster.find((s) => s.name === "Scout 12 Rivers");
    if (!scout) throw new Error("roster scout missing");
    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/scout-management");
    const button = page.getByRole("button", { name: `Sign-up code for ${scout.name}` });
    await button.click();
    const dialog = page.getByRole("dialog");
    const first = (await dialog.getByTestId("invite-code").innerText()).trim();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // Again, and after a reload: the same card.
    await button.click();
    expect((await dialog.getByTestId("invite-code").innerText()).trim()).toBe(first);
    await page.keyboard.press("Escape");
    await page.reload();
    await button.click();
    expect((await dialog.getByTestId("invite-code").innerText()).trim()).toBe(first);

    await dialog.getByRole("button", { name: "New code" }).click();
    const warning = page.getByRole("alertdialog", { name: "Replace this code?" });
    await warning.getByText(`The card with ${first} stops working at once`).waitFor();
    expect(await checkScreen(page, "first-week-new-code-warning")).toEqual([]);
    await warning.getByRole("button", { name: "New code" }).click();
    await expect.poll(async () => (await dialog.getByTestId("invite-code").innerText()).trim()).not.toBe(first);
    const second = (await dialog.getByTestId("invite-code").innerText()).trim();
    // The old card no longer works; the new one does.
    await expect(api(journey.baseUrl, "POST", "/api/invites/lookup", { code: first })).rejects.toThrow(/403/);
    expect(await api(journey.baseUrl, "POST", "/api/invites/lookup", { code: second })).toMatchObject({ kind: "scout" });
    expect(errors).toEqual([]);
  });

  it("keeps the Admin and Scout Management tabs in the address and asks before a draft is lost", async () => {
    const day = 86_400_000;
    await api(
      journey.baseUrl,
      "POST",
      "/api/events",
      {
        title: "Autumn Hike",
        description: "Up the ridge.",
        startDate: new Date(Date.now() - 2 * day).toISOString(),
        location: "Ridge Trail",
        imageUrl: "/badges/hiker.svg",
      },
      leader.token,
    );
    const { page, errors } = await journey.newPage({ authToken: leader.token });
    const selectedTab = () => page.getByRole("tab", { selected: true }).innerText();

    await page.goto("/admin");
    await expect.poll(selectedTab).toBe("Badges");
    await page.getByRole("tab", { name: "Events" }).click();
    await page.waitForURL(/\/admin\?tab=events$/);
    await expect.poll(selectedTab).toBe("Events");
    // A reload (drawn first by the server) keeps the tab; Back and Forward move between tabs.
    await page.reload();
    await expect.poll(selectedTab).toBe("Events");
    await page.goBack();
    await page.waitForURL(/\/admin$/);
    await expect.poll(selectedTab).toBe("Badges");
    await page.goForward();
    await page.waitForURL(/\/admin\?tab=events$/);
    await expect.poll(selectedTab).toBe("Events");
    // Back and Forward across the reload loaded the page again: the app takes it over before a tap.
    await appTookOver(page);

    // A dialog with something typed asks before closing.
    await page.getByRole("button", { name: "Add Event" }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel("Title *").fill("Night hike");
    await page.keyboard.press("Escape");
    const ask = page.getByRole("alertdialog", { name: "Discard changes?" });
    await ask.waitFor();
    expect(await checkScreen(page, "first-week-discard-event-draft")).toEqual([]);
    await ask.getByRole("button", { name: "Keep editing" }).click();
    expect(await form.getByLabel("Title *").inputValue()).toBe("Night hike");
    await form.getByRole("button", { name: "Cancel" }).click();
    await ask.getByRole("button", { name: "Discard changes" }).click();
    await form.waitFor({ state: "detached" });

    // Attendance marked and not saved: another tab asks first.
    await page.goto("/scout-management");
    await page.getByRole("tab", { name: "Attendance Tracking" }).click();
    await page.waitForURL(/\?tab=attendance$/);
    await page.getByRole("combobox", { name: "Event" }).click();
    await page.getByRole("option", { name: /Autumn Hike/ }).click();
    await page.getByRole("button", { name: "Mark All Present" }).click();
    await page.getByRole("tab", { name: "Badge Awards" }).click();
    await ask.waitFor();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect.poll(selectedTab).toBe("Attendance Tracking");
    await page.getByText(/marks pending/).waitFor();
    expect(page.url()).toMatch(/\?tab=attendance$/);
    // Back while the marks wait asks too, and keeping them puts the address back.
    await page.goBack();
    await ask.waitFor();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await page.waitForURL(/\?tab=attendance$/);
    await expect.poll(selectedTab).toBe("Attendance Tracking");
    await page.getByRole("tab", { name: "Badge Awards" }).click();
    await ask.getByRole("button", { name: "Discard changes" }).click();
    await page.waitForURL(/\?tab=awards$/);
    await expect.poll(selectedTab).toBe("Badge Awards");
    expect(errors).toEqual([]);
  });

  it("attendance only for started events, buttons named by scout, and long feedback refused with its reason", async () => {
    const base = journey.baseUrl;
    const day = 86_400_000;
    const newEvent = (title: string, offsetDays: number) =>
      api<{ id: string }>(
        base,
        "POST",
        "/api/events",
        {
          title,
          description: `${title} for the troop.`,
          startDate: new Date(Date.now() + offsetDays * day).toISOString(),
          location: "Scout Hall",
          imageUrl: "/badges/hiker.svg",
        },
        leader.token,
      );
    const fair = await newEvent("Harvest Fair", -1);
    const camp = await newEvent("Summer Camp", 5);
    const ana = roster.find((s) => s.name === "Scout 01 Rivers");
    if (!ana) throw new Error("roster scout missing");
    // The server refuses an event still to come, with the reason.
    await expect(
      api(base, "POST", "/api/attendance", { scoutId: ana.id, eventId: camp.id, status: "present" }, leader.token),
    ).rejects.toThrow(/400: .*Attendance can be recorded once the event has started\./);

    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/scout-management?tab=attendance");
    await page.getByRole("combobox", { name: "Event" }).click();
    await page.getByRole("option", { name: /Harvest Fair/ }).waitFor();
    expect(await page.getByRole("option", { name: /Summer Camp/ }).count()).toBe(0);
    await page.getByRole("option", { name: /Harvest Fair/ }).click();
    await page.getByRole("button", { name: "Present: Scout 01 Rivers", exact: true }).click();
    expect(await page.getByRole("button", { name: "Present: Scout 01 Rivers", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Absent: Scout 02 Rivers", exact: true }).count()).toBe(1);
    expect(await checkScreen(page, "first-week-attendance-named")).toEqual([]);
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expectToast(page, "Attendance Recorded");
    expect(fair.id).toBeTruthy();

    await page.getByRole("tab", { name: "Scout Activities" }).click();
    const item = page.getByTestId("activity-item").filter({ hasText: "Attended Harvest Fair" }).first();
    await item.getByRole("button", { name: "Great job! for Scout 01 Rivers: Attended Harvest Fair", exact: true }).waitFor();
    await item.getByRole("button", { name: "Feedback for Scout 01 Rivers: Attended Harvest Fair", exact: true }).click();
    const box = item.getByTestId("feedback-box");
    const long = `${"Great teamwork at the fair. ".repeat(19)}Well done!`;
    await box.getByLabel("Feedback message").fill(long);
    expect(await box.getByLabel("Feedback message").inputValue()).toBe(long);
    expect(await box.getByTestId("feedback-count").innerText()).toBe(`${long.length}/500 characters.`);
    await box.getByRole("button", { name: "Send Champion! to Scout 01 Rivers" }).click();
    await box.getByText("Message must be at most 500 characters.").waitFor();
    expect(await checkScreen(page, "first-week-feedback-too-long")).toEqual([]);
    expect(await item.getByRole("list", { name: "Reactions" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("deleting an event says how many are signed up and tells them", async () => {
    const base = journey.baseUrl;
    const kim = await scoutViaApi(base, leader.token, {
      firstName: "Kim",
      lastName: "Reed",
      email: "kim.reed@example.com",
      welcomed: true,
    });
    const hike = await api<{ id: string }>(
      base,
      "POST",
      "/api/events",
      {
        title: "Moonlight Walk",
        description: "A walk under the full moon.",
        startDate: new Date(Date.now() + 4 * 86_400_000).toISOString(),
        location: "Old Mill",
        imageUrl: "/badges/hiker.svg",
      },
      leader.token,
    );
    await api(base, "PATCH", `/api/events/${hike.id}/join`, undefined, kim.token);

    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/admin?tab=events");
    await page.getByRole("button", { name: "Delete Moonlight Walk" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete event" });
    await confirm.getByText("1 person is signed up. They and their parents will be told it is cancelled.").waitFor();
    expect(await checkScreen(page, "first-week-delete-event-confirm")).toEqual([]);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Event Deleted");
    const outbox = await api<{ to: string; subject: string }[]>(base, "GET", "/api/notifications/outbox", undefined, leader.token);
    expect(outbox).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: "kim.reed@example.com", subject: "Moonlight Walk is cancelled" })]),
    );
    expect(errors).toEqual([]);
  });

  it("with parent approval on: the scout is told the request waits, and the leader answers it from the dashboard", async () => {
    const base = journey.baseUrl;
    const config = await api<{ troopName: string }>(base, "GET", "/api/troop/configuration", undefined, leader.token);
    await api(base, "PUT", "/api/troop/configuration", { troopName: config.troopName, requireParentApproval: true }, leader.token);
    const noa = await scoutViaApi(base, leader.token, {
      firstName: "Noa",
      lastName: "Lone",
      email: "noa.lone@example.com",
      welcomed: true,
    });
    await api(
      base,
      "POST",
      "/api/events",
      {
        title: "Canoe Day",
        description: "Paddling on the lake.",
        startDate: new Date(Date.now() + 6 * 86_400_000).toISOString(),
        location: "Mill Pond",
        imageUrl: "/badges/hiker.svg",
      },
      leader.token,
    );

    const scout = await journey.newPage({ authToken: noa.token });
    await scout.page.goto("/");
    // Nothing begun yet: the plus button starts a badge rather than continuing one.
    expect(await scout.page.getByTestId("plus-button").innerText()).toMatch(/^Start /);
    await scout.page.getByRole("tab", { name: "Events" }).click();
    const card = scout.page
      .getByTestId("event-card")
      .filter({ hasText: "Canoe Day" })
      .or(scout.page.getByTestId("featured-event").filter({ hasText: "Canoe Day" }));
    await card
      .first()
      .getByRole("button", { name: /for Canoe Day$/ })
      .click();
    await expectToast(
      scout.page,
      "Request sent — waiting for a parent's OK",
      "Your place at Canoe Day is held until a parent or a leader says OK.",
    );
    expect(await scout.page.getByText("Joined Event!").count()).toBe(0);
    expect(await checkScreen(scout.page, "first-week-join-pending-toast")).toEqual([]);

    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/leader-dashboard");
    const waiting = page.getByTestId("pending-joins");
    await waiting.waitFor();
    expect(await page.getByTestId("pending-joins-count").innerText()).toBe("1");
    await waiting.getByText("No parent linked: only a leader can answer").waitFor();
    expect(await checkScreen(page, "first-week-pending-joins")).toEqual([]);
    await waiting.getByRole("button", { name: "Approve Noa Lone for Canoe Day" }).click();
    await expectToast(page, "Approved");
    await waiting.waitFor({ state: "detached" });
    expect(await api(base, "GET", "/api/events/pending-requests", undefined, leader.token)).toEqual([]);
    await api(base, "PUT", "/api/troop/configuration", { troopName: config.troopName, requireParentApproval: false }, leader.token);
    expect(errors).toEqual([]);
    expect(scout.errors).toEqual([]);
  });

  it("the dashboard names a troop's own badge category by its label", async () => {
    const base = journey.baseUrl;
    const config = await api<{ troopName: string }>(base, "GET", "/api/troop/configuration", undefined, leader.token);
    await api(
      base,
      "PUT",
      "/api/troop/configuration",
      { troopName: config.troopName, customBadgeCategories: [{ key: "water-skills", label: "Water Skills 🌊" }] },
      leader.token,
    );
    await api(
      base,
      "POST",
      "/api/badges",
      {
        name: "Lifesaver",
        description: "Rescue skills.",
        imageUrl: "/badges/default.svg",
        category: "water-skills",
        requirements: ["Float"],
      },
      leader.token,
    );
    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/leader-dashboard");
    await page.getByRole("tab", { name: "Badges" }).click();
    const row = page.getByTestId("category-stat").filter({ hasText: "Water Skills 🌊" });
    await row.waitFor();
    expect(
      await page
        .getByTestId("category-stat")
        .filter({ hasText: /water-skills/i })
        .count(),
    ).toBe(0);
    expect(await checkScreen(page, "first-week-category-label")).toEqual([]);
    expect(errors).toEqual([]);
  });
});
