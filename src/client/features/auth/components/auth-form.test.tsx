// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "@tests/client/radix-in-jsdom";
import { drawnByServer } from "@tests/client/take-over";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { queryClient } from "@/lib/query-client";
import { resetToasts } from "@/lib/use-toast";
import { AuthForm } from "./auth-form";
import { RESET_REQUESTED } from "./forgot-password-form";

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={queryClient}>
      <AuthForm />
      <Toaster />
    </QueryClientProvider>,
  );
}

function sentBody(call = 0) {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) };
}

describe("AuthForm", () => {
  it("signs in with email as username, no native validation, and shows 'Please wait...' while sending", async () => {
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (resolve = r)));
    fetchMock.mockResolvedValue(new Response("null", { status: 401 }));
    renderForm();
    expect(screen.getByRole("button", { name: "Sign In" }).closest("form")?.noValidate).toBe(true);
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("text");
    await userEvent.type(screen.getByLabelText("Email"), "a@b.c");
    await userEvent.type(screen.getByLabelText("Password"), "pw");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByRole("button", { name: "Please wait..." })).toBeTruthy();
    expect(sentBody()).toEqual({ url: "/api/login-credentials", body: { username: "a@b.c", password: "pw", role: "scout" } });
    resolve(new Response(JSON.stringify({ authToken: "tok", user: {} }), { status: 200 }));
    await screen.findByText("Welcome back!");
    expect(localStorage.getItem("authToken")).toBe("tok");
  });

  it("shows the server's error, or 'Invalid credentials'", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: "This account is not a scout account." }), { status: 403 }));
    fetchMock.mockResolvedValueOnce(new Response("", { status: 500, statusText: "Server Error" }));
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    // In the toast, and under the role choice it is about.
    expect(await screen.findAllByText("This account is not a scout account.")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByText("Invalid credentials");
    expect(screen.queryByText("This account is not a scout account.")).toBeNull(); // one toast at a time
  });

  it("switches to Create Account with the scout's optional troop code, sent as inviteCode only when filled", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: "Ask your leader to add you to the troop or give you the troop code." }), { status: 403 }),
    );
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole("button", { name: "Create Account" })).toBeTruthy();
    expect(screen.getByText("I am a")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("First Name"), "Sam");
    await userEvent.type(screen.getByLabelText("Last Name"), "Scout");
    await userEvent.type(screen.getByLabelText("Email"), "sam@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(0)).toEqual({
      url: "/api/signup",
      body: { email: "sam@example.com", password: "secret1", firstName: "Sam", lastName: "Scout", role: "scout" },
    });
    await screen.findByText("Ask your leader to add you to the troop or give you the troop code.");
    await userEvent.type(screen.getByLabelText("Sign-up code"), " ABC123 ");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(1).body.inviteCode).toBe("ABC123");
    await userEvent.click(screen.getByRole("button", { name: "Already have an account? Sign in" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
  });
});

describe("AuthForm role memory", () => {
  it("starts the role chooser at the role last signed in with on this device, and remembers the one used", async () => {
    localStorage.setItem("lastSignInRole", "leader");
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ authToken: "tok", user: {} }), { status: 200 }));
    renderForm();
    expect(screen.getByRole("combobox", { name: "Sign in as" }).textContent).toBe("Scout Leader");
    await userEvent.type(screen.getByLabelText("Email"), "l@b.c");
    await userEvent.type(screen.getByLabelText("Password"), "pw");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByText("Welcome back!");
    expect(sentBody().body.role).toBe("leader");
    expect(localStorage.getItem("lastSignInRole")).toBe("leader");
  });

  it("stores the role of a sign-in; an unknown stored value starts at Scout", async () => {
    localStorage.setItem("lastSignInRole", "admin");
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ authToken: "tok", user: {} }), { status: 200 }));
    renderForm();
    expect(screen.getByRole("combobox", { name: "Sign in as" }).textContent).toBe("Scout");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByText("Welcome back!");
    expect(localStorage.getItem("lastSignInRole")).toBe("scout");
  });
});

