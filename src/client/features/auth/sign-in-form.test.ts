// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { drawSignIn } from "@/app/server-drawn/sign-in-page";
import { type AuthMode, authModeAt } from "./auth-mode";
import { runSignInCard, type SignedIn } from "./sign-in-form";
import { SIGN_IN_TEXTS } from "./sign-in-texts";

const BRANDING = {
  troopName: "Troop 12",
  troopNumber: null,
  logoUrl: null,
  primaryColor: "#490499",
  secondaryColor: "#059669",
  accentColor: "#ea580c",
  welcomeMessage: null,
  timeZone: "Europe/London",
};
const RESET_REQUESTED = SIGN_IN_TEXTS.resetRequested;
const fetchMock = vi.fn();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let stop = () => {};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.clear();
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The card as the server draws it for the address `search`, in the page. */
function drawn(search = "") {
  const mode: AuthMode = authModeAt(new URLSearchParams(search));
  const root = document.createElement("div");
  root.innerHTML = drawSignIn(BRANDING as never, mode).root;
  document.body.append(root);
  return root;
}

/** The card drawn and running, as the sign-in page runs it; `signedIn` gets each accepted sign-in. */
function opened(search = "") {
  const root = drawn(search);
  const signedIn = vi.fn<(signedIn: SignedIn) => void>();
  stop = runSignInCard(root, { search, onSignedIn: signedIn });
  return { root, signedIn };
}

function sent(call = 0) {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) };
}

const role = () => screen.getByRole("combobox", { name: /^(Sign in as|I am a)$/ }) as HTMLSelectElement;
const selectedLabel = () => role().selectedOptions[0]?.textContent;

