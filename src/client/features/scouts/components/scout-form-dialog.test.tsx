// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { ScoutFormDialog } from "./scout-form-dialog";

const ON_ROSTER = "A scout with this email is already on the roster.";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

function renderDialog() {
  return renderWithProviders(<ScoutFormDialog open onOpenChange={() => {}} scout={null} />);
}

describe("ScoutFormDialog", () => {
  it("a refused add toasts the fixed failure text and shows the server's reason at the field", async () => {
    api.fail("POST /api/scouts", 409, { error: ON_ROSTER, fields: { email: ON_ROSTER } });
    const user = userEvent.setup();
    const { toasts } = renderDialog();
    await user.type(screen.getByLabelText(/^Name/), "Alice Archer");
    await user.type(screen.getByLabelText("Email"), "alice@example.com");
    await user.click(screen.getByRole("button", { name: "Add Scout" }));
    await waitFor(() => expect(toasts()).toBe("Error|Failed to add scout. Please try again."));
    expect(screen.getByText(ON_ROSTER)).toBeTruthy();
  });

  it("any other failure toasts the fixed failure text only", async () => {
    api.answer("POST /api/scouts", () => new Response("boom", { status: 500 }));
    const user = userEvent.setup();
    const { toasts } = renderDialog();
    await user.type(screen.getByLabelText(/^Name/), "Alice Archer");
    await user.click(screen.getByRole("button", { name: "Add Scout" }));
    await waitFor(() => expect(toasts()).toBe("Error|Failed to add scout. Please try again."));
  });

  it("sends the health and food notes, an empty one as not set", async () => {
    api.answer("POST /api/scouts", ({ body }) => ({
      status: 201,
      body: scoutFixture({ id: "s1", name: "Alice Archer", ...(body as object) }),
    }));
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText(/^Name/), "Alice Archer");
    await user.type(screen.getByLabelText("Allergies"), "Peanuts");
    await user.type(screen.getByLabelText("Medical information"), "Inhaler in bag");
    await user.click(screen.getByRole("button", { name: "Add Scout" }));
    await waitFor(() => expect(api.sent("POST", "/api/scouts")).toHaveLength(1));
    expect(api.sent("POST", "/api/scouts")[0]?.body).toMatchObject({
      allergies: "Peanuts",
      medicalNotes: "Inhaler in bag",
      dietaryNeeds: null,
    });
  });

  it("refuses notes over the limit at the field", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText(/^Name/), "Alice Archer");
    await user.click(screen.getByLabelText("Dietary needs"));
    await user.paste("x".repeat(1001));
    await user.click(screen.getByRole("button", { name: "Add Scout" }));
    await waitFor(() => expect(screen.getByLabelText("Dietary needs").getAttribute("aria-invalid")).toBe("true"));
    expect(api.sent("POST", "/api/scouts")).toHaveLength(0);
  });
});
