// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import type { ConsentRecord, HelperOffer } from "@shared/api/event-logistics";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { eventFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import type { FamilyEvent } from "../api";
import { ChildEvents } from "./child-events";

const soon = new Date(Date.now() + 7 * 86_400_000).toISOString();
const CAMP: FamilyEvent = {
  ...eventFixture({ id: "e1", title: "Spring camp", startDate: soon }),
  consentRequired: true,
  consentText: "I agree that my child may sleep in a tent.",
  kitList: ["Sleeping bag", "Torch"],
  cost: 2500,
  participation: "none",
  consent: null,
  waitlistPosition: null,
  reply: null,
};
const SIGNED: ConsentRecord = {
  id: "c1",
  method: "signed",
  signedName: "Sam Pine",
  signedBy: "u1",
  signedAt: "2026-05-02T10:00:00.000Z",
  consentText: CAMP.consentText ?? "",
  withdrawnAt: null,
};

let api: FetchStub;
let camp: FamilyEvent;
beforeEach(() => {
  camp = CAMP;
  api = stubFetch()
    .answer("GET /api/parent/children/c1/events", () => ({ status: 200, body: [camp] }))
    .reply("GET /api/events/e1/helpers", []);
});

function renderEvents() {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<ChildEvents scoutId="c1" name="Ada" />) };
}

