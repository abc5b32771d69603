import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast, signInViaUi } from "./support/ui";

const journey = setUpJourney();

type ApiEvent = { id: string; title: string; currentParticipants: number; maxParticipants: number | null; badgeOpportunities: string[] };

const card = (page: Page, title: string) =>
  page.getByTestId("admin-event-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

function localDate(daysAhead: number): string {
  const d = new Date();
  d.setDate(d.getDate() + daysAhead);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

async function openEventsTab(page: Page) {
  await page.getByRole("tab", { name: "Events" }).click();
  await page.getByRole("heading", { name: "Events", level: 2 }).waitFor();
}

describe("event admin: create, participants, edit, delete", () => {
  it("manages events and their participants from the Events tab", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const scout = await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Sam", email: "sam@example.com" });

    const { page, errors, context } = await journey.newPage();
    await signInViaUi(page, leader.email, leader.password, "leader");
    await page.getByRole("link", { name: "Badge and event admin" }).click();
    await page.getByRole("heading", { name: "Manage badges and events for your Scout group" }).waitFor();
    // Arrow keys move between the tabs.
    await page.getByRole("tab", { name: "Badges" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.getByRole("tab", { name: "Events", selected: true }).waitFor();
    await page.getByRole("heading", { name: "Events", level: 2 }).waitFor();
    await page.getByText("No events yet. Add the first one.").waitFor();
    expect(await checkScreen(page, "admin-events-empty")).toEqual([]);

    // Add Event with the dialog's date rules.
    await page.getByRole("button", { name: "Add Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Event" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Start Time").inputValue()).toBe("09:00");
    expect(await dialog.getByLabel("End Time").isDisabled()).toBe(true);
    await dialog.getByLabel("Title *").fill("Spring Camp");
    await dialog.getByLabel("Description *").fill("Two nights under canvas by the lake.");
    await dialog.getByLabel("Start Date *").fill(localDate(14));
    await dialog.getByLabel("Start Time").fill("10:30");
    await dialog.getByLabel("End Date").fill(localDate(16));
    expect(await dialog.getByLabel("End Time").isDisabled()).toBe(false);
    expect(await dialog.getByLabel("End Time").inputValue()).toBe("18:30");
    await dialog.getByLabel("Location *").fill("Lakeside Campsite");
    await dialog.getByLabel("Image URL *").fill("/badges/camper.svg");
    await dialog.getByLabel("Badge Opportunities").fill(" Camper, , Paddler ,");
    await dialog.getByLabel("Maximum Participants").fill("10");
    expect(await checkScreen(page, "admin-event-dialog")).toEqual([]);
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Event created successfully!");
    await dialog.waitFor({ state: "hidden" });
    await card(page, "Spring Camp").getByText("0/10").waitFor();

    const events = await api<ApiEvent[]>(journey.baseUrl, "GET", "/api/events", undefined, leader.token);
    const camp = events.find((e) => e.title === "Spring Camp");
    expect(camp).toMatchObject({ maxParticipants: 10, badgeOpportunities: ["Camper", "Paddler"] });
    if (!camp) throw new Error("event missing");

    // The scout joins through the API; after a reload the count follows.
    await api(journey.baseUrl, "PATCH", `/api/events/${camp.id}/join`, undefined, scout.token);
    await page.reload();
    await openEventsTab(page);
    await card(page, "Spring Camp").getByText("1/10").waitFor();
    expect(await checkScreen(page, "admin-events")).toEqual([]);

    // Participants dialog: the scout with email and joined date; remove after confirming.
    await card(page, "Spring Camp").getByRole("button", { name: "View participants of Spring Camp" }).click();
    const participants = page.getByRole("dialog", { name: "Participants" });
    await participants.waitFor();
    const row = participants.getByTestId("participant").filter({ hasText: "Sam Scout" });
    await row.getByText("sam@example.com").waitFor();
    await row.getByText(/^Joined /).waitFor();
    expect(await checkScreen(page, "admin-participants-dialog")).toEqual([]);
    await row.getByRole("button", { name: "Remove Sam Scout" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Remove this participant from the event?").waitFor();
    expect(await checkScreen(page, "admin-participant-remove-confirm")).toEqual([]);
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "Participant Removed");
    await participants.getByText("No participants registered yet").waitFor();
    await participants.getByText("Spring Camp · 0/10").waitFor();
    expect(await checkScreen(page, "admin-participants-empty")).toEqual([]);
    await participants.getByRole("button", { name: "Close" }).click();
    await participants.waitFor({ state: "hidden" });
    await card(page, "Spring Camp").getByText("0/10").waitFor();
    const after = await api<ApiEvent[]>(journey.baseUrl, "GET", "/api/events", undefined, leader.token);
    expect(after.find((e) => e.id === camp.id)?.currentParticipants).toBe(0);

    // Edit: no maximum means Unlimited; featured shows its label.
    await card(page, "Spring Camp").getByRole("button", { name: "Edit Spring Camp" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Event" });
    await edit.waitFor();
    expect(await edit.getByLabel("Title *").inputValue()).toBe("Spring Camp");
    expect(await edit.getByLabel("Start Time").inputValue()).toBe("10:30");
    await edit.getByLabel("Title *").fill("Spring Lake Camp");
    // Not a number: said at the field, nothing saved; blank is unlimited.
    await edit.getByLabel("Maximum Participants").fill("lots");
    await edit.getByRole("button", { name: "Update Event" }).click();
    await edit.getByText("Maximum participants must be a number.").waitFor();
    await edit.getByLabel("Maximum Participants").fill("");
    await edit.getByLabel("Featured event").click();
    await edit.getByRole("button", { name: "Update Event" }).click();
    await expectToast(page, "Event Updated");
    const edited = card(page, "Spring Lake Camp");
    await edited.getByText("0/Unlimited").waitFor();
    await edited.getByText("Featured").waitFor();

    // Delete asks first.
    await edited.getByRole("button", { name: "Delete Spring Lake Camp" }).click();
    await page.getByRole("alertdialog").getByText("Are you sure you want to delete this event?").waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Event Deleted");
    await page.getByText("No events yet. Add the first one.").waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
