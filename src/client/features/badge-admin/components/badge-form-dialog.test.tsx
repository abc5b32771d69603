// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/query-client";
import { resetToasts, useToasts } from "@/lib/use-toast";
import { BadgeFormDialog } from "./badge-form-dialog";

function ToastTitles() {
  const toasts = useToasts();
  return <output data-testid="toasts">{toasts.map((t) => `${String(t.title)}|${String(t.description ?? "")}`).join(";")}</output>;
}

function renderDialog(badge: Parameters<typeof BadgeFormDialog>[0]["badge"] = null) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <BadgeFormDialog open onOpenChange={onOpenChange} badge={badge} />
      <ToastTitles />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  resetToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("BadgeFormDialog", () => {
  it("checks required fields before sending anything", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Create Badge" }));
    expect(screen.getByText("Name is required.")).toBeTruthy();
    expect(screen.getByText("Add at least one requirement.")).toBeTruthy();
    expect(screen.getByLabelText("Name *").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Name *"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates a badge: requirements one per line, empty progress sent as 0", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "b1", name: "Hiker" }), { status: 201 }));
    const { onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText("Name *"), "Hiker");
    await user.type(screen.getByLabelText("Description *"), "Walk far");
    await user.type(screen.getByLabelText("Image URL *"), "/badges/hiker.svg");
    await user.type(screen.getByLabelText("Requirements *"), "Walk 5 km{enter}{enter}  {enter}Walk 10 km");
    await user.clear(screen.getByLabelText("Initial Progress (%)"));
    await user.click(screen.getByRole("button", { name: "Create Badge" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/badges");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Hiker",
      description: "Walk far",
      category: "outdoor",
      imageUrl: "/badges/hiker.svg",
      requirements: ["Walk 5 km", "Walk 10 km"],
      progressPercentage: 0,
    });
    expect(screen.getByTestId("toasts").textContent).toContain("Badge created successfully!");
  });

  it("edits with PATCH and shows the server's field errors at the fields", async () => {
    const user = userEvent.setup();
    const badge = {
      id: "b9",
      name: "Cook",
      description: "Cook a meal",
      imageUrl: "/badges/cook.svg",
      category: "skills" as const,
      requirements: ["Plan", "Cook"],
      progressPercentage: 10,
      completedRequirements: [],
      isEarned: false,
      earnedDate: null,
    };
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: "Image URL must start with http://, https:// or /.",
          fields: { imageUrl: "Image URL must start with http://, https:// or /." },
        }),
        {
          status: 400,
        },
      ),
    );
    const { onOpenChange } = renderDialog(badge);
    expect(screen.getByRole("heading", { name: "Edit Badge" })).toBeTruthy();
    expect((screen.getByLabelText("Requirements *") as HTMLTextAreaElement).value).toBe("Plan\nCook");
    await user.clear(screen.getByLabelText("Image URL *"));
    await user.type(screen.getByLabelText("Image URL *"), "ftp://x");
    await user.click(screen.getByRole("button", { name: "Update Badge" }));
    await screen.findByText("Image URL must start with http://, https:// or /.");
    expect(screen.getByLabelText("Image URL *").getAttribute("aria-invalid")).toBe("true");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/badges/b9");
    expect(init.method).toBe("PATCH");
    expect(screen.getByTestId("toasts").textContent).toContain("Error|Failed to update badge. Please try again.");
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
