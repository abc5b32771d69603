// @vitest-environment jsdom
import type { Participation } from "@shared/api/events";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { eventFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { JoinButton } from "./join-button";

const HIKE = eventFixture({ id: "e1", title: "Night Hike", startDate: new Date(Date.now() + 86_400_000).toISOString() });

let api: FetchStub;
let participation: Participation;
beforeEach(() => {
  participation = { hasJoined: false, status: "none" };
  api = stubFetch()
    .answer("GET /api/events/e1/participation", () => ({ status: 200, body: participation }))
    .answer("PATCH /api/events/e1/join", () => ({ status: 200, body: HIKE }));
});

async function joinAndSee(after: Participation) {
  const user = userEvent.setup();
  const { toasts } = renderWithProviders(<JoinButton event={HIKE} label="Join" />);
  const button = await screen.findByRole("button", { name: "Join for Night Hike" });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  participation = after;
  await user.click(button);
  await waitFor(() => expect(toasts()).not.toBe(""));
  return toasts();
}

describe("JoinButton's toast", () => {
  it('says the request waits for a parent\'s OK when the join is pending, never "Joined Event!"', async () => {
    const said = await joinAndSee({ hasJoined: true, status: "pending" });
    expect(said).toBe("Request sent — waiting for a parent's OK|Your place at Night Hike is held until a parent or a leader says OK.");
    expect(await screen.findByRole("button", { name: "Waiting for a parent's OK for Night Hike" })).toBeTruthy();
    expect(api.sent("PATCH", "/api/events/e1/join")).toHaveLength(1);
  });

  it("says Joined Event! when the place is taken at once", async () => {
    expect(await joinAndSee({ hasJoined: true, status: "joined" })).toBe("Joined Event!|You've successfully joined Night Hike!");
  });
});
