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

  it("sends the family's contacts, says a contact's problem at its own field, and stops at four", async () => {
    api.answer("POST /api/scouts", () => ({ status: 201, body: scoutFixture({ id: "s1", name: "Max Moss" }) }));
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText(/^Name/), "Max Moss");
    // A new scout's form offers one contact to fill in.
    await user.type(screen.getByLabelText("Contact 1 name"), "Mia Moss");
    await user.type(screen.getByLabelText("Contact 1 relationship"), "Mother");
    await user.type(screen.getByLabelText("Contact 1 email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Add Scout" }));
    const emailField = screen.getByLabelText("Contact 1 email");
    await waitFor(() => expect(emailField.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Contact email must be a valid email address.")).toBeTruthy();
    expect(api.sent("POST")).toEqual([]);

    await user.clear(emailField);
    await user.type(emailField, "Mia@Example.com");
    await user.click(screen.getByRole("button", { name: "Add a contact" }));
    await user.type(screen.getByLabelText("Contact 2 name"), "Grandad Moss");
    await user.type(screen.getByLabelText("Contact 2 phone"), "0700 222");
    await user.click(screen.getByRole("button", { name: "Add a contact" }));
    await user.click(screen.getByRole("button", { name: "Add a contact" }));
    expect(screen.queryByRole("button", { name: "Add a contact" })).toBeNull();
    // The two left blank at the end are no contacts.
    await user.click(screen.getByRole("button", { name: "Add Scout" }));
    await waitFor(() => expect(api.sent("POST", "/api/scouts")).toHaveLength(1));
    expect((api.sent("POST", "/api/scouts")[0]?.body as { contacts?: unknown } | undefined)?.contacts).toEqual([
      // As typed: the server keeps emails in lower case.
      { name: "Mia Moss", email: "Mia@Example.com", phone: null, relationship: "Mother" },
      { name: "Grandad Moss", email: null, phone: "0700 222", relationship: null },
    ]);
  });

  it("shows a linked parent account among the contacts, not as one to edit", async () => {
    api.answer("PATCH /api/scouts/s1", () => ({ status: 200, body: scoutFixture({ id: "s1", name: "Amy Ash" }) }));
    const user = userEvent.setup();
    const scout = scoutFixture({
      id: "s1",
      name: "Amy Ash",
      contacts: [
        { name: "Uncle Ash", email: null, phone: "0900", relationship: "Uncle", hasAccount: false, account: false, invitedAt: null },
        {
          name: "Ann Ash",
          email: "ann@example.com",
          phone: null,
          relationship: "Parent",
          hasAccount: true,
          account: true,
          invitedAt: null,
        },
      ],
    });
    renderWithProviders(<ScoutFormDialog open onOpenChange={() => {}} scout={scout} />);
    const accounts = screen.getByRole("list", { name: "Parents with an account" });
    expect(accounts.textContent).toBe("Ann Ash (ann@example.com) has an account");
    expect((screen.getByLabelText("Contact 1 name") as HTMLInputElement).value).toBe("Uncle Ash");
    expect(screen.queryByLabelText("Contact 2 name")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove contact 1" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.sent("PATCH", "/api/scouts/s1")).toHaveLength(1));
    expect((api.sent("PATCH", "/api/scouts/s1")[0]?.body as { contacts?: unknown } | undefined)?.contacts).toEqual([]);
  });

  it("removing a contact in the middle moves the next one up, values and all", async () => {
    api.answer("PATCH /api/scouts/s1", () => ({ status: 200, body: scoutFixture({ id: "s1", name: "Amy Ash" }) }));
    const user = userEvent.setup();
    const contact = (name: string, phone: string) => ({
      name,
      email: null,
      phone,
      relationship: null,
      hasAccount: false,
      account: false,
      invitedAt: null,
    });
    const scout = scoutFixture({
      id: "s1",
      name: "Amy Ash",
      contacts: [contact("One", "01"), contact("Two", "02"), contact("Three", "03")],
    });
    renderWithProviders(<ScoutFormDialog open onOpenChange={() => {}} scout={scout} />);
    await user.click(screen.getByRole("button", { name: "Remove contact 2" }));
    expect((screen.getByLabelText("Contact 2 name") as HTMLInputElement).value).toBe("Three");
    expect((screen.getByLabelText("Contact 2 phone") as HTMLInputElement).value).toBe("03");
    expect(screen.queryByLabelText("Contact 3 name")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.sent("PATCH", "/api/scouts/s1")).toHaveLength(1));
    const sent = (api.sent("PATCH", "/api/scouts/s1")[0]?.body as { contacts?: { name: string }[] } | undefined)?.contacts;
    expect(sent?.map((c) => c.name)).toEqual(["One", "Three"]);
  });
});
