// @vitest-environment jsdom
import type { CurrentInvite, Invite } from "@shared/api/invites";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { InviteCardDialog } from "./invite-card-dialog";

const ADA = { id: "s1", name: "Ada Pine" };
const HANDED_OUT: CurrentInvite = {
  current: { code: "KT7MPQ2WXZ", expiresAt: "2026-12-10T12:00:00.000Z", createdAt: "2026-11-26T12:00:00.000Z" },
};
const FRESH: Invite = { code: "NEWC0DE234", expiresAt: "2026-12-20T12:00:00.000Z" };

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

const open = (kind: "scout" | "parent" = "scout") =>
  renderWithProviders(<InviteCardDialog scout={ADA} kind={kind} onOpenChange={() => {}} />);
const card = () => screen.findByRole("region", { name: /card$/ });

describe("InviteCardDialog", () => {
  it("shows the code already handed out, with its expiry, link and QR code, and makes no new one", async () => {
    api.reply("GET /api/scouts/s1/invite", HANDED_OUT);
    open();
    const shown = await card();
    expect(within(shown).getByTestId("invite-code").textContent).toBe("KT7MPQ2WXZ");
    expect(within(shown).getByTestId("invite-expiry").textContent).toBe("Valid until December 10th, 2026. Works once.");
    expect(shown.textContent).toContain(`${window.location.origin}/login?invite=KT7MPQ2WXZ`);
    await within(shown).findByRole("img", { name: `QR code for ${window.location.origin}/login?invite=KT7MPQ2WXZ` });
    expect(screen.getByRole("button", { name: "Print card" })).toBeTruthy();
    expect(api.sent("POST")).toEqual([]);
  });

  it("makes the first code once when none was handed out yet", async () => {
    api.reply("GET /api/scouts/s1/invite", { current: null }).answer("POST /api/scouts/s1/invite", () => ({ status: 201, body: FRESH }));
    open();
    expect(within(await card()).getByTestId("invite-code").textContent).toBe("NEWC0DE234");
    expect(api.sent("POST", "/api/scouts/s1/invite")).toHaveLength(1);
  });

  it("replaces the code only after a warning that the old card stops working", async () => {
    const user = userEvent.setup();
    api.reply("GET /api/scouts/s1/invite", HANDED_OUT).answer("POST /api/scouts/s1/invite", () => ({ status: 201, body: FRESH }));
    open();
    await card();
    await user.click(screen.getByRole("button", { name: "New code" }));
    const warning = await screen.findByRole("alertdialog", { name: "Replace this code?" });
    expect(warning.textContent).toContain("The card with KT7MPQ2WXZ stops working at once");
    // Changing one's mind leaves the code as it was.
    await user.click(within(warning).getByRole("button", { name: "Cancel" }));
    expect(api.sent("POST")).toEqual([]);
    expect(screen.getByTestId("invite-code").textContent).toBe("KT7MPQ2WXZ");

    await user.click(screen.getByRole("button", { name: "New code" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "New code" }));
    await waitFor(() => expect(screen.getByTestId("invite-code").textContent).toBe("NEWC0DE234"));
    expect(api.sent("POST", "/api/scouts/s1/invite")).toHaveLength(1);
  });

  it("for a parent says the earlier code keeps working and the new one is for another parent", async () => {
    const user = userEvent.setup();
    api.reply("GET /api/scouts/s1/parent-invite", HANDED_OUT);
    open("parent");
    await card();
    await user.click(screen.getByRole("button", { name: "New code" }));
    const question = await screen.findByRole("alertdialog", { name: "Make a code for another parent?" });
    expect(question.textContent).toContain("KT7MPQ2WXZ keeps working until it is used or runs out");
  });

  it("says a live code it cannot show exists, and offers only a new code", async () => {
    api.reply("GET /api/scouts/s1/invite", { current: { ...HANDED_OUT.current, code: null } } as CurrentInvite);
    open();
    const hidden = await screen.findByTestId("invite-hidden");
    expect(hidden.textContent).toContain("works until December 10th, 2026");
    expect(screen.queryByRole("button", { name: "Print card" })).toBeNull();
    expect(screen.getByRole("button", { name: "New code" })).toBeTruthy();
    expect(api.sent("POST")).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    api.fail("GET /api/scouts/s1/invite", 409, { error: "This scout already has an account." });
    open();
    expect((await screen.findByRole("alert")).textContent).toBe("This scout already has an account.");
  });
});