describe("AuthForm drawn by the server", () => {
  const tree = () => (
    <QueryClientProvider client={queryClient}>
      <AuthForm />
    </QueryClientProvider>
  );

  it("is taken over without a mismatch: disabled until then, the remembered role right after", async () => {
    localStorage.setItem("lastSignInRole", "leader");
    // The server knows no role and draws Scout, with the form disabled (a submit before the take-over would be the browser's own).
    const page = drawnByServer(tree());
    const { container } = page;
    const fieldset = container.querySelector("fieldset");
    expect(fieldset?.disabled).toBe(true);
    expect(within(container).getByRole("combobox", { name: "Sign in as" }).textContent).toBe("Scout");

    await page.takeOver();
    expect(page.mismatches).toEqual([]);
    expect(container.querySelector("fieldset")).toBe(fieldset);
    expect(fieldset?.disabled).toBe(false);
    expect(within(container).getByRole("combobox", { name: "Sign in as" }).textContent).toBe("Scout Leader");

    fetchMock.mockResolvedValue(new Response(JSON.stringify({ authToken: "tok", user: {} }), { status: 200 }));
    await userEvent.type(within(container).getByLabelText("Email"), "l@b.c");
    await userEvent.type(within(container).getByLabelText("Password"), "pw");
    await userEvent.click(within(container).getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody().body).toEqual({ username: "l@b.c", password: "pw", role: "leader" });
    page.remove();
  });
});

describe("Forgot password?", () => {
  it("asks for a link with the typed email and says the same neutral sentence whether or not the account exists", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 202 }));
    renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "pat@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    const form = screen.getByRole("form", { name: "Forgot password" });
    const email = within(form).getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("pat@example.com");
    expect(document.activeElement).toBe(email);
    await userEvent.click(within(form).getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toBe(RESET_REQUESTED);
    expect(sentBody()).toEqual({ url: "/api/password-reset/request", body: { email: "pat@example.com" } });

    // Another address, same answer from the server and on screen.
    await userEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    const again = within(screen.getByRole("form", { name: "Forgot password" })).getByLabelText("Email");
    await userEvent.clear(again);
    await userEvent.type(again, "nobody@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toBe(RESET_REQUESTED);
    expect(sentBody(1).body).toEqual({ email: "nobody@example.com" });
  });

  it("refuses a blank or malformed email at the field without asking the server", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Email is required.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Email"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a refusal (too many requests) as an error, not as the neutral sentence", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: "Too many requests. Try again later." }), { status: 429 }));
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    await userEvent.type(screen.getByLabelText("Email"), "pat@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await screen.findByText("Too many requests. Try again later.");
    expect(screen.queryByText(RESET_REQUESTED)).toBeNull();
  });
});

describe("the sign-in role choice for parents", () => {
  const MISMATCH = "This account is not a scout account. Leaders and parents sign in with “Scout Leader”.";

  it("says under the choice that parents choose Scout Leader (sign-in only)", async () => {
    renderForm();
    const role = screen.getByRole("combobox", { name: "Sign in as" });
    const hint = screen.getByText("Parents: choose “Scout Leader”.");
    expect(role.getAttribute("aria-describedby")?.split(" ")).toContain(hint.id);
    await userEvent.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    expect(screen.queryByText("Parents: choose “Scout Leader”.")).toBeNull();
  });

  it("keeps the server's hint under the choice after a parent signs in with the default role, until the choice changes", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: MISMATCH }), { status: 403 }));
    renderForm();
    await userEvent.type(screen.getByLabelText("Email"), "parent@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "pw-123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    const role = screen.getByRole("combobox", { name: "Sign in as" });
    await waitFor(() => expect(role.getAttribute("aria-invalid")).toBe("true"));
    const errorId =
      role
        .getAttribute("aria-describedby")
        ?.split(" ")
        .find((id) => id.endsWith("-error")) ?? "";
    expect(document.getElementById(errorId)?.textContent).toBe(MISMATCH);
    expect(sentBody().body.role).toBe("scout");
    await userEvent.click(role);
    await userEvent.click(await screen.findByRole("option", { name: "Scout Leader" }));
    await waitFor(() => expect(role.getAttribute("aria-invalid")).toBeNull());
  });
});
