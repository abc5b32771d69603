// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/query-client";
import { EventDialog } from "./event-dialog";

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  // Radix Switch measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <EventDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

describe("EventDialog", () => {
  it("checks the required fields and sends nothing while they are missing", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Create Event" }));
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
    expect(fetchMock).not.toHaveBeenCalled();
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

  it("sets 17:00 when an end date is chosen without a start date", async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText("End Date"), "2026-06-11");
    expect((screen.getByLabelText("End Time") as HTMLInputElement).value).toBe("17:00");
  });

  it("posts the event with trimmed badge opportunities and a numeric maximum", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "e1", title: "Hike" }), { status: 201 }));
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText("Title *"), "Hike");
    await userEvent.type(screen.getByLabelText("Description *"), "Up the hill");
    await userEvent.type(screen.getByLabelText("Start Date *"), "2026-06-10");
    await userEvent.type(screen.getByLabelText("Location *"), "Hill");
    await userEvent.type(screen.getByLabelText("Image URL *"), "/badges/hiker.svg");
    await userEvent.type(screen.getByLabelText("Badge Opportunities"), " Hiker, ,Navigator ");
    await userEvent.type(screen.getByLabelText("Maximum Participants"), "many");
    await userEvent.click(screen.getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/events");
    expect(init.method).toBe("POST");
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ title: "Hike", badgeOpportunities: ["Hiker", "Navigator"], maxParticipants: 0, endDate: null });
    expect(new Date(body.startDate).getHours()).toBe(9);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
