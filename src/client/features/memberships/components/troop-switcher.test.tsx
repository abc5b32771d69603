// @vitest-environment jsdom
import type { User } from "@shared/api/auth";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import TroopSwitcher from "./troop-switcher";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

const user: User = {
  id: "u1",
  email: "ann@example.com",
  firstName: "Ann",
  lastName: "Alpha",
  profileImageUrl: null,
  role: "leader",
  leaderRole: "admin",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  isNewUser: false,
  troops: [
    { id: "t-alpha", slug: "alpha", name: "Alpha Troop", role: "leader", leaderRole: "admin" },
    { id: "t-bravo", slug: "bravo", name: "Bravo Troop", role: "parent", leaderRole: null },
  ],
  currentTroopId: "t-alpha",
  districts: [],
};

/** The switcher drawn (its button's class merging may arrive a moment later, as on a page). */
async function renderSwitcher() {
  const opened: string[] = [];
  const { toasts } = renderWithProviders(<TroopSwitcher user={user} openPage={(to) => opened.push(to)} />);
  return { opened, toasts, button: await screen.findByRole("button", { name: "Switch troop" }) };
}

describe("the troop switcher", () => {
  it("lists the account's troops with the role held in each, the current one marked and focused", async () => {
    const { button } = await renderSwitcher();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual(["Alpha TroopLeader (admin) · current", "Bravo TroopParent"]);
    expect(document.activeElement?.getAttribute("aria-current")).toBe("true");
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toContain("Bravo Troop");
    await userEvent.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("moves the session to the troop chosen and opens its home afresh", async () => {
    api.answer("POST /api/session/troop", () => ({ status: 200, body: { ...user, currentTroopId: "t-bravo", role: "parent" } }));
    const { opened, button } = await renderSwitcher();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: /Bravo Troop/ }));
    await waitFor(() => expect(opened).toEqual(["/"]));
    expect(api.requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([{ troopId: "t-bravo" }]);
  });

  it("says why when the switch is refused, and stays", async () => {
    api.fail("POST /api/session/troop", 403, { error: "You are not a member of this troop." });
    const { opened, toasts, button } = await renderSwitcher();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: /Bravo Troop/ }));
    await waitFor(() => expect(toasts()).toBe("Could not switch troops|You are not a member of this troop."));
    expect(opened).toEqual([]);
  });

  it("joins another troop with a code, then opens it", async () => {
    api.answer("POST /api/memberships", () => ({
      status: 201,
      body: { troop: { id: "t-charlie", slug: "charlie", name: "Charlie Troop" }, role: "leader" },
    }));
    api.answer("POST /api/session/troop", () => ({ status: 200, body: { ...user, currentTroopId: "t-charlie" } }));
    const { opened, button } = await renderSwitcher();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: "Join another troop" }));
    const dialog = await screen.findByRole("dialog", { name: "Join another troop" });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Join troop" }));
    expect(await screen.findByText("Code is required.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Code"), "LEAD-CHARLIE1");
    await userEvent.click(screen.getByRole("button", { name: "Join troop" }));
    await waitFor(() => expect(opened).toEqual(["/"]));
    expect(api.requests.filter((r) => r.method === "POST").map((r) => [r.url, r.body])).toEqual([
      ["/api/memberships", { code: "LEAD-CHARLIE1" }],
      ["/api/session/troop", { troopId: "t-charlie" }],
    ]);
  });

  it("shows a refused code at the field", async () => {
    api.fail("POST /api/memberships", 403, { error: "This code is not valid. Ask your leader for a new one." });
    const { button } = await renderSwitcher();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: "Join another troop" }));
    await userEvent.type(await screen.findByLabelText("Code"), "WRONG-CODE");
    await userEvent.click(screen.getByRole("button", { name: "Join troop" }));
    expect(await screen.findByText("This code is not valid. Ask your leader for a new one.")).toBeTruthy();
    expect(screen.getByLabelText("Code").getAttribute("aria-invalid")).toBe("true");
  });
});
