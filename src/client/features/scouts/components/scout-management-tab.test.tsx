// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/query-client";
import { resetToasts, useToasts } from "@/lib/use-toast";
import { ScoutManagementTab } from "./scout-management-tab";

const scout = (id: string, name: string, email: string | null, isActive = true) => ({
  id,
  name,
  email,
  phone: null,
  emergencyContact: null,
  emergencyPhone: null,
  dateOfBirth: null,
  joinDate: "2026-01-05T10:00:00.000Z",
  isActive,
  notes: null,
  hasAccount: false,
});

const ROSTER = [
  scout("1", "Alice Archer", "alice@example.com"),
  scout("2", "Bob Baker", "bob@troop.org", false),
  scout("3", "Ben Brook", null),
];

function Toasts() {
  const toasts = useToasts();
  return <output data-testid="toasts">{toasts.map((t) => `${String(t.title)}|${String(t.description ?? "")}`).join(";")}</output>;
}

const fetchMock = vi.fn();

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === "/api/scouts" && (!init?.method || init.method === "GET")) return new Response(JSON.stringify(ROSTER), { status: 200 });
    if (url === "/api/badges") return new Response(JSON.stringify([]), { status: 200 });
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal("fetch", fetchMock);
  resetToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab() {
  render(
    <QueryClientProvider client={queryClient}>
      <ScoutManagementTab />
      <Toasts />
    </QueryClientProvider>,
  );
}

const names = () =>
  screen.getAllByTestId("scout-row").map((row) => within(row).getAllByRole("cell")[1]?.querySelector("span")?.textContent);

describe("ScoutManagementTab", () => {
  it("searches name or email without case", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByText("Alice Archer");
    await user.type(screen.getByLabelText("Search scouts"), "B");
    expect(names()).toEqual(["Bob Baker", "Ben Brook"]);
    await user.clear(screen.getByLabelText("Search scouts"));
    await user.type(screen.getByLabelText("Search scouts"), "TROOP.ORG");
    expect(names()).toEqual(["Bob Baker"]);
    await user.clear(screen.getByLabelText("Search scouts"));
    await user.type(screen.getByLabelText("Search scouts"), "nobody");
    expect(screen.getByText("No Scouts Found")).toBeTruthy();
  });

  it("select-all selects only the filtered scouts, and a second click clears them", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByText("Alice Archer");
    await user.type(screen.getByLabelText("Search scouts"), "b");
    await user.click(screen.getByRole("checkbox", { name: "Select all scouts" }));
    expect(screen.getByRole("checkbox", { name: "Select Bob Baker" }).getAttribute("data-state")).toBe("checked");
    expect(screen.getByRole("checkbox", { name: "Select Ben Brook" }).getAttribute("data-state")).toBe("checked");
    await user.clear(screen.getByLabelText("Search scouts"));
    expect(screen.getByRole("checkbox", { name: "Select Alice Archer" }).getAttribute("data-state")).toBe("unchecked");
    expect(screen.getByRole("checkbox", { name: "Select all scouts" }).getAttribute("data-state")).toBe("indeterminate");
    expect(screen.getByRole("button", { name: "Delete Selected (2)" })).toBeTruthy();

    await user.type(screen.getByLabelText("Search scouts"), "b");
    await user.click(screen.getByRole("checkbox", { name: "Select all scouts" }));
    expect(screen.getByRole("button", { name: "Delete Selected" }).hasAttribute("disabled")).toBe(true);
  });

  it("asks before deleting the selected scouts and sends one DELETE per scout", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByText("Alice Archer");
    await user.click(screen.getByRole("checkbox", { name: "Select Alice Archer" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Ben Brook" }));
    await user.click(screen.getByRole("button", { name: "Delete Selected (2)" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Delete 2 scouts?")).toBeTruthy();
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete 2 scouts" }));
    await waitFor(() => expect(screen.getByTestId("toasts").textContent).toContain("Scouts Deleted"));
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE").map(([url]) => url);
    expect(deletes.sort()).toEqual(["/api/scouts/1", "/api/scouts/3"]);
  });

  it("bulk award without a badge asks for a selection", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByText("Alice Archer");
    await user.click(screen.getByRole("checkbox", { name: "Select Alice Archer" }));
    await user.click(screen.getByRole("button", { name: "Award Badge (1)" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Award Badge" }));
    expect(screen.getByTestId("toasts").textContent).toBe("Selection Required|Please select scouts and a badge to award.");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/scouts/bulk-award-badge")).toBe(false);
  });
});
