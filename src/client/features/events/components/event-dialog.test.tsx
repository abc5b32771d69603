// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import type { EventCreateRequest, ScoutEvent } from "@shared/api/events";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { brandingFixture, eventFixture, featuresFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toIso } from "../event-form-rules";
import { EventDialog } from "./event-dialog";

const EVENT_TYPES = [
  { key: "camp", label: "Weekend camp" },
  { key: "service", label: "Community service" },
];

let api: FetchStub;
beforeEach(() => {
  // The troop's event types feed the type select.
  api = stubFetch().reply("GET /api/troop/features", featuresFixture({ customEventTypes: EVENT_TYPES }));
});
/** Every call but the reads of the troop's features and branding (its currency): what the dialog saved. */
const saves = () => api.requests.filter((r) => r.method !== "GET");

function renderDialog(event: ScoutEvent | null = null) {
  const onOpenChange = vi.fn();
  renderWithProviders(<EventDialog open onOpenChange={onOpenChange} event={event} />);
  return { onOpenChange };
}

describe("EventDialog", () => {
  it("closes at once while nothing was typed, and asks before dropping what was typed", async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();

    await user.type(screen.getByLabelText("Title *"), "Night hike");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const ask = await screen.findByRole("alertdialog", { name: "Discard changes?" });
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Title *") as HTMLInputElement).value).toBe("Night hike");

    // Escape asks too; Discard closes.
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.keyboard("{Escape}");
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Discard changes" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("checks the required fields and sends nothing while they are missing", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Create Event" }));
    // The first check waits for the schema's code.
    await screen.findByText("Title is required.");
    for (const text of [
      "Title is required.",
      "Description is required.",
      "Start date is required.",
      "Location is required.",
      "Image URL is required.",
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByLabelText("Title *").getAttribute("aria-invalid")).toBe("true");
    expect(saves()).toEqual([]);
  });

  it("keeps the end time disabled until an end date, then sets it to start + 8 h", async () => {
    renderDialog();
    const endTime = screen.getByLabelText("End Time") as HTMLInputElement;
    expect(endTime.disabled).toBe(true);
    const startDate = screen.getByLabelText("Start Date *") as HTMLInputElement;
    await userEvent.type(startDate, "2026-06-10");
    expect((screen.getByLabelText("Start Time") as HTMLInputElement).value).toBe("09:00");
    await userEvent.type(screen.getByLabelText("End Date"), "2026-06-10");
    expect(endTime.disabled).toBe(false);
    expect(endTime.value).toBe("17:00");
  });

  it("editing a camp's start moves its end by as much, and a new end date keeps the end time chosen", async () => {
    const camp = eventFixture({
      id: "c1",
      title: "Weekend Camp",
      startDate: toIso("2026-06-12", "18:00") ?? "",
      endDate: toIso("2026-06-14", "15:00"),
    });
    renderDialog(camp);
    const endDate = screen.getByLabelText("End Date") as HTMLInputElement;
    const endTime = screen.getByLabelText("End Time") as HTMLInputElement;
    expect([endDate.value, endTime.value]).toEqual(["2026-06-14", "15:00"]);
    fireEvent.change(screen.getByLabelText("Start Date *"), { target: { value: "2026-06-13" } });
    expect([endDate.value, endTime.value]).toEqual(["2026-06-15", "15:00"]);
    fireEvent.change(screen.getByLabelText("Start Time"), { target: { value: "19:00" } });
    expect([endDate.value, endTime.value]).toEqual(["2026-06-15", "16:00"]);
    fireEvent.change(endDate, { target: { value: "2026-06-16" } });
    expect(endTime.value).toBe("16:00");
  });

  it("sets 17:00 when an end date is chosen without a start date", async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText("End Date"), "2026-06-11");
    expect((screen.getByLabelText("End Time") as HTMLInputElement).value).toBe("17:00");
  });

  it("posts the event with trimmed badge opportunities and a numeric maximum", async () => {
    api.reply("POST /api/events", eventFixture({ id: "e1", title: "Hike" }), 201);
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText("Title *"), "Hike");
    await userEvent.type(screen.getByLabelText("Description *"), "Up the hill");
    await userEvent.type(screen.getByLabelText("Start Date *"), "2026-06-10");
    await userEvent.type(screen.getByLabelText("Location *"), "Hill");
    await userEvent.type(screen.getByLabelText("Image URL *"), "/badges/hiker.svg");
    await userEvent.type(screen.getByLabelText("Badge Opportunities"), " Hiker, ,Navigator ");
    // Not a number: a field message, nothing sent; cleared, it is unlimited (0).
    await userEvent.type(screen.getByLabelText("Maximum Participants"), "many");
    await userEvent.click(screen.getByRole("button", { name: "Create Event" }));
    await screen.findByText("Maximum participants must be a number.");
    expect(screen.getByLabelText("Maximum Participants").getAttribute("aria-invalid")).toBe("true");
    expect(saves()).toEqual([]);
    await userEvent.clear(screen.getByLabelText("Maximum Participants"));
    await userEvent.click(screen.getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const [save] = saves();
    expect(save?.url).toBe("/api/events");
    expect(save?.method).toBe("POST");
    const body = save?.body as EventCreateRequest;
    expect(body).toMatchObject({
      title: "Hike",
      badgeOpportunities: ["Hiker", "Navigator"],
      maxParticipants: 0,
      endDate: null,
      eventType: null,
    });
    expect(new Date(body.startDate).getHours()).toBe(9);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText("Title *"), "Camp");
    await user.type(screen.getByLabelText("Description *"), "Two nights");
    await user.type(screen.getByLabelText("Start Date *"), "2026-06-10");
    await user.type(screen.getByLabelText("Location *"), "Woods");
    await user.type(screen.getByLabelText("Image URL *"), "/badges/camper.svg");
  }

  it("offers the troop's event types and sends the chosen key", async () => {
    const user = userEvent.setup();
    api.reply("POST /api/events", eventFixture({ id: "e1", title: "Camp" }), 201);
    renderDialog();
    const select = await screen.findByRole("combobox", { name: "Event type" });
    expect(select.textContent).toBe("No type");
    await fillRequired(user);
    await user.click(select);
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["No type", "Weekend camp", "Community service"]);
    await user.click(screen.getByRole("option", { name: "Weekend camp" }));
    expect(select.textContent).toBe("Weekend camp");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]?.body as EventCreateRequest | undefined)?.eventType).toBe("camp");
  });

  it("puts the server's refusal of the type on the field", async () => {
    const user = userEvent.setup();
    const message = "Pick one of the troop's event types.";
    api.fail("POST /api/events", 400, { error: message, fields: { eventType: message } });
    renderDialog();
    await fillRequired(user);
    await user.click(await screen.findByRole("combobox", { name: "Event type" }));
    await user.click(await screen.findByRole("option", { name: "Community service" }));
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    await screen.findByText(message);
    expect(screen.getByRole("combobox", { name: "Event type" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("edits an event keeping its type, and No type clears it", async () => {
    const user = userEvent.setup();
    const event = eventFixture({ id: "e9", title: "Camp", eventType: "service" });
    api.reply("PATCH /api/events/e9", event);
    renderDialog(event);
    const select = await screen.findByRole("combobox", { name: "Event type" });
    await waitFor(() => expect(select.textContent).toBe("Community service"));
    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "No type" }));
    await user.click(screen.getByRole("button", { name: "Update Event" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const [save] = saves();
    expect([save?.url, save?.method]).toEqual(["/api/events/e9", "PATCH"]);
    expect((save?.body as EventCreateRequest | undefined)?.eventType).toBeNull();
  });

  it("shows no type field while the troop has no event types", async () => {
    api.reply("GET /api/troop/features", featuresFixture());
    renderDialog();
    await waitFor(() => expect(api.fetch).toHaveBeenCalledWith("/api/troop/features", expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("combobox", { name: "Event type" })).toBeNull();
  });

  it("sends the waiting list, consent text, kit list and the cost in cents of the troop's currency", async () => {
    const user = userEvent.setup();
    api.reply("GET /api/troop/branding", brandingFixture({ currency: "GBP" }));
    api.answer("POST /api/events", ({ body }) => ({ status: 201, body: eventFixture({ id: "n1", ...(body as object), title: "Camp" }) }));
    renderDialog();
    await screen.findByLabelText("Cost (GBP)");
    await user.type(screen.getByLabelText("Title *"), "Camp");
    await user.type(screen.getByLabelText("Description *"), "Two nights");
    await user.type(screen.getByLabelText("Start Date *"), "2030-06-10");
    await user.type(screen.getByLabelText("Location *"), "Pine Lake");
    await user.type(screen.getByLabelText("Image URL *"), "/badges/camper.svg");
    expect(screen.getByRole("switch", { name: "Waiting list" }).getAttribute("aria-checked")).toBe("true");
    await user.click(screen.getByRole("switch", { name: "Parents must sign consent" }));
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect((await screen.findByText("Consent text is required when consent is required.")).id).toMatch(/consentText-error$/);
    await user.type(screen.getByLabelText("Consent text *"), "I agree to the camp.");
    await user.type(screen.getByLabelText("Kit list"), "Sleeping bag{Enter}Torch");
    await user.type(screen.getByLabelText("Cost (GBP)"), "25.50");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({
      waitlist: true,
      consentRequired: true,
      consentText: "I agree to the camp.",
      kitList: ["Sleeping bag", "Torch"],
      cost: 2550,
    });
  });
});
