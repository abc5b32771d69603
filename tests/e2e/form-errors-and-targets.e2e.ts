import { describe, expect, it } from "vitest";
import { api, scoutViaApi, signupViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

type Config = { primaryColor: string };

describe("field errors at the field, a full event, onboarding targets, contrast refusal", () => {
  it("walks a new leader and two new scouts through them", async () => {
    // A new leader: the welcome screen's Add Scouts goes to the roster (after marking the leader not new).
    const leader = await signupViaApi(journey.baseUrl, {
      email: "lena@example.com",
      password: "leader-pass-1",
      firstName: "Lena",
      lastName: "Leader",
      role: "leader",
    });
    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto(`${journey.baseUrl}/`);
    await page.getByRole("button", { name: "Add Scouts" }).click();
    await page.waitForURL(`${journey.baseUrl}/scout-management`);
    await page.getByRole("heading", { level: 1 }).waitFor();

    // Create Events' target: the admin Events tab with the Create Event dialog open.
    await page.goto(`${journey.baseUrl}/admin?tab=events&create=event`);
    const dialog = page.getByRole("dialog", { name: "Create Event" });
    await dialog.waitFor();

    // The client refuses what the shared schema refuses, at the field.
    await dialog.getByLabel("Title *").fill("T".repeat(200));
    await dialog.getByLabel("Description *").fill("Up the hill");
    await dialog.getByLabel("Start Date *").fill("2030-06-10");
    await dialog.getByLabel("Location *").fill("Hill");
    await dialog.getByLabel("Image URL *").fill("javascript:alert(1)");
    await dialog.getByLabel("Maximum Participants").fill("-5");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Error", "Failed to create event");
    await dialog.getByText("Title must be at most 150 characters.").waitFor();
    await dialog.getByText("Image URL must start with http://, https:// or /.").waitFor();
    await dialog.getByText("Maximum participants must be between 0 and 10000.").waitFor();
    expect(await dialog.getByLabel("Title *").getAttribute("aria-invalid")).toBe("true");
    expect(await checkScreen(page, "event-dialog-field-errors")).toEqual([]);
    const numbers: [string, string][] = [
      ["20000", "Maximum participants must be between 0 and 10000."],
      ["ten", "Maximum participants must be a number."],
      ["2.5", "Maximum participants must be a whole number."],
    ];
    for (const [typed, message] of numbers) {
      await dialog.getByLabel("Maximum Participants").fill(typed);
      await dialog.getByRole("button", { name: "Create Event" }).click();
      await dialog.getByText(message).waitFor();
    }

    // What only the server knows (end before start) comes back to the End Date field.
    await dialog.getByLabel("Title *").fill("Night Hike");
    await dialog.getByLabel("Image URL *").fill("/badges/hiker.svg");
    await dialog.getByLabel("Maximum Participants").fill("1");
    await dialog.getByLabel("End Date").fill("2030-06-01");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await dialog.getByText("The end date must not be before the start date.").waitFor();
    expect(await dialog.getByLabel("End Date").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByLabel("End Date").fill("2030-06-10");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Event created successfully!");
    await page.getByRole("tab", { name: "Events", selected: true }).waitFor(); // behind the dialog, the Events tab

    // A full event: the first scout joins the one spot; the second sees "Full", disabled.
    const events = await api<{ id: string; title: string }[]>(journey.baseUrl, "GET", "/api/events", undefined, leader.token);
    const hike = events.find((e) => e.title === "Night Hike");
    if (!hike) throw new Error("Night Hike was not created");
    const ann = await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Ann", email: "ann@example.com" });
    await api(journey.baseUrl, "PATCH", `/api/events/${hike.id}/join`, undefined, ann.token);
    const ben = await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Ben", email: "ben@example.com" });

    // Ann is new: View Events opens the Events tab.
    const annPage = await journey.newPage({ authToken: ann.token });
    await annPage.page.goto(`${journey.baseUrl}/`);
    await annPage.page.getByRole("button", { name: "View Events" }).click();
    await annPage.page.getByRole("tab", { name: "Events", selected: true }).waitFor();
    await annPage.page.getByRole("button", { name: "Joined Night Hike" }).first().waitFor();

    // Ben is new: My Progress opens My Badges; his Events tab shows the full hike as Full.
    const benPage = await journey.newPage({ authToken: ben.token });
    await benPage.page.goto(`${journey.baseUrl}/`);
    await benPage.page.getByRole("button", { name: "My Progress" }).click();
    await benPage.page.getByRole("tab", { name: "My Badges", selected: true }).waitFor();
    await benPage.page.getByRole("tab", { name: "Events" }).click();
    const full = benPage.page.getByRole("button", { name: "Night Hike is full" }).first();
    await full.waitFor();
    expect(await full.isDisabled()).toBe(true);
    expect(await full.innerText()).toContain("Full");
    // The hike keeps a waiting list: beside Full, Ben may join it.
    const waitingList = benPage.page.getByRole("button", { name: "Join the waiting list for Night Hike" }).first();
    expect(await waitingList.isDisabled()).toBe(false);
    expect(await checkScreen(benPage.page, "events-full-event")).toEqual([]);

    // Branding: a primary colour whose text would be faint is warned about, then refused on save.
    await page.goto(`${journey.baseUrl}/troop-settings`);
    await page.getByRole("tab", { name: "Branding" }).click();
    const message = "Text on this colour would have a contrast of 2.8:1; choose a colour with at least 4.5:1.";
    await page.getByLabel("Primary Color", { exact: true }).fill("#4caf50");
    await page.getByTestId("contrast-warning").getByText(message).waitFor();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Error", "Failed to update settings. Please try again.");
    expect(await page.getByLabel("Primary Color", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await checkScreen(page, "troop-settings-contrast-refused")).toEqual([]);
    const saved = await api<Config>(journey.baseUrl, "GET", "/api/troop/configuration", undefined, leader.token);
    expect(saved.primaryColor).toBe("#490499");
    // The server refuses it too, whoever sends it.
    await expect(
      api(journey.baseUrl, "PUT", "/api/troop/configuration", { troopName: "My Scout Troop", primaryColor: "#4caf50" }, leader.token),
    ).rejects.toThrow(message);

    expect([...errors, ...annPage.errors, ...benPage.errors]).toEqual([]);
  });
});
