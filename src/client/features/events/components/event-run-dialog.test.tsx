// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import type { CampSheet, CampSheetView, ConsentRecord, HelperOffer, ReplyRow } from "@shared/api/event-logistics";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { eventFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EventRunDialog, type RunTab } from "./event-run-dialog";

const CAMP = eventFixture({ id: "e1", title: "Spring camp", cost: 2500, consentRequired: true, consentText: "I agree." });

const signed: ConsentRecord = {
  id: "c1",
  method: "signed",
  signedName: "Pat Lee",
  signedBy: "Pat Lee",
  signedAt: "2026-05-02T10:00:00.000Z",
  consentText: "I agree.",
  withdrawnAt: null,
};

function row(overrides: Partial<ReplyRow> & Pick<ReplyRow, "scoutId" | "name">): ReplyRow {
  return {
    answer: "none",
    note: null,
    answeredBy: null,
    answeredAt: null,
    consent: null,
    needsConsent: false,
    paid: false,
    waitlistPosition: null,
    ...overrides,
  };
}

const REPLIES: ReplyRow[] = [
  row({
    scoutId: "s1",
    name: "Zoe Lee",
    answer: "yes",
    consent: signed,
    paid: true,
    answeredBy: "Pat Lee",
    answeredAt: "2026-05-02T09:00:00.000Z",
  }),
  row({
    scoutId: "s2",
    name: "Adam Fox",
    answer: "yes",
    needsConsent: true,
    answeredBy: "Adam Fox",
    answeredAt: "2026-05-03T09:00:00.000Z",
  }),
  row({ scoutId: "s3", name: "Mia Chen", answer: "no", note: "Away that weekend", answeredAt: "2026-05-01T09:00:00.000Z" }),
  row({ scoutId: "s4", name: "Ben Ode", answer: "waitlisted", waitlistPosition: 1, answeredAt: "2026-05-04T09:00:00.000Z" }),
  row({ scoutId: "s5", name: "Cara Diaz" }),
];

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().reply("GET /api/events/e1/replies", REPLIES);
});

function renderDialog(tab: RunTab = "replies") {
  const onTabChange = vi.fn();
  const result = renderWithProviders(<EventRunDialog event={CAMP} tab={tab} onTabChange={onTabChange} onOpenChange={() => {}} />);
  return { ...result, onTabChange };
}

const names = () => screen.getAllByTestId("reply-row").map((r) => within(r).getAllByRole("cell")[0]?.textContent);

