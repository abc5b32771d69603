import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast, signInViaUi } from "./support/ui";

const journey = setUpJourney();

function inDays(days: number, hour = 9) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d;
}

function localDate(d: Date) {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

describe("leader creates an event from the scout view → scout joins it", () => {
  it("creates, lists, joins and blocks a second join", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    await api(
      journey.baseUrl,
      "POST",
      "/api/events",
      {
        title: "Summer Camp",
        description: "Three days under canvas.",
        imageUrl: "/badges/camper.svg",
        startDate: inDays(10).toISOString(),
        endDate: inDays(12, 17).toISOString(),
        location: "Pine Lake",
        badgeOpportunities: ["Camper"],
        maxParticipants: 30,
        isFeatured: true,
      },
      leader.token,
    );

    // Leader: Create Event dialog on the scout view.
    const leaderPage = await journey.newPage();
    await signInViaUi(leaderPage.page, leader.email, leader.password, "leader");
    await expectToast(leaderPage.page, "Welcome back!", "You have been logged in successfully.");
    await leaderPage.page.getByRole("link", { name: "Leader dashboard" }).waitFor();
    await leaderPage.page.getByRole("banner").getByRole("link", { name: "Scout view" }).click();
    await leaderPage.page.getByRole("tab", { name: "Events" }).click();
    expect(await leaderPage.page.getByRole("tab", { name: "Settings" }).count()).toBe(0);
    await leaderPage.page.getByRole("heading", { name: "Summer Camp" }).waitFor();
    expect(await checkScreen(leaderPage.page, "leader-scout-view-events")).toEqual([]);
    await leaderPage.page.getByRole("button", { name: "Create Event" }).click();
    const dialog = leaderPage.page.getByRole("dialog", { name: "Create Event" });
    await dialog.waitFor();
    // Required fields are checked before anything is sent.
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await dialog.getByText("Title is required.").waitFor();
    await dialog.getByText("Image URL is required.").waitFor();
    expect(await dialog.getByLabel("End Time").isDisabled()).toBe(true);
    await dialog.getByLabel("Title *").fill("Night Hike");
    await dialog.getByLabel("Description *").fill("Stars, torches and a warm drink.");
    const day = inDays(5);
    await dialog.getByLabel("Start Date *").fill(localDate(day));
    expect(await dialog.getByLabel("Start Time").inputValue()).toBe("09:00");
    await dialog.getByLabel("Start Time").fill("18:00");
    await dialog.getByLabel("End Date").fill(localDate(day));
    expect(await dialog.getByLabel("End Time").isDisabled()).toBe(false);
    expect(await dialog.getByLabel("End Time").inputValue()).toBe("02:00");
    await dialog.getByLabel("End Time").fill("21:00");
    await dialog.getByLabel("Location *").fill("Beacon Hill");
    await dialog.getByLabel("Image URL *").fill("/badges/hiker.svg");
    await dialog.getByLabel("Badge Opportunities").fill(" Hiker, , Navigator ");
    await dialog.getByLabel("Maximum Participants").fill("12");
    expect(await checkScreen(leaderPage.page, "event-dialog")).toEqual([]);
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expectToast(leaderPage.page, "Event created successfully!");
    await leaderPage.page.getByRole("heading", { name: "Night Hike" }).waitFor();
    const events = await api<{ title: string; badgeOpportunities: string[]; maxParticipants: number }[]>(
      journey.baseUrl,
      "GET",
      "/api/events",
      undefined,
      leader.token,
    );
    expect(events.find((e) => e.title === "Night Hike")).toMatchObject({ badgeOpportunities: ["Hiker", "Navigator"], maxParticipants: 12 });
    // The leader's plus button opens the same dialog.
    await leaderPage.page.getByRole("button", { name: "Add a new event" }).click();
    await leaderPage.page.getByRole("dialog", { name: "Create Event" }).waitFor();
    await leaderPage.page.getByRole("button", { name: "Cancel" }).click();
    expect(leaderPage.errors).toEqual([]);
    await leaderPage.context.close();

    // Scout on the roster joins.
    const scout = await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Jo", email: "jo@example.com", welcomed: true });

    const { page, errors, context } = await journey.newPage();
    await signInViaUi(page, scout.email, scout.password);
    await page.getByRole("tab", { name: "Events" }).click();
    await page.getByRole("heading", { name: /Upcoming Adventures/ }).waitFor();
    // Only the events that start this month are counted (the camp in 10 days may be next month's).
    const thisMonth = [inDays(10), day].filter((d) => d.getMonth() === new Date().getMonth()).length;
    await page.getByText(`${thisMonth} exciting ${thisMonth === 1 ? "event" : "events"} this month`).waitFor();
    expect(await page.getByRole("button", { name: "Create Event" }).count()).toBe(0);

    const featured = page.getByTestId("featured-event");
    await featured.getByRole("heading", { name: "Summer Camp" }).waitFor();
    expect(await featured.textContent()).toContain("3 days");
    expect(await featured.textContent()).toContain("30 spots left");

    const card = page.getByTestId("event-card").filter({ hasText: "Night Hike" });
    expect(await card.textContent()).toContain("3 hours");
    expect(await card.textContent()).toContain("0/12");
    expect(await card.textContent()).toContain("12 spots left");
    expect(await page.locator('[data-testid="calendar-cell"][data-has-event]').count()).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await checkScreen(page, "scout-events")).toEqual([]);

    await card.getByRole("button", { name: "Join for Night Hike" }).click();
    await expectToast(page, "Joined Event!", "You've successfully joined Night Hike!");
    const joined = card.getByRole("button", { name: "Joined Night Hike" });
    await joined.waitFor();
    expect(await joined.isDisabled()).toBe(true);
    await expect.poll(async () => await card.textContent()).toContain("1/12");

    await featured.getByRole("button", { name: "Sign Up for Summer Camp" }).click();
    await expectToast(page, "Joined Event!", "You've successfully joined Summer Camp!");
    await featured.getByRole("button", { name: "Joined Summer Camp" }).waitFor();

    // Calendar navigation moves a month at a time.
    const title = page.locator("#calendar-title");
    const before = await title.textContent();
    await page.getByRole("button", { name: "Next month" }).click();
    expect(await title.textContent()).not.toBe(before);
    await page.getByRole("button", { name: "Previous month" }).click();
    expect(await title.textContent()).toBe(before);

    expect(errors).toEqual([]);
    await context.close();
  });
});
