// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { configurationFixture, eventFixture, featuresFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { EventAdminTab } from "./event-admin-tab";

const EVENTS = [
  eventFixture({ id: "1", title: "Spring camp", eventType: "camp" }),
  eventFixture({ id: "2", title: "Park clean-up", eventType: "service" }),
  eventFixture({ id: "3", title: "Movie night", eventType: null }),
  eventFixture({ id: "4", title: "Autumn camp", eventType: "camp" }),
];
const EVENT_TYPES = [
  { key: "camp", label: "Weekend camp" },
  { key: "service", label: "Community service" },
];

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .reply("GET /api/events", EVENTS)
    .reply("GET /api/troop/features", featuresFixture({ customEventTypes: EVENT_TYPES }));
});

function renderTab() {
  renderWithProviders(<EventAdminTab onAdd={() => {}} onEdit={() => {}} />);
}

const titles = () => screen.getAllByTestId("admin-event-card").map((card) => within(card).getByRole("heading").textContent);

async function pick(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(screen.getByRole("combobox", { name: "Filter by type" }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("EventAdminTab", () => {
  it("filters the events by the troop's types, and by no type", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByText("Spring camp");
    await screen.findByRole("combobox", { name: "Filter by type" });
    expect(titles()).toEqual(["Spring camp", "Park clean-up", "Movie night", "Autumn camp"]);
    expect(screen.getByTestId("event-admin-count").textContent).toBe("4 events");

    await pick(user, "Weekend camp");
    expect(titles()).toEqual(["Spring camp", "Autumn camp"]);
    expect(screen.getByTestId("event-admin-count").textContent).toBe("2 of 4 events");

    await pick(user, "No type");
    expect(titles()).toEqual(["Movie night"]);

    await pick(user, "All types");
    expect(titles()).toHaveLength(4);
  });

  it("shows each event's type by its label", async () => {
    renderTab();
    await screen.findByText("Spring camp");
    await waitFor(() => expect(screen.getAllByTestId("event-type").map((t) => t.textContent)).toHaveLength(3));
    const cleanUp = screen.getAllByTestId("admin-event-card")[1] as HTMLElement;
    expect(within(cleanUp).getByTestId("event-type").textContent).toBe("Type: Community service");
    const movie = screen.getAllByTestId("admin-event-card")[2] as HTMLElement;
    expect(within(movie).queryByTestId("event-type")).toBeNull();
  });

  it("says so when no event has the chosen type", async () => {
    const user = userEvent.setup();
    api.reply("GET /api/troop/features", featuresFixture({ customEventTypes: [...EVENT_TYPES, { key: "swim", label: "Swimming" }] }));
    renderTab();
    await screen.findByText("Spring camp");
    await screen.findByRole("combobox", { name: "Filter by type" });
    await pick(user, "Swimming");
    expect(screen.getByText("No events of this type.")).toBeTruthy();
    expect(screen.queryAllByTestId("admin-event-card")).toEqual([]);
  });

  it("has no type filter while neither the troop nor its events use types", async () => {
    api
      .reply("GET /api/events", [eventFixture({ id: "3", title: "Movie night", eventType: null })])
      .reply("GET /api/troop/features", featuresFixture());
    renderTab();
    await screen.findByText("Movie night");
    await waitFor(() => expect(api.fetch).toHaveBeenCalledWith("/api/troop/features", expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("combobox", { name: "Filter by type" })).toBeNull();
  });

  it("says in the delete confirmation how many are signed up and that they will be told", async () => {
    const user = userEvent.setup();
    api
      .reply("GET /api/events", [eventFixture({ id: "9", title: "Night hike", currentParticipants: 3 })])
      .reply("GET /api/troop/configuration", configurationFixture({ emailNotifications: true }));
    renderTab();
    await user.click(await screen.findByRole("button", { name: "Delete Night hike" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete event" });
    await within(confirm).findByText("3 people are signed up. They and their parents will be told it is cancelled.");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.sent("DELETE", "/api/events/9")).toHaveLength(1));
  });

  it("says they will not be told while email notifications are off", async () => {
    const user = userEvent.setup();
    api
      .reply("GET /api/events", [eventFixture({ id: "9", title: "Night hike", currentParticipants: 2 })])
      .reply("GET /api/troop/configuration", configurationFixture({ emailNotifications: false }));
    renderTab();
    await user.click(await screen.findByRole("button", { name: "Delete Night hike" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete event" });
    await within(confirm).findByText("2 people are signed up. Email notifications are off, so they will not be told it is cancelled.");
  });
});
