// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { InviteParentsPanel } from "./invite-parents-panel";

const contact = (name: string, over: object = {}) => ({
  name,
  email: null,
  phone: null,
  relationship: null,
  hasAccount: false,
  account: false,
  invitedAt: null,
  ...over,
});

const MAX = scoutFixture({
  id: "s1",
  name: "Max Moss",
  contacts: [
    contact("Mia Moss", { email: "mia@example.com", invitedAt: "2026-11-20T10:00:00.000Z" }),
    contact("Grandad Moss", { phone: "0700" }),
    contact("Ann Ash", { email: "ann@example.com", hasAccount: true, account: true }),
  ],
});
const NED = scoutFixture({ id: "s2", name: "Ned None" });

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

describe("InviteParentsPanel", () => {
  it("shows where each contact stands, emails the invites, and says who was skipped and why", async () => {
    api.reply("POST /api/scouts/parent-invites", { sent: 1, skipped: [{ scoutId: "s2", reason: "No contact has an email." }] });
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<InviteParentsPanel scouts={[MAX, NED]} />);
    const max = screen.getByRole("list", { name: "Contacts of Max Moss" });
    expect(
      within(max)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Mia Moss (mia@example.com) · invited Nov 20, 2026",
      "Grandad Moss · no email",
      "Ann Ash (ann@example.com) · has an account",
    ]);
    expect(screen.getByText("No contacts yet: add them with Edit.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Email invites" }));
    await waitFor(() => expect(api.sent("POST", "/api/scouts/parent-invites")[0]?.body).toEqual({ scoutIds: ["s1", "s2"] }));
    await waitFor(() => expect(toasts()).toBe("Invites sent|1 parent invite emailed."));
    expect(screen.getByTestId("invite-skipped").textContent).toBe("Not invited: No contact has an email.");
    expect(screen.getByTestId("invites-sent").textContent).toBe("1 invite emailed · 1 family skipped.");
  });

  it("says so when the invites cannot be sent", async () => {
    api.fail("POST /api/scouts/parent-invites", 403, { error: "The parent portal is turned off for this troop." });
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<InviteParentsPanel scouts={[MAX]} />);
    await user.click(screen.getByRole("button", { name: "Email invites" }));
    await waitFor(() => expect(toasts()).toBe("Error|The parent portal is turned off for this troop."));
  });
});
