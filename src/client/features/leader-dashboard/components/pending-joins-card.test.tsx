// @vitest-environment jsdom
import type { PendingRequest } from "@shared/api/events";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { PendingJoinsCard } from "./pending-joins-card";

const request = (overrides: Partial<PendingRequest>): PendingRequest => ({
  participantId: "p1",
  eventId: "e1",
  eventTitle: "River Canoe Trip",
  startDate: "2026-12-05T09:00:00.000Z",
  scoutId: "s1",
  scoutName: "Noa Lone",
  requestedAt: "2026-11-26T09:00:00.000Z",
  parentCount: 0,
  ...overrides,
});

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

describe("PendingJoinsCard", () => {
  it("counts the requests waiting, says which have no parent to answer, and a leader approves one", async () => {
    const user = userEvent.setup();
    api
      .answer("GET /api/events/pending-requests", () => ({
        status: 200,
        body: [request({}), request({ participantId: "p2", scoutName: "Pip Kin", parentCount: 2 })],
      }))
      .answer("POST /api/events/e1/participants/p1/approve", () => ({ status: 204 }));
    const { toasts } = renderWithProviders(<PendingJoinsCard />);
    expect((await screen.findByTestId("pending-joins-count")).textContent).toBe("2");
    const items = screen.getAllByTestId("pending-join");
    expect(items[0]?.textContent).toContain("No parent linked: only a leader can answer");
    expect(items[1]?.textContent).not.toContain("No parent linked");
    await user.click(screen.getByRole("button", { name: "Approve Noa Lone for River Canoe Trip" }));
    await waitFor(() => expect(api.sent("POST", "/api/events/e1/participants/p1/approve")).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain("Approved|Noa Lone · River Canoe Trip"));
  });

  it("shows nothing while no request waits", async () => {
    api.reply("GET /api/events/pending-requests" as const, [] as never);
    renderWithProviders(<PendingJoinsCard />);
    await waitFor(() => expect(api.sent("GET", "/api/events/pending-requests")).toHaveLength(1));
    expect(screen.queryByTestId("pending-joins")).toBeNull();
  });
});
