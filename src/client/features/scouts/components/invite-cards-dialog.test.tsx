// @vitest-environment jsdom
import type { InviteCards } from "@shared/api/invites";
import { DEFAULT_BRANDING } from "@shared/constants";
import { screen, waitFor, within } from "@testing-library/react";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { InviteCardsDialog } from "./invite-cards-dialog";

const card = (n: number) => ({
  scoutId: `s${n}`,
  scoutName: `Scout ${n}`,
  code: `KT7MPQ2W${String.fromCharCode(65 + n)}Z`,
  expiresAt: "2026-12-10T12:00:00.000Z",
  parentCode: null,
  parentExpiresAt: null,
});
const SHEET: InviteCards = {
  cards: [
    {
      scoutId: "s1",
      scoutName: "Ada Pine",
      code: "KT7MPQ2WXZ",
      expiresAt: "2026-12-10T12:00:00.000Z",
      parentCode: "PRNT4AB2CD",
      parentExpiresAt: "2026-12-10T12:00:00.000Z",
    },
    {
      scoutId: "s3",
      scoutName: "Cara Diaz",
      code: "NEWC4DE234",
      expiresAt: "2026-12-20T12:00:00.000Z",
      parentCode: "PRNT5XY3ZW",
      parentExpiresAt: "2026-12-20T12:00:00.000Z",
    },
  ],
  withAccount: [{ id: "s2", name: "Ben Ode" }],
};

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().reply("GET /api/troop/branding", { ...DEFAULT_BRANDING, troopName: "Troop 7 Pinewood" });
});

const open = (scoutIds: string[]) => renderWithProviders(<InviteCardsDialog scoutIds={scoutIds} open onOpenChange={() => {}} />);

describe("InviteCardsDialog", () => {
  it("prints a card per scout without an account, with the troop, code, QR code of the join link and expiry, and says who has an account", async () => {
    api.reply("POST /api/scouts/invites", SHEET);
    open(["s1", "s2", "s3"]);
    const sheet = await screen.findByTestId("invite-cards-sheet");
    const cards = within(sheet).getAllByTestId("invite-sheet-card");
    expect(cards).toHaveLength(2);
    const [ada] = cards;
    if (!ada) throw new Error("no card");
    expect(ada.getAttribute("aria-label")).toBe("Invite card for Ada Pine");
    expect(within(ada).getByText("Troop 7 Pinewood")).toBeTruthy();
    expect(within(ada).getByTestId("invite-sheet-code").textContent).toBe("KT7MPQ2WXZ");
    expect(within(ada).getByTestId("invite-sheet-expiry").textContent).toBe("Expires Dec 10, 2026");
    const url = `${window.location.origin}/login?invite=KT7MPQ2WXZ`;
    const qr = await within(ada).findByRole("img", { name: `QR code for ${url}` });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(ada.textContent).toContain(url);

    expect(screen.getByTestId("invite-cards-skipped").textContent).toBe("1 already have an account and get no card: Ben Ode.");
    expect(screen.getByText("2 cards on 1 page.")).toBeTruthy();
    // Printing waits for every QR code.
    await within(cards[1] as HTMLElement).findByRole("img", { name: /^QR code for / });
    // The button is let go in the render after the last code is drawn.
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name: "Print cards" }).disabled).toBe(false));
    expect(api.sent("POST", "/api/scouts/invites")[0]?.body).toEqual({ scoutIds: ["s1", "s2", "s3"] });
  });

  it("puts eight cards on a page and starts a new page for the ninth", async () => {
    const nine = Array.from({ length: 9 }, (_, i) => card(i + 1));
    api.reply("POST /api/scouts/invites", { cards: nine, withAccount: [] });
    open(nine.map((c) => c.scoutId));
    const sheet = await screen.findByTestId("invite-cards-sheet");
    const pages = sheet.querySelectorAll(".invite-cards-page");
    expect([...pages].map((page) => page.querySelectorAll("[data-testid=invite-sheet-card]").length)).toEqual([8, 1]);
    expect(screen.getByText("9 cards on 2 pages.")).toBeTruthy();
    expect(screen.queryByTestId("invite-cards-skipped")).toBeNull();
  });

  it("has nothing to print when every selected scout already has an account", async () => {
    api.reply("POST /api/scouts/invites", { cards: [], withAccount: [{ id: "s2", name: "Ben Ode" }] });
    open(["s2"]);
    expect((await screen.findByTestId("invite-cards-skipped")).textContent).toContain("1 already have an account");
    expect(screen.getByText("No cards to print.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Print cards" })).toBeNull();
  });
});
