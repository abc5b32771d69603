// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { ResetPassword } from "./reset-password";

const LINK_EXPIRED = "This link has expired. Ask for a new one.";

let api: FetchStub;
let toasts: () => string;
beforeEach(() => {
  api = stubFetch()
    .reply("POST /api/password-reset", { ok: true })
    .answer("GET /api/logout", () => ({ status: 204 }));
  localStorage.clear();
});

function renderPage(url: string) {
  window.history.replaceState(null, "", url);
  toasts = renderWithProviders(<ResetPassword />).toasts;
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.type(screen.getByLabelText("New Password"), password);
  await user.type(screen.getByLabelText("Confirm New Password"), confirm);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("the reset-link page", () => {
  it("sends the link's token with the new password, then goes on to sign-in", async () => {
    const user = renderPage("/reset-password?token=tok_123-ABC");
    expect(screen.getByRole("heading", { name: "Choose a new password" })).toBeTruthy();
    await fill(user, "fresh-pass-1");
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(api.requests).toEqual([
      { method: "POST", url: "/api/password-reset", body: { token: "tok_123-ABC", newPassword: "fresh-pass-1" } },
    ]);
    expect(toasts()).toBe("Password changed|Sign in with your new password.");
  });

  it("signs this browser out first when someone is signed in (the account's sessions have ended)", async () => {
    localStorage.setItem("authToken", "old-session");
    const user = renderPage("/reset-password?token=abc");
    await fill(user, "fresh-pass-1");
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/password-reset", "GET /api/logout"]);
  });

  it("checks the confirmation and the server's password rules at the fields before sending", async () => {
    const user = renderPage("/reset-password?token=abc");
    await fill(user, "fresh-pass-1", "fresh-pass-2");
    expect(await screen.findByText("New password and confirmation don't match.")).toBeTruthy();
    expect(screen.getByLabelText("Confirm New Password").getAttribute("aria-invalid")).toBe("true");
    await user.clear(screen.getByLabelText("New Password"));
    await user.clear(screen.getByLabelText("Confirm New Password"));
    await fill(user, "abc");
    expect(await screen.findByText("Password must be at least 6 characters.")).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("a used or expired link says so and offers a new one; the form goes away", async () => {
    api.reply("POST /api/password-reset", { error: LINK_EXPIRED }, 400);
    const user = renderPage("/reset-password?token=spent");
    await fill(user, "fresh-pass-1");
    expect((await screen.findByRole("alert")).textContent).toBe(LINK_EXPIRED);
    expect(screen.queryByLabelText("New Password")).toBeNull();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/login?forgot");
    expect(window.location.pathname).toBe("/reset-password");
    expect(toasts()).toBe(`Error|${LINK_EXPIRED}`);
  });

  it("without a token in the address there is no form, only the way to a new link", () => {
    renderPage("/reset-password");
    expect(screen.getByRole("alert").textContent).toBe(LINK_EXPIRED);
    expect(screen.queryByLabelText("New Password")).toBeNull();
  });
});