describe("Replies", () => {
  it("shows every scout's answer, note, consent and paid, with counts and money totals", async () => {
    renderDialog();
    await screen.findByText("Zoe Lee");
    expect(names()).toEqual(["Adam Fox", "Ben Ode", "Cara Diaz", "Mia Chen", "Zoe Lee"]);
    const counts = screen.getByTestId("reply-counts");
    expect(within(counts).getByText("Going").nextSibling?.textContent).toBe("1");
    expect(within(counts).getByText("Can't come").nextSibling?.textContent).toBe("1");
    expect(within(counts).getByText("Waiting").nextSibling?.textContent).toBe("1");
    expect(within(counts).getByText("No answer yet").nextSibling?.textContent).toBe("1");
    expect(within(counts).getByText("Need consent").nextSibling?.textContent).toBe("1");
    // Two hold a place at $25.00; one has paid.
    expect(screen.getByTestId("reply-totals").textContent).toBe("Cost $25.00 each · Expected $50.00 · Received $25.00");

    const zoe = screen.getAllByTestId("reply-row")[4] as HTMLElement;
    expect(zoe.textContent).toContain("Going");
    expect(zoe.textContent).toContain("Signed by Pat Lee");
    expect(within(zoe).getByRole("checkbox", { name: "Zoe Lee has paid" }).getAttribute("aria-checked")).toBe("true");
    const adam = screen.getAllByTestId("reply-row")[0] as HTMLElement;
    expect(adam.textContent).toContain("Needs consent");
    expect(screen.getAllByTestId("reply-row")[1]?.textContent).toContain("Waiting · 1");
    expect(screen.getAllByTestId("reply-row")[2]?.textContent).toContain("No answer yet");
    expect(screen.getAllByTestId("reply-row")[3]?.textContent).toContain("Away that weekend");
  });

  it("sorts by a column, and the other way on a second click", async () => {
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText("Zoe Lee");
    await user.click(screen.getByRole("button", { name: "Answer" }));
    expect(names()).toEqual(["Adam Fox", "Zoe Lee", "Ben Ode", "Mia Chen", "Cara Diaz"]);
    expect(screen.getByRole("columnheader", { name: "Answer" }).getAttribute("aria-sort")).toBe("ascending");
    await user.click(screen.getByRole("button", { name: "Answer" }));
    expect(names()).toEqual(["Cara Diaz", "Mia Chen", "Ben Ode", "Zoe Lee", "Adam Fox"]);
    expect(screen.getByRole("columnheader", { name: "Answer" }).getAttribute("aria-sort")).toBe("descending");
  });

  it("ticks paid and records paper consent, then reads the replies again", async () => {
    const user = userEvent.setup();
    api
      // The payment as it now stands (not an event, which the stub's PATCH /api/events/… answers are typed as).
      .answer("PATCH /api/events/e1/participants/s2", () => Response.json({ scoutId: "s2", paid: true }))
      .reply("POST /api/events/e1/participants/s2/consent", { ...signed, method: "paper" }, 201);
    const { toasts } = renderDialog();
    await screen.findByText("Zoe Lee");
    await user.click(screen.getByRole("checkbox", { name: "Adam Fox has paid" }));
    await waitFor(() => expect(api.sent("PATCH", "/api/events/e1/participants/s2")).toHaveLength(1));
    expect(api.sent("PATCH", "/api/events/e1/participants/s2")[0]?.body).toEqual({ paid: true });
    await user.click(screen.getByRole("button", { name: "Record paper consent for Adam Fox" }));
    // Asked once more: nothing is recorded before the leader confirms.
    const confirm = await screen.findByRole("alertdialog", { name: "Record paper consent for Adam Fox?" });
    expect(api.sent("POST", "/api/events/e1/participants/s2/consent")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Record paper consent" }));
    await waitFor(() => expect(api.sent("POST", "/api/events/e1/participants/s2/consent")[0]?.body).toEqual({ method: "paper" }));
    await waitFor(() => expect(toasts()).toContain("Paper consent recorded|Adam Fox"));
    expect(api.sent("GET", "/api/events/e1/replies").length).toBeGreaterThanOrEqual(3);
  });

  it("records a reply a family phoned in, by the shared rules, and reads the replies again", async () => {
    const user = userEvent.setup();
    api.reply("PUT /api/events/e1/replies/s5", { status: "waitlisted", position: 2 });
    const { toasts } = renderDialog();
    await screen.findByText("Zoe Lee");
    await user.click(screen.getByRole("button", { name: "Record a reply for Cara Diaz" }));
    const dialog = await screen.findByRole("dialog", { name: "Reply for Cara Diaz" });
    expect((within(dialog).getByRole("radio", { name: /^Going/ }) as HTMLInputElement).checked).toBe(true);
    // A note longer than the shared schema allows is refused at the field, before sending.
    await user.type(within(dialog).getByLabelText("Note (optional)"), "x".repeat(501));
    await user.click(within(dialog).getByRole("button", { name: "Record reply" }));
    expect(await within(dialog).findByText("Note must be at most 500 characters.")).toBeTruthy();
    expect(api.sent("PUT")).toEqual([]);
    await user.clear(within(dialog).getByLabelText("Note (optional)"));
    await user.type(within(dialog).getByLabelText("Note (optional)"), "Mum phoned");
    await user.click(within(dialog).getByRole("button", { name: "Record reply" }));
    await waitFor(() => expect(api.sent("PUT", "/api/events/e1/replies/s5")[0]?.body).toEqual({ answer: "yes", note: "Mum phoned" }));
    await waitFor(() => expect(toasts()).toContain("Reply recorded|Cara Diaz: On the waiting list (number 2)"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reply for Cara Diaz" })).toBeNull());
    expect(api.sent("GET", "/api/events/e1/replies").length).toBeGreaterThanOrEqual(2);
  });

  it("says who answered for a family", async () => {
    renderDialog();
    await screen.findByText("Zoe Lee");
    expect(screen.getAllByTestId("reply-row")[4]?.textContent).toContain("answered by Pat Lee");
  });

  it("links to a message for those with no answer yet", async () => {
    renderDialog();
    const link = await screen.findByRole("link", { name: "Message the 1 with no answer" });
    expect(link.getAttribute("href")).toBe("/messages/new?audience=event-unanswered&eventId=e1");
  });

  it("says so when a save is refused", async () => {
    const user = userEvent.setup();
    api.fail("PATCH /api/events/e1/participants/s5", 400, { error: "This scout is not going to this event." });
    api.reply("GET /api/events/e1/replies", [row({ scoutId: "s5", name: "Cara Diaz", answer: "pending" })]);
    const { toasts } = renderDialog();
    await user.click(await screen.findByRole("checkbox", { name: "Cara Diaz has paid" }));
    await waitFor(() => expect(toasts()).toContain("This scout is not going to this event."));
  });
});

const SHEET: CampSheet = {
  event: {
    id: "e1",
    title: "Spring camp",
    startDate: "2026-06-10T09:00:00.000Z",
    endDate: null,
    location: "Pine Lake",
    consentRequired: true,
  },
  rows: [
    {
      scoutId: "s1",
      name: "Zoe Lee",
      ageAtEvent: 12,
      emergencyContact: "Pat Lee",
      emergencyPhone: "555-0100",
      parents: [{ name: "Pat Lee", phone: "555-0100" }],
      contacts: [],
      allergies: "Peanuts",
      medicalNotes: "Inhaler in bag",
      dietaryNeeds: null,
      consent: signed,
    },
  ],
  generatedAt: "2026-06-01T10:00:00.000Z",
};
const VIEWS: CampSheetView[] = [{ leaderName: "Sam Leader", viewedAt: "2026-06-01T10:00:00.000Z", kind: "view" }];

describe("Camp sheet", () => {
  it("shows each child going with health details and consent, then who has looked at it", async () => {
    api.reply("GET /api/events/e1/camp-sheet", SHEET).reply("GET /api/events/e1/camp-sheet/views", VIEWS);
    renderDialog("camp-sheet");
    const sheetRow = await screen.findByTestId("camp-sheet-row");
    for (const text of ["Zoe Lee", "12", "555-0100", "Peanuts", "Inhaler in bag", "None given", "Signed by Pat Lee"]) {
      expect(sheetRow.textContent).toContain(text);
    }
    expect((await screen.findByTestId("camp-sheet-views")).textContent).toContain("Viewed by Sam Leader");
    // The views are read after the sheet, so this read is in the list.
    const gets = api.requests.filter((r) => r.method === "GET").map((r) => r.url);
    expect(gets.indexOf("/api/events/e1/camp-sheet/views")).toBeGreaterThan(gets.indexOf("/api/events/e1/camp-sheet"));
  });

  it("lists the contacts of a family without an account, with their relationship and phone", async () => {
    const noAccount = {
      ...SHEET.rows[0],
      scoutId: "s9",
      name: "Nora Field",
      parents: [],
      contacts: [{ name: "Nell Field", phone: "0700 100", relationship: "Mother" }],
    } as CampSheet["rows"][number];
    api.reply("GET /api/events/e1/camp-sheet", { ...SHEET, rows: [noAccount] }).reply("GET /api/events/e1/camp-sheet/views", VIEWS);
    renderDialog("camp-sheet");
    const sheetRow = await screen.findByTestId("camp-sheet-row");
    expect(sheetRow.textContent).toContain("Nell Field (Mother) · 0700 100");
  });

  it("is not read until its tab is opened (each read is logged)", async () => {
    const user = userEvent.setup();
    const { onTabChange } = renderDialog("replies");
    await screen.findByText("Zoe Lee");
    expect(api.sent("GET", "/api/events/e1/camp-sheet")).toHaveLength(0);
    await user.click(screen.getByRole("tab", { name: "Camp sheet" }));
    expect(onTabChange).toHaveBeenCalledWith("camp-sheet");
  });
});

const OFFERS: HelperOffer[] = [
  {
    id: "h1",
    userId: "p1",
    name: "Pat Lee",
    phone: "555-0100",
    kind: "driver",
    seats: 3,
    note: "Back by 6",
    updatedAt: "2026-05-02T10:00:00.000Z",
  },
  { id: "h2", userId: "p2", name: "Kim Fox", phone: null, kind: "helper", seats: null, note: null, updatedAt: "2026-05-02T11:00:00.000Z" },
];

describe("Helpers", () => {
  it("lists the offers with drivers' seats", async () => {
    api.reply("GET /api/events/e1/helpers", OFFERS);
    renderDialog("helpers");
    expect((await screen.findByTestId("helper-summary")).textContent).toBe("1 driver with 3 seats · 1 helper");
    const offers = screen.getAllByTestId("helper-offer");
    expect(offers[0]?.textContent).toContain("Pat Lee · Driver, 3 seats");
    expect(offers[0]?.textContent).toContain("Back by 6");
    expect(offers[1]?.textContent).toContain("Kim Fox · Helper");
  });
});
