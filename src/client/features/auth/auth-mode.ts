export type AuthMode = "signin" | "signup" | "forgot";

/** `/login?invite=CODE`: the code a leader's card or QR code carries. */
export const inviteIn = (search: URLSearchParams) => search.get("invite")?.trim().slice(0, 100) ?? "";

/**
 * The form an address opens at: sign-up with an invite code, `/login?forgot` (an expired reset
 * link's way back) asking for a new link, else sign-in. The server draws the same (features/sign-in-page).
 */
export const authModeAt = (search: URLSearchParams): AuthMode => (inviteIn(search) ? "signup" : search.has("forgot") ? "forgot" : "signin");

/** The plain address of each form, which the server draws it at: whatever else an address carries is the app's to read. */
export const AUTH_MODE_SEARCH: Record<AuthMode, string> = { signin: "", signup: "invite=code", forgot: "forgot" };
