// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubFetch } from "@tests/client/fetch-stub";
import { eventFixture, scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { RecordAttendanceForm } from "./record-attendance-form";

const DAY = 86_400_000;
const SCOUTS = [scoutFixture({ id: "s1", name: "Ana Lopez" }), scoutFixture({ id: "s2", name: "Ben Brook" })];
const PAST = eventFixture({ id: "e1", title: "Knot Night", startDate: new Date(Date.now() - 2 * DAY).toISOString() });

beforeEach(() => {
  stubFetch();
});

async function chooseEvent(title: RegExp) {
  await userEvent.click(screen.getByRole("combobox", { name: "Event" }));
  await userEvent.click(screen.getByRole("option", { name: title }));
}

describe("RecordAttendanceForm", () => {
  it("names each Present and Absent button with its scout", async () => {
    renderWithProviders(<RecordAttendanceForm scouts={SCOUTS} events={[PAST]} records={[]} />);
    await chooseEvent(/Knot Night/);
    for (const name of ["Ana Lopez", "Ben Brook"]) {
      expect(screen.getByRole("button", { name: `Present: ${name}` })).toBeTruthy();
      expect(screen.getByRole("button", { name: `Absent: ${name}` })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole("button", { name: "Present: Ben Brook" }));
    expect(screen.getByRole("button", { name: "Present: Ben Brook" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Present: Ana Lopez" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(screen.getByRole("group", { name: "Ben Brook" })).getAllByRole("button")).toHaveLength(2);
  });

  it("offers only events that have started: one still to come is not in the list", async () => {
    const future = eventFixture({ id: "e2", title: "Summer Camp", startDate: new Date(Date.now() + 3 * DAY).toISOString() });
    renderWithProviders(<RecordAttendanceForm scouts={SCOUTS} events={[PAST, future]} records={[]} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Event" }));
    expect(screen.getByRole("option", { name: /Knot Night/ })).toBeTruthy();
    expect(screen.queryByRole("option", { name: /Summer Camp/ })).toBeNull();
  });

  it("says so when no event has started yet", () => {
    const future = eventFixture({ id: "e2", title: "Summer Camp", startDate: new Date(Date.now() + 3 * DAY).toISOString() });
    renderWithProviders(<RecordAttendanceForm scouts={SCOUTS} events={[future]} records={[]} />);
    expect(screen.getByRole("combobox", { name: "Event" }).textContent).toBe("No event has started yet");
  });
});

describe("RecordAttendanceForm's refusals", () => {
  it("asks for an event, then for a mark, with the Selection Required toast and at the field, sending nothing", async () => {
    const api = stubFetch();
    const { toasts } = renderWithProviders(<RecordAttendanceForm scouts={SCOUTS} events={[PAST]} records={[]} />);
    await userEvent.click(screen.getByRole("button", { name: "Save Attendance" }));
    await waitFor(() => expect(toasts()).toBe("Selection Required|Please select an event first."));
    expect(screen.getByRole("combobox", { name: "Event" }).getAttribute("aria-invalid")).toBe("true");

    await chooseEvent(/Knot Night/);
    await userEvent.click(screen.getByRole("button", { name: "Save Attendance" }));
    await waitFor(() => expect(toasts()).toContain("Selection Required|Mark at least one scout present or absent."));
    expect(screen.getByText("Mark at least one scout present or absent.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Present: Ana Lopez" }));
    expect(screen.queryByText("Mark at least one scout present or absent.")).toBeNull();
    expect(api.sent("POST")).toEqual([]);
  });

  it("saves one record per marked scout and says how many", async () => {
    const api = stubFetch().answer("POST /api/attendance", () => ({ status: 201, body: {} }));
    const { toasts } = renderWithProviders(<RecordAttendanceForm scouts={SCOUTS} events={[PAST]} records={[]} />);
    await chooseEvent(/Knot Night/);
    await userEvent.click(screen.getByRole("button", { name: "Mark All Present" }));
    await userEvent.click(screen.getByRole("button", { name: "Absent: Ben Brook" }));
    expect(screen.getByText("2 marks pending")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save Attendance" }));
    await waitFor(() => expect(toasts()).toBe("Attendance Recorded|Saved attendance for 2 scouts at Knot Night."));
    const posts = api.requests
      .filter((r) => r.method === "POST")
      .map((r) => r.body as { scoutId: string; eventId: string; status: string });
    expect(posts.map(({ scoutId, eventId, status }) => ({ scoutId, eventId, status }))).toEqual([
      { scoutId: "s1", eventId: "e1", status: "present" },
      { scoutId: "s2", eventId: "e1", status: "absent" },
    ]);
    expect(screen.queryByText(/marks? pending/)).toBeNull();
  });

  it("puts the server's refusal of the event on the Event field", async () => {
    const message = "Attendance can be recorded once the event has started.";
    stubFetch().fail("POST /api/attendance", 400, { error: message, fields: { eventId: message } });
    const { toasts } = renderWithProviders(<RecordAttendanceForm scouts={SCOUTS} events={[PAST]} records={[]} />);
    await chooseEvent(/Knot Night/);
    await userEvent.click(screen.getByRole("button", { name: "Present: Ana Lopez" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Attendance" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(toasts()).toBe("Error|Failed to record attendance. Please try again.");
    const event = screen.getByRole("combobox", { name: "Event" });
    expect(event.getAttribute("aria-invalid")).toBe("true");
    expect(event.getAttribute("aria-describedby")).toContain("error");
  });
});
