import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A full event's waiting list: a scout's "Going" waits with a number, and another's "Can't come" gives them the place. */
describe("event waiting list", () => {
  it("a full event puts a scout on the waiting list, and a Can't come from another promotes them", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const ann = await scoutViaApi(base, leader.token, { firstName: "Ann", email: "ann@example.com", welcomed: true });
    const ben = await scoutViaApi(base, leader.token, { firstName: "Ben", email: "ben@example.com", welcomed: true });
    const event = await api<{ id: string }>(
      base,
      "POST",
      "/api/events",
      {
        title: "Canoe Trip",
        description: "One canoe, two seats.",
        imageUrl: "/badges/paddler.svg",
        startDate: inDays(6),
        location: "River Wey",
        maxParticipants: 1,
        kitList: ["Spare clothes", "Towel"],
      },
      leader.token,
    );
    // Ann takes the only place.
    expect(await api(base, "PUT", `/api/events/${event.id}/reply`, { answer: "yes" }, ann.token)).toMatchObject({ status: "joined" });

    // Ben: the card says the event is full and offers its waiting list.
    const { page, errors } = await journey.newPage({ authToken: ben.token });
    await page.goto("/scout-dashboard");
    await page.getByRole("tab", { name: "Events" }).click();
    const card = page.getByTestId("event-card").filter({ hasText: "Canoe Trip" });
    const full = card.getByRole("button", { name: "Canoe Trip is full" });
    await full.waitFor();
    expect(await full.isDisabled()).toBe(true);
    await card.getByRole("button", { name: "Join the waiting list for Canoe Trip" }).click();
    await expectToast(
      page,
      "On the waiting list",
      "Canoe Trip is full. You are number 1 on the waiting list. We will tell you if a place frees up.",
    );
    await card.getByText("On the waiting list · number 1").waitFor();
    // Waiting is taking part: the kit list shows.
    await card.getByText("What to bring (2)").waitFor();
    await page.reload();
    await page.getByRole("tab", { name: "Events" }).click();
    await card.getByText("On the waiting list · number 1").waitFor();
    expect(await checkScreen(page, "event-waiting-list")).toEqual([]);

    // Ann can't come after all, with a note; her place goes to Ben.
    const { page: annPage, errors: annErrors } = await journey.newPage({ authToken: ann.token });
    await annPage.goto("/scout-dashboard");
    await annPage.getByRole("tab", { name: "Events" }).click();
    const annCard = annPage.getByTestId("event-card").filter({ hasText: "Canoe Trip" });
    await annCard.getByRole("button", { name: "Joined Canoe Trip" }).waitFor();
    await annCard.getByRole("button", { name: "Can't come to Canoe Trip" }).click();
    const dialog = annPage.getByRole("dialog", { name: "Can't come: Canoe Trip" });
    await dialog.getByLabel("Note for the leaders (optional)").fill("Swimming gala that day");
    expect(await checkScreen(annPage, "event-cant-come-dialog")).toEqual([]);
    await dialog.getByRole("button", { name: "Send: can't come" }).click();
    await expectToast(annPage, "Thanks for telling us", "The leaders know you can't come to Canoe Trip.");
    // Ben has taken her place: the trip is full again, and Ann may join its waiting list.
    await annCard.getByRole("button", { name: "Canoe Trip is full" }).waitFor();
    await annCard.getByRole("button", { name: "Join the waiting list for Canoe Trip" }).waitFor();

    await page.reload();
    await page.getByRole("tab", { name: "Events" }).click();
    await card.getByRole("button", { name: "Joined Canoe Trip" }).waitFor();
    expect(await card.getByText(/waiting list/).count()).toBe(0);

    // The leader sees both answers, with Ann's note.
    const replies = await api<{ name: string; answer: string; note: string | null }[]>(
      base,
      "GET",
      `/api/events/${event.id}/replies`,
      undefined,
      leader.token,
    );
    expect(replies.find((r) => r.name === "Ben Scout")).toMatchObject({ answer: "yes" });
    expect(replies.find((r) => r.name === "Ann Scout")).toMatchObject({ answer: "no", note: "Swimming gala that day" });
    expect(errors).toEqual([]);
    expect(annErrors).toEqual([]);
  });
});
