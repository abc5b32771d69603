// @vitest-environment jsdom
import type { ChildScout } from "@shared/api/family";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { ChildDetailsForm } from "./child-details-form";

const ADA: ChildScout = {
  id: "c1",
  name: "Ada Pine",
  email: null,
  phone: null,
  emergencyContact: "Sam Pine",
  emergencyPhone: "555-0100",
  dateOfBirth: null,
  isActive: true,
  hasAccount: true,
  contacts: [],
};

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().answer("PATCH /api/parent/children/c1", ({ body }) => ({ status: 200, body: { ...ADA, ...(body as object) } }));
});

describe("ChildDetailsForm: details", () => {
  it("holds no health notes: those are read on the Health card, where each read is logged", () => {
    renderWithProviders(<ChildDetailsForm scout={ADA} />);
    expect(screen.queryByLabelText("Allergies")).toBeNull();
    expect(screen.queryByLabelText("Medical information")).toBeNull();
  });

  it("puts the server's refusal at the field", async () => {
    const message = "Emergency phone must be at most 50 characters.";
    api.fail("PATCH /api/parent/children/c1", 400, { error: message, fields: { emergencyPhone: message } });
    const user = userEvent.setup();
    renderWithProviders(<ChildDetailsForm scout={ADA} />);
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText("Emergency phone").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("ChildDetailsForm: family contacts", () => {
  it("lets a parent keep the family's contacts, each problem at its own field", async () => {
    const user = userEvent.setup();
    const withContacts: ChildScout = {
      ...ADA,
      contacts: [
        {
          name: "Sam Pine",
          email: "sam@example.com",
          phone: null,
          relationship: "Father",
          hasAccount: true,
          account: false,
          invitedAt: null,
        },
      ],
    };
    renderWithProviders(<ChildDetailsForm scout={withContacts} />);
    expect((screen.getByLabelText("Contact 1 name") as HTMLInputElement).value).toBe("Sam Pine");
    await user.click(screen.getByRole("button", { name: "Add a contact" }));
    await user.type(screen.getByLabelText("Contact 2 phone"), "0700 123");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    const name = screen.getByLabelText("Contact 2 name");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Contact name is required.")).toBeTruthy();
    expect(api.sent("PATCH")).toEqual([]);
    await user.type(name, "Gran Pine");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(api.sent("PATCH", "/api/parent/children/c1")).toHaveLength(1));
    expect((api.sent("PATCH", "/api/parent/children/c1")[0]?.body as { contacts?: unknown } | undefined)?.contacts).toEqual([
      { name: "Sam Pine", email: "sam@example.com", phone: null, relationship: "Father" },
      { name: "Gran Pine", email: null, phone: "0700 123", relationship: null },
    ]);
  });
});
