// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { PhoneCard } from "./phone-card";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .reply("GET /api/account/phone", { phone: "555 0101" })
    .answer("PUT /api/account/phone", ({ body }) => {
      const phone = (body as { phone: string | null }).phone;
      return { status: 200, body: { phone: phone ? phone : null } };
    });
});

describe("your phone number", () => {
  it("shows the number kept, saves a new one trimmed, and says so", async () => {
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<PhoneCard />);
    const field = screen.getByLabelText("Phone") as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe("555 0101"));
    await user.clear(field);
    await user.type(field, " +44 7700 900123 ");
    await user.click(screen.getByRole("button", { name: "Save phone" }));
    await waitFor(() => expect(api.sent("PUT", "/api/account/phone")).toHaveLength(1));
    expect(api.sent("PUT", "/api/account/phone")[0]?.body).toEqual({ phone: "+44 7700 900123" });
    await waitFor(() => expect(toasts()).toContain("Phone number saved"));
  });

  it("refuses what is not a phone number at the field, sending nothing; empty removes it", async () => {
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<PhoneCard />);
    const field = screen.getByLabelText("Phone") as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe("555 0101"));
    await user.clear(field);
    await user.type(field, "call me");
    await user.click(screen.getByRole("button", { name: "Save phone" }));
    expect(await screen.findByText("Phone must be a phone number, like +44 7700 900123.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(api.sent("PUT", "/api/account/phone")).toEqual([]);
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save phone" }));
    await waitFor(() => expect(toasts()).toContain("Phone number removed"));
    expect(api.sent("PUT", "/api/account/phone")[0]?.body).toEqual({ phone: null });
  });
});
