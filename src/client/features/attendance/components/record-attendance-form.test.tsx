// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { screen, within } from "@testing-library/react";
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
