/** The sign-in card's three forms: sign-in, sign-up (Create Account) and the reset-link request. */
export type AuthMode = "signin" | "signup" | "forgot";

/** `/login?invite=CODE`: the code a leader's card or QR code carries. */
export const inviteIn = (search: URLSearchParams) => search.get("invite")?.trim().slice(0, 100) ?? "";

/**
 * The form an address opens at: sign-up with an invite code, `/login?forgot` (an expired reset
 * link's way back) asking for a new link, else sign-in. The server draws the same (server/pages/sign-in-page.ts).
 */
export const authModeAt = (search: URLSearchParams): AuthMode => (inviteIn(search) ? "signup" : search.has("forgot") ? "forgot" : "signin");
