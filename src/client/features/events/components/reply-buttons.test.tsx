// @vitest-environment jsdom
import type { ReplyResult } from "@shared/api/event-logistics";
import type { Participation } from "@shared/api/events";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { eventFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { EventExtras } from "./event-extras";
import { ReplyButtons } from "./reply-buttons";

const soon = new Date(Date.now() + 86_400_000).toISOString();
const HIKE = eventFixture({ id: "e1", title: "Night Hike", startDate: soon });

let api: FetchStub;
let participation: Participation;
let result: ReplyResult;
beforeEach(() => {
  participation = { hasJoined: false, status: "none", waitlistPosition: null };
  result = { status: "joined", position: null };
  api = stubFetch()
    .answer("GET /api/events/e1/participation", () => ({ status: 200, body: participation }))
    .answer("PUT /api/events/e1/reply", () => ({ status: 200, body: result }));
});

async function going(after: Participation, answer: ReplyResult, event = HIKE) {
  const user = userEvent.setup();
  const { toasts } = renderWithProviders(<ReplyButtons event={event} label="Join" />);
  const button = await screen.findByRole("button", { name: "Join for Night Hike" });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  expect(button.textContent).toBe("Join");
  participation = after;
  result = answer;
  await user.click(button);
  await waitFor(() => expect(toasts()).not.toBe(""));
  expect(api.sent("PUT", "/api/events/e1/reply")[0]?.body).toEqual({ answer: "yes" });
  return toasts();
}

describe("ReplyButtons", () => {
  it("says Joined Event! when the place is taken at once, then Joined (greyed, disabled)", async () => {
    expect(await going({ hasJoined: true, status: "joined" }, { status: "joined", position: null })).toBe(
      "Joined Event!|You've successfully joined Night Hike!",
    );
    const joined = (await screen.findByRole("button", { name: "Joined Night Hike" })) as HTMLButtonElement;
    expect(joined.disabled).toBe(true);
    expect(joined.textContent).toBe("Joined");
    expect(joined.className).toContain("bg-slate-200");
    expect(screen.getByRole("button", { name: "Can't come to Night Hike" })).toBeTruthy();
  });

  it("reads Joining... while the answer is sent", async () => {
    const user = userEvent.setup();
    api.answer("PUT /api/events/e1/reply", () => new Promise(() => {}));
    renderWithProviders(<ReplyButtons event={HIKE} label="Sign Up" />);
    const button = (await screen.findByRole("button", { name: "Sign Up for Night Hike" })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.textContent).toBe("Sign Up");
    await user.click(button);
    await waitFor(() => expect(button.textContent).toBe("Joining..."));
    expect(button.disabled).toBe(true);
  });

  it("says the request waits for a parent's OK when the join is pending", async () => {
    const said = await going({ hasJoined: true, status: "pending" }, { status: "pending", position: null });
    expect(said).toBe("Request sent — waiting for a parent's OK|Your place at Night Hike is held until a parent or a leader says OK.");
    expect(await screen.findByRole("button", { name: "Waiting for a parent's OK for Night Hike" })).toBeTruthy();
  });

  it("says a leader's OK for a child with no parent linked: only a leader can answer", async () => {
    participation = { hasJoined: true, status: "pending", waitingFor: "leader" };
    renderWithProviders(<ReplyButtons event={HIKE} label="Join" />);
    const button = await screen.findByRole("button", { name: "Waiting for a leader's OK for Night Hike" });
    expect(button.textContent).toBe("Waiting for a leader's OK");
  });

  it("shows a full event as Full and puts the scout on its waiting list with the number", async () => {
    const full = eventFixture({ ...HIKE, maxParticipants: 2, currentParticipants: 2 });
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<ReplyButtons event={full} label="Join" />);
    const fullButton = (await screen.findByRole("button", { name: "Night Hike is full" })) as HTMLButtonElement;
    expect(fullButton.disabled).toBe(true);
    expect(fullButton.textContent).toBe("Full");
    participation = { hasJoined: false, status: "waitlisted", waitlistPosition: 3 };
    result = { status: "waitlisted", position: 3 };
    await user.click(await screen.findByRole("button", { name: "Join the waiting list for Night Hike" }));
    expect(api.sent("PUT", "/api/events/e1/reply")[0]?.body).toEqual({ answer: "yes" });
    await waitFor(() => expect(toasts()).toContain("On the waiting list|Night Hike is full. You are number 3 on the waiting list."));
    expect((await screen.findByTestId("waitlist-place")).textContent).toBe("On the waiting list · number 3");
  });

  it("shows a full event without a waiting list as Full, with no waiting-list button", async () => {
    renderWithProviders(
      <ReplyButtons event={eventFixture({ ...HIKE, maxParticipants: 2, currentParticipants: 2, waitlist: false })} label="Join" />,
    );
    const fullButton = (await screen.findByRole("button", { name: "Night Hike is full" })) as HTMLButtonElement;
    expect(fullButton.disabled).toBe(true);
    expect(fullButton.textContent).toBe("Full");
    expect(screen.queryByRole("button", { name: "Join for Night Hike" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Join the waiting list for Night Hike" })).toBeNull();
  });

  it("sends Can't come with the note typed", async () => {
    const user = userEvent.setup();
    participation = { hasJoined: true, status: "joined" };
    result = { status: "declined", position: null };
    const { toasts } = renderWithProviders(<ReplyButtons event={HIKE} label="Join" />);
    await screen.findByRole("button", { name: "Joined Night Hike" });
    await user.click(screen.getByRole("button", { name: "Can't come to Night Hike" }));
    await user.type(await screen.findByLabelText("Note for the leaders (optional)"), "Away that weekend");
    await user.click(screen.getByRole("button", { name: "Send: can't come" }));
    await waitFor(() => expect(api.sent("PUT", "/api/events/e1/reply")[0]?.body).toEqual({ answer: "no", note: "Away that weekend" }));
    await waitFor(() => expect(toasts()).toContain("Thanks for telling us"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open and says why when the answer is refused", async () => {
    const user = userEvent.setup();
    api.fail("PUT /api/events/e1/reply", 409, { error: "This event has already started." });
    const { toasts } = renderWithProviders(<ReplyButtons event={HIKE} label="Join" />);
    await user.click(await screen.findByRole("button", { name: "Can't come to Night Hike" }));
    await user.click(await screen.findByRole("button", { name: "Send: can't come" }));
    await waitFor(() => expect(toasts()).toContain("This event has already started."));
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

describe("EventExtras", () => {
  it("shows the cost to all and the kit list to those going", async () => {
    participation = { hasJoined: true, status: "joined" };
    renderWithProviders(<EventExtras event={eventFixture({ ...HIKE, cost: 1250, kitList: ["Torch", "Warm hat"] })} />);
    expect((await screen.findByTestId("event-cost")).textContent).toBe("Cost: $12.50");
    expect((await screen.findByTestId("kit-list")).textContent).toContain("What to bring (2)TorchWarm hat");
  });

  it("keeps the kit list for those going", async () => {
    renderWithProviders(<EventExtras event={eventFixture({ ...HIKE, cost: 0, kitList: ["Torch"] })} />);
    await waitFor(() => expect(api.sent("GET", "/api/events/e1/participation")).toHaveLength(1));
    expect(screen.queryByTestId("kit-list")).toBeNull();
    expect(screen.queryByTestId("event-cost")).toBeNull();
  });
});