describe("the sign-in card, drawn by the server and run by its own script", () => {
  it("is disabled until its script runs, and then works", async () => {
    const root = drawn();
    const fieldset = root.querySelector("fieldset");
    expect(fieldset?.disabled).toBe(true);
    stop = runSignInCard(root, { search: "", onSignedIn: () => {} });
    expect(fieldset?.disabled).toBe(false);
  });

  it("signs in with email as username, no native validation, 'Please wait...' while sending, then goes on with the toast", async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (answer = r)));
    const { signedIn } = opened("?next=%2Fadmin%3Ftab%3Devents");
    expect(screen.getByRole("button", { name: "Sign In" }).closest("form")?.noValidate).toBe(true);
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("text");
    await userEvent.type(screen.getByLabelText("Email"), "a@b.c");
    await userEvent.type(screen.getByLabelText("Password"), "pw");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    const waiting = screen.getByRole("button", { name: "Please wait..." }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(sent()).toEqual({ url: "/api/login-credentials", body: { username: "a@b.c", password: "pw", role: "scout" } });
    answer(json({ authToken: "tok", user: {} }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    expect(signedIn).toHaveBeenCalledWith({
      token: "tok",
      next: "/admin?tab=events",
      toast: { title: "Welcome back!", description: "You have been logged in successfully." },
    });
    // Still waiting while the next page opens.
    expect(screen.getByRole("button", { name: "Please wait..." })).toBe(waiting);
    expect(localStorage.getItem("lastSignInRole")).toBe("scout");
  });

  it("goes back only to a page of this site", async () => {
    fetchMock.mockResolvedValue(json({ authToken: "tok", user: {} }));
    const { signedIn } = opened("?next=%2F%2Fevil.example");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(signedIn.mock.calls[0]?.[0].next).toBe("/");
  });

  it("shows the server's error, or 'Invalid credentials', in one toast at a time titled Error", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "This account is not a scout account." }, 403));
    fetchMock.mockResolvedValueOnce(new Response("", { status: 500, statusText: "Server Error" }));
    const { signedIn } = opened();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    // In the toast, and under the role choice it is about.
    expect(await screen.findAllByText("This account is not a scout account.")).toHaveLength(2);
    expect(within(screen.getByRole("region", { name: "Notifications" })).getByText("Error")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByText("Invalid credentials");
    expect(screen.queryByText("This account is not a scout account.")).toBeNull(); // one toast at a time
    expect(signedIn).not.toHaveBeenCalled();
  });

  it("puts the server's field messages at their fields and focuses the first", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "Email is required.", fields: { username: "Email is required." } }, 400));
    opened();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Email is required.");
    expect(document.activeElement).toBe(email);
    // Gone with the next try.
    fetchMock.mockResolvedValueOnce(json({ error: "Invalid credentials" }, 401));
    await userEvent.type(email, "a@b.c");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBeNull());
    expect(email.getAttribute("aria-describedby")).toBeNull();
  });

  it("switches to Create Account in place, keeping what was typed, with the scout's optional code sent only when filled", async () => {
    fetchMock.mockResolvedValue(json({ error: "Ask your leader to add you to the troop or give you the troop code." }, 403));
    opened();
    await userEvent.type(screen.getByLabelText("Email"), "sam@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole("button", { name: "Create Account" })).toBeTruthy();
    expect(screen.getByText("Create your account to start earning badges")).toBeTruthy();
    expect(selectedLabel()).toBe("Scout (Under 14)");
    expect(screen.getByRole("combobox", { name: "I am a" })).toBe(role());
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("sam@example.com");
    expect(screen.getByLabelText("Password").getAttribute("autocomplete")).toBe("new-password");
    await userEvent.type(screen.getByLabelText("First Name"), "Sam");
    await userEvent.type(screen.getByLabelText("Last Name"), "Scout");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent(0)).toEqual({
      url: "/api/signup",
      body: { email: "sam@example.com", password: "secret1", firstName: "Sam", lastName: "Scout", role: "scout" },
    });
    await screen.findByText("Ask your leader to add you to the troop or give you the troop code.");
    await userEvent.type(screen.getByLabelText("Sign-up code"), " ABC123 ");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(1).body.inviteCode).toBe("ABC123");
    await userEvent.click(screen.getByRole("button", { name: "Already have an account? Sign in" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "First Name" })).toBeNull(); // hidden, what was typed kept
    expect(selectedLabel()).toBe("Scout");
  });

  it("names the code by the role chosen: a leader's or parent's invite code, a scout's sign-up code", async () => {
    opened();
    await userEvent.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    await userEvent.selectOptions(role(), "leader");
    const code = screen.getByLabelText("Invite code");
    expect(document.getElementById(code.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(/^Parents: the code/);
    await userEvent.selectOptions(role(), "scout");
    expect(screen.getByLabelText("Sign-up code")).toBe(code);
  });

  it("with a parent's code in the address, names the child and signs the parent up as a parent", async () => {
    fetchMock.mockResolvedValueOnce(json({ kind: "parent", scoutFirstName: "Mia" }));
    fetchMock.mockResolvedValueOnce(json({ authToken: "tok", user: {} }));
    const { signedIn } = opened("?invite=ABCD-EF2345");
    expect(sent(0)).toEqual({ url: "/api/invites/lookup", body: { code: "ABCD-EF2345" } });
    await screen.findByText("Create a parent account for Mia");
    expect(selectedLabel()).toBe("Scout Leader/Parent");
    expect((screen.getByLabelText("Invite code") as HTMLInputElement).value).toBe("ABCD-EF2345");
    await userEvent.type(screen.getByLabelText("Email"), "pat@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(sent(1).body).toMatchObject({ role: "parent", inviteCode: "ABCD-EF2345" });
    expect(signedIn.mock.calls[0]?.[0].toast).toEqual({
      title: "Account created!",
      description: "Your account has been created and you are now logged in.",
    });
  });

  it("after a sign-up finds the email has an account, signs in on the same card and joins the code's troop", async () => {
    fetchMock.mockResolvedValueOnce(json({ kind: "parent", scoutFirstName: "Ben" }));
    fetchMock.mockResolvedValueOnce(json({ error: "An account with this email already exists." }, 409));
    fetchMock.mockResolvedValueOnce(json({ authToken: "tok", user: {} }));
    fetchMock.mockResolvedValueOnce(json({ troop: { id: "t-bravo", slug: "bravo", name: "Bravo Troop" }, role: "parent" }, 201));
    fetchMock.mockResolvedValueOnce(json({ currentTroopId: "t-bravo" }));
    const { signedIn } = opened("?invite=ABCD-EF2345");
    await screen.findByText("Create a parent account for Ben");
    await userEvent.type(screen.getByLabelText("First Name"), "Pat");
    await userEvent.type(screen.getByLabelText("Last Name"), "Parent");
    await userEvent.type(screen.getByLabelText("Email"), "pat@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-guess-1");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    // The card is now the sign-in form, the email kept, the password to type, and it says why.
    await screen.findByRole("button", { name: "Sign In" });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("pat@example.com");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
    expect(screen.getAllByText(SIGN_IN_TEXTS.hasAccount).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText("Password"), "the-real-pass-1");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(sent(2)).toMatchObject({ url: "/api/login-credentials", body: { username: "pat@example.com", password: "the-real-pass-1" } });
    expect(sent(3)).toEqual({ url: "/api/memberships", body: { code: "ABCD-EF2345" } });
    expect(sent(4)).toEqual({ url: "/api/session/troop", body: { troopId: "t-bravo" } });
    const [, init] = fetchMock.mock.calls[3] as [string, RequestInit];
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer tok");
    expect(signedIn.mock.calls[0]?.[0]).toMatchObject({
      token: "tok",
      toast: { title: "Welcome back!", description: "You joined Bravo Troop." },
    });
  });

  it("with a scout's own code in the address, names the scout and signs them up as a scout", async () => {
    fetchMock.mockResolvedValueOnce(json({ kind: "scout", scoutFirstName: "Ada" }));
    opened("?invite=KT7MPQ2WXZ");
    await screen.findByText("Create your account, Ada, to start earning badges");
    expect(selectedLabel()).toBe("Scout (Under 14)");
  });

  it("says so when the address's code is not valid", async () => {
    fetchMock.mockResolvedValueOnce(new Response("", { status: 404 }));
    opened("?invite=NOPE");
    await screen.findByText("This code is not valid. Ask your leader for a new one.");
    expect(selectedLabel()).toBe("Scout (Under 14)");
  });

  it("closes its toast after five seconds, or with its Close button", async () => {
    fetchMock.mockResolvedValue(json({ error: "Invalid credentials" }, 401));
    opened();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByText("Invalid credentials");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Invalid credentials")).toBeNull();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    screen.getByRole("button", { name: "Sign In" }).click();
    await vi.waitFor(() => expect(screen.queryByText("Invalid credentials")).not.toBeNull());
    vi.advanceTimersByTime(5000);
    expect(screen.queryByText("Invalid credentials")).toBeNull();
  });
});

describe("the role choice", () => {
  it("starts at the role last signed in with on this device, and remembers the one used", async () => {
    localStorage.setItem("lastSignInRole", "leader");
    fetchMock.mockResolvedValue(json({ authToken: "tok", user: {} }));
    const { signedIn } = opened();
    expect(selectedLabel()).toBe("Scout Leader");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(sent().body.role).toBe("leader");
    expect(localStorage.getItem("lastSignInRole")).toBe("leader");
  });

  it("starts at Scout when the stored value is no choice", () => {
    localStorage.setItem("lastSignInRole", "admin");
    opened();
    expect(selectedLabel()).toBe("Scout");
  });

  it("says under the choice that parents choose Scout Leader (sign-in only)", async () => {
    opened();
    const hint = screen.getByText("Parents: choose “Scout Leader”.");
    expect(role().getAttribute("aria-describedby")?.split(" ")).toContain(hint.id);
    await userEvent.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    expect(screen.queryByText("Parents: choose “Scout Leader”.")).toBeNull();
    expect(role().getAttribute("aria-describedby")).toBeNull();
  });

  it("keeps the server's word under the choice after a parent signs in as a scout, until the choice changes", async () => {
    const mismatch = "This account is not a scout account. Leaders and parents sign in with “Scout Leader”.";
    fetchMock.mockResolvedValueOnce(json({ error: mismatch }, 403));
    opened();
    await userEvent.type(screen.getByLabelText("Email"), "parent@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "pw-123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(role().getAttribute("aria-invalid")).toBe("true"));
    const described = role().getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(described).toEqual(["sign-in-role-hint", "sign-in-role-error"]);
    expect(document.getElementById("sign-in-role-error")?.textContent).toBe(mismatch);
    await userEvent.selectOptions(role(), "leader");
    expect(role().getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById("sign-in-role-error")).toBeNull();
  });
});

describe("Forgot password?", () => {
  it("asks for a link with the typed email and says the same neutral sentence whether or not the account exists", async () => {
    fetchMock.mockResolvedValue(json({ ok: true }, 202));
    opened();
    await userEvent.type(screen.getByLabelText("Email"), "pat@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByText("Forgot your password?")).toBeTruthy();
    const form = screen.getByRole("form", { name: "Forgot password" });
    const email = within(form).getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("pat@example.com");
    expect(document.activeElement).toBe(email);
    await userEvent.click(within(form).getByRole("button", { name: "Send reset link" }));
    const said = await screen.findByRole("status");
    expect(said.textContent).toBe(RESET_REQUESTED);
    expect(document.activeElement).toBe(said);
    expect(sent()).toEqual({ url: "/api/password-reset/request", body: { email: "pat@example.com" } });

    // Another address, same answer from the server and on screen.
    await userEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    const again = within(screen.getByRole("form", { name: "Forgot password" })).getByLabelText("Email");
    await userEvent.clear(again);
    await userEvent.type(again, "nobody@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toBe(RESET_REQUESTED);
    expect(sent(1).body).toEqual({ email: "nobody@example.com" });
  });

  it("opens at /login?forgot with the email field focused", () => {
    opened("?forgot");
    expect(document.activeElement).toBe(within(screen.getByRole("form", { name: "Forgot password" })).getByLabelText("Email"));
  });

  it("shows the server's refusal of the address at the field", async () => {
    fetchMock.mockResolvedValue(json({ error: "Enter a valid email address.", fields: { email: "Enter a valid email address." } }, 400));
    opened("?forgot");
    const email = screen.getByLabelText("Email");
    await userEvent.type(email, "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("sign-in-email-error")?.textContent).toBe("Enter a valid email address.");
    expect(document.getElementById("sign-in-forgot-done")?.hidden).toBe(true);
  });

  it("shows a refusal (too many requests) as an error, not as the neutral sentence", async () => {
    fetchMock.mockResolvedValue(json({ error: "Too many requests. Try again later." }, 429));
    opened("?forgot");
    await userEvent.type(screen.getByLabelText("Email"), "pat@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await screen.findByText("Too many requests. Try again later.");
    expect(screen.getByRole("form", { name: "Forgot password" })).toBeTruthy();
    expect(document.getElementById("sign-in-forgot-done")?.hidden).toBe(true);
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeTruthy();
  });
});
