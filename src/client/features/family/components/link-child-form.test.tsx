// @vitest-environment jsdom
import { INVITE_MESSAGES } from "@shared/api/invites";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { LinkChildForm } from "./link-child-form";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

const codeField = () => screen.getByLabelText("Parent invite code") as HTMLInputElement;
const links = () => api.requests.filter((r) => r.method === "POST");

describe("LinkChildForm", () => {
  it("asks for a code before sending anything", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LinkChildForm />);
    await user.click(screen.getByRole("button", { name: "Add child" }));
    expect(await screen.findByText("Code is required.")).toBeTruthy();
    expect(codeField().getAttribute("aria-invalid")).toBe("true");
    expect(links()).toEqual([]);
  });

  it("links the child with the code, says so and empties the field", async () => {
    api.answer("POST /api/parent/children", () => ({ status: 201, body: { scout: { name: "Bo Oak" } } }));
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<LinkChildForm />);
    await user.type(codeField(), " ABCD-1234 ");
    await user.click(screen.getByRole("button", { name: "Add child" }));
    await waitFor(() => expect(toasts()).toBe("Child added|Bo Oak is now on your family page."));
    expect(links()[0]?.body).toEqual({ inviteCode: "ABCD-1234" });
    expect(codeField().value).toBe("");
  });

  it("says the server's reason at the field, and its field message when it names the field", async () => {
    api.fail("POST /api/parent/children", 403, { error: INVITE_MESSAGES.invalid });
    const user = userEvent.setup();
    renderWithProviders(<LinkChildForm />);
    await user.type(codeField(), "WRONG");
    await user.click(screen.getByRole("button", { name: "Add child" }));
    expect(await screen.findByText(INVITE_MESSAGES.invalid)).toBeTruthy();
    expect(codeField().getAttribute("aria-invalid")).toBe("true");
    expect(codeField().getAttribute("aria-describedby")).toBeTruthy();

    api.fail("POST /api/parent/children", 400, { error: "Invalid request", fields: { inviteCode: "Too long." } });
    await user.click(screen.getByRole("button", { name: "Add child" }));
    expect(await screen.findByText("Too long.")).toBeTruthy();
    expect(screen.queryByText(INVITE_MESSAGES.invalid)).toBeNull();
  });

  it("a failure without a reason (the network) says the code is not valid", async () => {
    api.answer("POST /api/parent/children", () => new Response("<html>", { status: 502 }));
    const user = userEvent.setup();
    renderWithProviders(<LinkChildForm />);
    await user.type(codeField(), "ABCD");
    await user.click(screen.getByRole("button", { name: "Add child" }));
    expect(await screen.findByText(INVITE_MESSAGES.invalid)).toBeTruthy();
  });
});
