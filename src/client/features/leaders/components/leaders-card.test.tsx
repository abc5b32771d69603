// @vitest-environment jsdom
import type { User } from "@shared/api/auth";
import type { Leader } from "@shared/api/leaders";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LeadersCard } from "./leaders-card";

const zoe: Leader = { userId: "u1", firstName: "Zoe", lastName: "Zimmer", email: "zoe@example.com", leaderRole: "admin" };
const abe: Leader = { userId: "u2", firstName: "Abe", lastName: "Able", email: "abe@example.com", leaderRole: "assistant" };

let api: FetchStub;

beforeEach(() => {
  // Radix Select measures itself and scrolls its items; jsdom has neither.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

function serve(leaders: Leader[]) {
  let list = leaders;
  api = stubFetch()
    .answer("GET /api/leaders", () => ({ status: 200, body: list }))
    .answer(`PATCH /api/leaders/${abe.userId}`, ({ body }) => {
      const changed = { ...abe, ...(body as Pick<Leader, "leaderRole">) };
      list = list.map((l) => (l.userId === changed.userId ? changed : l));
      return { status: 200, body: changed };
    })
    .answer(`DELETE /api/leaders/${abe.userId}`, () => {
      list = list.filter((l) => l.userId !== abe.userId);
      return { status: 204 };
    })
    .reply("GET /api/auth/user", { id: zoe.userId } as User);
}

describe("LeadersCard", () => {
  it("lists each leader with name, email and role, and lets an admin make an assistant an admin", async () => {
    serve([zoe, abe]);
    const { toasts } = renderWithProviders(<LeadersCard currentUserId={zoe.userId} canChangeRoles />);
    const list = await screen.findByRole("list", { name: "Leaders" });
    const [first, second] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain("Zoe Zimmer (you)");
    expect(first.textContent).toContain("zoe@example.com");
    expect(second.textContent).toContain("Abe Able");
    expect(second.textContent).toContain("abe@example.com");

    const role = screen.getByRole("combobox", { name: "Role of Abe Able" });
    expect(role).toHaveProperty("value", "assistant");
    await userEvent.selectOptions(role, "Admin");

    await waitFor(() => expect(api.sent("PATCH", `/api/leaders/${abe.userId}`)).toHaveLength(1));
    expect(api.sent("PATCH", `/api/leaders/${abe.userId}`)[0]?.body).toEqual({ leaderRole: "admin" });
    await waitFor(() => expect(toasts()).toContain("Role Changed|Abe Able is now an admin."));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Role of Abe Able" })).toHaveProperty("value", "admin"));
    // Two admins now: neither select is held.
    expect(screen.getByRole("combobox", { name: "Role of Zoe Zimmer" }).hasAttribute("disabled")).toBe(false);
    expect(screen.queryByText("A troop needs at least one admin.")).toBeNull();
  });

  it("holds the last admin's own select, with the reason beside it", async () => {
    serve([zoe, abe]);
    renderWithProviders(<LeadersCard currentUserId={zoe.userId} canChangeRoles />);
    const own = await screen.findByRole("combobox", { name: "Role of Zoe Zimmer" });
    expect(own.hasAttribute("disabled")).toBe(true);
    expect(document.getElementById(own.getAttribute("aria-describedby") ?? "")?.textContent).toBe("A troop needs at least one admin.");
    expect(screen.getByRole("combobox", { name: "Role of Abe Able" }).hasAttribute("disabled")).toBe(false);
  });

  it("shows the server's refusal when a change is refused", async () => {
    serve([zoe, abe]);
    api.fail(`PATCH /api/leaders/${abe.userId}`, 409, { error: "A troop needs at least one admin. Make another leader an admin first." });
    const { toasts } = renderWithProviders(<LeadersCard currentUserId={zoe.userId} canChangeRoles />);
    const role = await screen.findByRole("combobox", { name: "Role of Abe Able" });
    await userEvent.selectOptions(role, "Admin");
    await waitFor(() => expect(toasts()).toContain("Error|A troop needs at least one admin. Make another leader an admin first."));
    // Refused, the select shows the role the leader still has.
    expect(role).toHaveProperty("value", "assistant");
  });

  it("shows an assistant the list read-only: roles as text, no select", async () => {
    serve([zoe, abe]);
    renderWithProviders(<LeadersCard currentUserId={abe.userId} canChangeRoles={false} />);
    const list = await screen.findByRole("list", { name: "Leaders" });
    const [first, second] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain("Admin");
    expect(second.textContent).toContain("Abe Able (you)");
    expect(second.textContent).toContain("Assistant");
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("removes a leader only once the admin confirms, and takes them off the list", async () => {
    serve([zoe, abe]);
    const { toasts } = renderWithProviders(<LeadersCard currentUserId={zoe.userId} canChangeRoles />);
    await userEvent.click(await screen.findByRole("button", { name: "Remove Abe Able as a leader" }));
    // The last admin is offered no way out.
    expect(screen.queryByRole("button", { name: "Leave the troop's leaders" })).toBeNull();
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Abe Able?" });
    expect(api.sent("DELETE", `/api/leaders/${abe.userId}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove leader" }));
    await waitFor(() => expect(api.sent("DELETE", `/api/leaders/${abe.userId}`)).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain("Leader removed|Abe Able is no longer a leader of the troop."));
    await waitFor(() => expect(screen.queryByText("Abe Able")).toBeNull());
  });

  it("offers an assistant only to leave, on their own row", async () => {
    serve([zoe, abe]);
    renderWithProviders(<LeadersCard currentUserId={abe.userId} canChangeRoles={false} />);
    expect(await screen.findByRole("button", { name: "Leave the troop's leaders" })).toBeTruthy();
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });
});
