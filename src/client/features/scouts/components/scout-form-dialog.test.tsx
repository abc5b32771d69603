// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/query-client";
import { resetToasts, useToasts } from "@/lib/use-toast";
import { ScoutFormDialog } from "./scout-form-dialog";

const ON_ROSTER = "A scout with this email is already on the roster.";

function Toasts() {
  const toasts = useToasts();
  return <output data-testid="toasts">{toasts.map((t) => `${String(t.title)}|${String(t.description ?? "")}`).join(";")}</output>;
}

const fetchMock = vi.fn();

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  // Radix Switch measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  resetToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  render(
    <QueryClientProvider client={queryClient}>
      <ScoutFormDialog open onOpenChange={() => {}} scout={null} />
      <Toasts />
    </QueryClientProvider>,
  );
}

describe("ScoutFormDialog", () => {
  it("a refused add toasts the spec's text and shows the server's reason at the field", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: ON_ROSTER, fields: { email: ON_ROSTER } }), { status: 409 }));
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText(/^Name/), "Alice Archer");
    await user.type(screen.getByLabelText("Email"), "alice@example.com");
    await user.click(screen.getByRole("button", { name: "Add Scout" }));
    await waitFor(() => expect(screen.getByTestId("toasts").textContent).toBe("Error|Failed to add scout. Please try again."));
    expect(screen.getByText(ON_ROSTER)).toBeTruthy();
  });

  it("any other failure toasts the spec's text only", async () => {
    fetchMock.mockResolvedValue(new Response("boom", { status: 500 }));
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText(/^Name/), "Alice Archer");
    await user.click(screen.getByRole("button", { name: "Add Scout" }));
    await waitFor(() => expect(screen.getByTestId("toasts").textContent).toBe("Error|Failed to add scout. Please try again."));
  });
});