describe("ChildEvents", () => {
  it("signs the child up (their Going), then shows the kit list and Withdraw", async () => {
    const { user, toasts } = renderEvents();
    expect((await screen.findByTestId("child-event-cost")).textContent).toBe("Cost: $25.00");
    expect(screen.queryByTestId("kit-list")).toBeNull();
    api.reply("PUT /api/parent/children/c1/events/e1/reply", { status: "joined", position: null });
    camp = { ...CAMP, participation: "joined" };
    await user.click(screen.getByRole("button", { name: "Sign up: Spring camp" }));
    await waitFor(() => expect(toasts()).toContain("Going|Ada is going to Spring camp."));
    expect(api.sent("PUT", "/api/parent/children/c1/events/e1/reply")[0]?.body).toEqual({ answer: "yes" });
    expect((await screen.findByTestId("kit-list")).textContent).toContain("Sleeping bag");
    expect(await screen.findByRole("button", { name: "Withdraw place: Spring camp" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign up: Spring camp" })).toBeNull();
    expect(screen.getByTestId("consent-needed").textContent).toContain("Needs consent");
  });

  it("says a waiting place's number", async () => {
    camp = { ...CAMP, maxParticipants: 1, currentParticipants: 1 };
    const { user, toasts } = renderEvents();
    api.reply("PUT /api/parent/children/c1/events/e1/reply", { status: "waitlisted", position: 2 });
    const going = await screen.findByRole("button", { name: "Sign up: Spring camp" });
    camp = { ...camp, participation: "waitlisted" };
    await user.click(going);
    await waitFor(() => expect(toasts()).toContain("Spring camp is full: Ada is number 2 on the waiting list."));
    await waitFor(() => expect(screen.getByTestId("child-event-state").textContent).toBe("On the waiting list · number 2"));
  });

  it("withdraws a child who is going, recorded as a no", async () => {
    camp = { ...CAMP, participation: "joined" };
    const { user, toasts } = renderEvents();
    api.reply("PUT /api/parent/children/c1/events/e1/reply", { status: "declined", position: null });
    const withdraw = await screen.findByRole("button", { name: "Withdraw place: Spring camp" });
    expect(screen.queryByRole("button", { name: "Can't come: Spring camp" })).toBeNull();
    camp = { ...CAMP, participation: "none", reply: "no" };
    await user.click(withdraw);
    await waitFor(() => expect(toasts()).toContain("Withdrawn|Ada · Spring camp"));
    expect(api.sent("PUT", "/api/parent/children/c1/events/e1/reply")[0]?.body).toEqual({ answer: "no" });
    expect(await screen.findByRole("button", { name: "Sign up: Spring camp" })).toBeTruthy();
    // Withdrawn, the card says the leaders know the child can't come, not that nobody answered.
    expect(screen.getByTestId("child-event-state").textContent).toBe("Can't come");
  });

  it("sends Can't come with a note before answering", async () => {
    const { user } = renderEvents();
    api.reply("PUT /api/parent/children/c1/events/e1/reply", { status: "declined", position: null });
    await user.click(await screen.findByRole("button", { name: "Can't come: Spring camp" }));
    await user.type(await screen.findByLabelText("Note for the leaders (optional)"), "Grandma's birthday");
    await user.click(screen.getByRole("button", { name: "Send: can't come" }));
    await waitFor(() =>
      expect(api.sent("PUT", "/api/parent/children/c1/events/e1/reply")[0]?.body).toEqual({ answer: "no", note: "Grandma's birthday" }),
    );
  });

  it("signs consent with a tick and the typed name, shows the record, and withdraws it", async () => {
    camp = { ...CAMP, participation: "joined" };
    const { user, toasts } = renderEvents();
    await user.click(await screen.findByRole("button", { name: "Sign consent: Spring camp" }));
    const dialog = await screen.findByRole("dialog", { name: "Consent for Ada" });
    expect(within(dialog).getByTestId("consent-text").textContent).toBe("I agree that my child may sleep in a tent.");
    await user.click(within(dialog).getByRole("button", { name: "Sign" }));
    expect(await within(dialog).findByText("Tick the box to agree.")).toBeTruthy();
    expect(within(dialog).getByText("Type your name to sign.")).toBeTruthy();
    expect(api.sent("POST")).toHaveLength(0);

    api.reply("POST /api/parent/children/c1/events/e1/consent", SIGNED, 201);
    await user.click(within(dialog).getByRole("checkbox", { name: "I agree, for Ada" }));
    await user.type(within(dialog).getByLabelText("Your full name"), "Sam Pine");
    await user.click(within(dialog).getByRole("button", { name: "Sign" }));
    await waitFor(() => expect(toasts()).toContain("Consent signed|Ada · Spring camp"));
    expect(api.sent("POST", "/api/parent/children/c1/events/e1/consent")[0]?.body).toEqual({ agree: true, signedName: "Sam Pine" });
    expect((await screen.findByTestId("consent-signed")).textContent).toContain("Consent signed by Sam Pine");

    api.answer("DELETE /api/parent/children/c1/events/e1/consent", () => ({ status: 204 }));
    await user.click(screen.getByRole("button", { name: "Withdraw consent: Spring camp" }));
    await waitFor(() => expect(screen.getByTestId("consent-needed")).toBeTruthy());
  });

  it("offers to drive with seats, then changes and withdraws the offer", async () => {
    const { user } = renderEvents();
    await user.click(await screen.findByRole("button", { name: "Offer help: Spring camp" }));
    const dialog = await screen.findByRole("dialog", { name: "Offer help" });
    await user.click(within(dialog).getByRole("button", { name: "Offer help" }));
    expect(await within(dialog).findByText("Say how many seats you can offer.")).toBeTruthy();
    const offer: HelperOffer = {
      id: "h1",
      userId: "u1",
      name: "Sam Pine",
      phone: null,
      kind: "driver",
      seats: 3,
      note: "Back by 6",
      updatedAt: "2026-05-02T10:00:00.000Z",
    };
    api.reply("POST /api/events/e1/helpers", offer, 201);
    await user.type(within(dialog).getByLabelText("Seats for scouts *"), "3");
    await user.type(within(dialog).getByLabelText("Note (optional)"), "Back by 6");
    await user.click(within(dialog).getByRole("button", { name: "Offer help" }));
    await waitFor(() =>
      expect(api.sent("POST", "/api/events/e1/helpers")[0]?.body).toEqual({ kind: "driver", seats: 3, note: "Back by 6" }),
    );
    expect((await screen.findByTestId("helper-offer")).textContent).toContain("You offered to drive (3 seats)");

    api.reply("PUT /api/events/e1/helpers", { ...offer, kind: "helper", seats: null }, 200);
    await user.click(screen.getByRole("button", { name: "Change offer: Spring camp" }));
    const change = await screen.findByRole("dialog", { name: "Change your offer" });
    await user.click(within(change).getByRole("radio", { name: /Help/ }));
    await user.click(within(change).getByRole("button", { name: "Save offer" }));
    await waitFor(() =>
      expect(api.sent("PUT", "/api/events/e1/helpers")[0]?.body).toEqual({ kind: "helper", seats: null, note: "Back by 6" }),
    );
    await waitFor(() => expect(screen.getByTestId("helper-offer").textContent).toContain("You offered to help"));

    api.answer("DELETE /api/events/e1/helpers", () => ({ status: 204 }));
    await user.click(screen.getByRole("button", { name: "Withdraw offer: Spring camp" }));
    expect(await screen.findByRole("button", { name: "Offer help: Spring camp" })).toBeTruthy();
  });

  it("says a full event without a waiting list is full", async () => {
    camp = { ...CAMP, maxParticipants: 1, currentParticipants: 1, waitlist: false };
    renderEvents();
    expect(await screen.findByText("This event is full.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign up: Spring camp" })).toBeNull();
  });
});
