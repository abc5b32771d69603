// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { badgeFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BadgeFormDialog } from "./badge-form-dialog";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

function renderDialog(badge: Parameters<typeof BadgeFormDialog>[0]["badge"] = null) {
  const onOpenChange = vi.fn();
  const { toasts } = renderWithProviders(<BadgeFormDialog open onOpenChange={onOpenChange} badge={badge} />);
  return { onOpenChange, toasts };
}

describe("BadgeFormDialog", () => {
  it("checks required fields before sending anything", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Create Badge" }));
    // The first check waits for the schema's code.
    expect(await screen.findByText("Name is required.")).toBeTruthy();
    expect(screen.getByText("Add at least one requirement.")).toBeTruthy();
    expect(screen.getByLabelText("Name *").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Name *"));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("creates a badge: requirements one per line, empty progress sent as 0", async () => {
    const user = userEvent.setup();
    api.reply("POST /api/badges", badgeFixture({ id: "b1", name: "Hiker" }), 201);
    const { onOpenChange, toasts } = renderDialog();
    await user.type(screen.getByLabelText("Name *"), "Hiker");
    await user.type(screen.getByLabelText("Description *"), "Walk far");
    await user.type(screen.getByLabelText("Image URL *"), "/badges/hiker.svg");
    await user.type(screen.getByLabelText("Requirements *"), "Walk 5 km{enter}{enter}  {enter}Walk 10 km");
    await user.clear(screen.getByLabelText("Initial Progress (%)"));
    await user.click(screen.getByRole("button", { name: "Create Badge" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [request] = api.requests;
    expect(request?.url).toBe("/api/badges");
    expect(request?.method).toBe("POST");
    expect(request?.body).toEqual({
      name: "Hiker",
      description: "Walk far",
      category: "outdoor",
      imageUrl: "/badges/hiker.svg",
      requirements: ["Walk 5 km", "Walk 10 km"],
      progressPercentage: 0,
    });
    expect(toasts()).toContain("Badge created successfully!");
  });

  it("edits with PATCH and shows the server's field errors at the fields", async () => {
    const user = userEvent.setup();
    const badge = badgeFixture({
      id: "b9",
      name: "Cook",
      description: "Cook a meal",
      imageUrl: "/badges/cook.svg",
      category: "skills",
      requirements: ["Plan", "Cook"],
      progressPercentage: 10,
    });
    api.fail("PATCH /api/badges/b9", 400, {
      error: "Image URL must start with http://, https:// or /.",
      fields: { imageUrl: "Image URL must start with http://, https:// or /." },
    });
    const { onOpenChange, toasts } = renderDialog(badge);
    expect(screen.getByRole("heading", { name: "Edit Badge" })).toBeTruthy();
    expect((screen.getByLabelText("Requirements *") as HTMLTextAreaElement).value).toBe("Plan\nCook");
    await user.clear(screen.getByLabelText("Image URL *"));
    // The client refuses what the shared schema refuses, before sending anything…
    await user.type(screen.getByLabelText("Image URL *"), "ftp://x");
    await user.click(screen.getByRole("button", { name: "Update Badge" }));
    await screen.findByText("Image URL must start with http://, https:// or /.");
    expect(api.fetch).not.toHaveBeenCalled();
    // …and what only the server can refuse lands at the field the same way.
    await user.clear(screen.getByLabelText("Image URL *"));
    await user.type(screen.getByLabelText("Image URL *"), "https://example.com/cook.svg");
    await user.click(screen.getByRole("button", { name: "Update Badge" }));
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    await screen.findByText("Image URL must start with http://, https:// or /.");
    expect(screen.getByLabelText("Image URL *").getAttribute("aria-invalid")).toBe("true");
    const [request] = api.requests;
    expect(request?.url).toBe("/api/badges/b9");
    expect(request?.method).toBe("PATCH");
    expect(toasts()).toContain("Error|Failed to update badge. Please try again.");
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
