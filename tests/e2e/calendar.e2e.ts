import { readFileSync } from "node:fs";
import ical from "node-ical";
import { describe, expect, it } from "vitest";
import { type ApiUser, api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen, screenshot } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

const inDays = (days: number, hour = 18) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
};

const event = (title: string, days: number, extra: Record<string, unknown> = {}) => ({
  title,
  description: "Bring warm clothes and a torch.",
  imageUrl: "/badges/camper.svg",
  startDate: inDays(days),
  location: "Pine Lake",
  badgeOpportunities: ["Camper"],
  ...extra,
});

let leader: ApiUser | undefined;
let scout: ApiUser | undefined;
/** One leader and one scout for the whole file (the first sign-up makes the troop's leader). */
async function people() {
  leader ??= await leaderViaApi(journey.baseUrl);
  scout ??= await scoutViaApi(journey.baseUrl, leader.token, {
    firstName: "Zara",
    lastName: "Quill",
    email: "zara@example.com",
    welcomed: true,
  });
  return { leader, scout };
}

const summaries = (body: string) =>
  Object.values(ical.sync.parseICS(body))
    .filter((item) => item?.type === "VEVENT")
    .map((item) => {
      const summary = (item as { summary: string | { val: string } }).summary;
      return typeof summary === "string" ? summary : summary.val;
    });

describe("calendar subscription", () => {
  it("a scout copies the private link, a calendar app reads it, and a reset retires it", async () => {
    const { leader, scout } = await people();
    await api(journey.baseUrl, "POST", "/api/events", event("Summer Camp", 10, { isFeatured: true }), leader.token);
    await api(journey.baseUrl, "POST", "/api/events", event("Night Hike", 4, { endDate: null }), leader.token);

    const { page, context, errors } = await journey.newPage({ authToken: scout.token });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: journey.baseUrl });
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Subscribe to calendar" }).click();
    const dialog = page.getByRole("dialog", { name: "Subscribe to calendar" });
    const link = dialog.getByLabel("Your calendar link");
    await expect.poll(() => link.inputValue()).toMatch(/\/api\/calendar\/.+\.ics$/);
    const shown = await link.inputValue();
    expect(shown.startsWith(`${journey.baseUrl}/api/calendar/`)).toBe(true);
    expect(await dialog.getByRole("link", { name: "Open in calendar" }).getAttribute("href")).toBe(shown.replace(/^http:/, "webcal:"));
    expect(await checkScreen(page, "calendar-subscribe-dialog")).toEqual([]);

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expectToast(page, "Link copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);

    // What a calendar app does: a plain GET with no cookie and no token header.
    const feed = await fetch(copied);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(summaries(await feed.text()).sort()).toEqual(["Night Hike", "Summer Camp"]);

    await dialog.getByRole("button", { name: "Reset link" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Reset your calendar link?" });
    await confirm.getByRole("button", { name: "Reset link" }).click();
    await expectToast(page, "Link reset");
    await expect.poll(() => link.inputValue()).not.toBe(shown);
    const fresh = await link.inputValue();
    expect((await fetch(shown)).status).toBe(404);
    expect((await fetch(fresh)).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Add to calendar on an event card downloads that one event", async () => {
    const { scout } = await people();
    const { page, context, errors } = await journey.newPage({ authToken: scout.token });
    await page.goto("/");
    await page.getByRole("tab", { name: "Events" }).click();
    const card = page.getByTestId("event-card").filter({ hasText: "Night Hike" });
    await card.waitFor();
    expect(await checkScreen(page, "events-add-to-calendar")).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Add to calendar: Night Hike" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("night-hike.ics");
    const body = readFileSync(await download.path(), "utf8");
    expect(summaries(body)).toEqual(["Night Hike"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the troop's public landing page", () => {
  const details = {
    troopName: "Troop 12 Pine Valley",
    troopNumber: "12",
    region: "North Ridge",
    primaryColor: "#1d4ed8",
    secondaryColor: "#15803d",
    accentColor: "#b45309",
    customWelcomeMessage: "Adventures every week for 10 to 14 year olds. Come and try a meeting!",
    meetingLocation: "St Mary's Hall, Oak Street",
    meetingSchedule: "Tuesdays 18:30 to 20:00",
    contactEmail: "hello@troop12.example.org",
    website: "https://troop12.example.org",
  };

  it("off: the product's landing page only", async () => {
    await people();
    const { page, context, errors } = await journey.newPage();
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Scout Badges" }).waitFor();
    expect(await page.getByTestId("public-troop").count()).toBe(0);
    expect(asked).not.toContain("/api/public/troop");
    expect((await fetch(`${journey.baseUrl}/api/public/troop`)).status).toBe(404);
    expect(await (await fetch(`${journey.baseUrl}/`)).text()).not.toContain("og:title");
    // No request for the public troop at all while it is off (so no 404 in the console either).
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on: name, welcome, meeting place and time, contact and next events above the product's content, and never a child", async () => {
    const { leader, scout } = await people();
    await api(journey.baseUrl, "PUT", "/api/troop/configuration", { ...details, enablePublicProfile: true }, leader.token);
    const events = await api<{ id: string; title: string }[]>(journey.baseUrl, "GET", "/api/events", undefined, leader.token);
    const camp = events.find((e) => e.title === "Summer Camp");
    if (camp) await api(journey.baseUrl, "PATCH", `/api/events/${camp.id}/join`, undefined, scout.token);

    const { page, context, errors } = await journey.newPage();
    await page.goto("/");
    const section = page.getByTestId("public-troop");
    await section.getByRole("heading", { name: details.troopName }).waitFor();
    for (const text of [
      details.customWelcomeMessage,
      details.meetingLocation,
      details.meetingSchedule,
      details.contactEmail,
      "Troop 12 · North Ridge",
    ]) {
      await section.getByText(text).first().waitFor();
    }
    expect(await section.getByRole("link", { name: "troop12.example.org", exact: true }).getAttribute("href")).toBe(details.website);
    expect(await section.getByRole("listitem").allTextContents()).toEqual([
      expect.stringContaining("Night Hike"),
      expect.stringContaining("Summer Camp"),
    ]);
    // The troop's section comes before the product's hero.
    const order = await page.evaluate(() => {
      const troop = document.querySelector("[data-testid='public-troop']");
      const hero = [...document.querySelectorAll("h1")].find((h) => h.textContent === "Scout Badges");
      return troop && hero ? troop.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    // The section wears the troop's primary colour.
    const primary = await section.evaluate((el) => getComputedStyle(el).getPropertyValue("--primary").trim());
    expect(primary).toBe("224 76% 48%");
    const body = await page.locator("body").innerText();
    expect(body).not.toContain("Zara");
    expect(body).not.toContain("Quill");

    const head = await (await fetch(`${journey.baseUrl}/`)).text();
    expect(head).toContain(`<meta property="og:title" content="${details.troopName}" />`);
    expect(head).toContain(`<meta property="og:description" content="${details.customWelcomeMessage}" />`);

    expect(await checkScreen(page, "public-landing")).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, "public-landing-360-full");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("switched off again: the troop's section and tags are gone at once", async () => {
    const { leader } = await people();
    await api(
      journey.baseUrl,
      "PUT",
      "/api/troop/configuration",
      { troopName: details.troopName, enablePublicProfile: false },
      leader.token,
    );
    const { page, context } = await journey.newPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Scout Badges" }).waitFor();
    expect(await page.getByTestId("public-troop").count()).toBe(0);
    expect(await (await fetch(`${journey.baseUrl}/`)).text()).not.toContain("og:title");
    await context.close();
  });
});
