import type { AuthResponse, JoinTroopResponse, LoginRequest, SignupRequest } from "@shared/api/auth";
import type { InviteLookup } from "@shared/api/invites";
import type { PasswordResetRequestBody } from "@shared/api/password-reset";
import { apiJson, apiRequest } from "@/lib/api-request";

// The sign-in page's calls, apart from the app's query cache: the page runs without it (sign-in-form.ts).

export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiJson<AuthResponse>("POST", "/api/login-credentials", body);
}

export function signup(body: SignupRequest): Promise<AuthResponse> {
  return apiJson<AuthResponse>("POST", "/api/signup", body);
}

/** What a code is for (public): the sign-up form names the child on a parent's invitation. */
export function lookupInvite(code: string): Promise<InviteLookup> {
  return apiJson<InviteLookup>("POST", "/api/invites/lookup", { code });
}

/** Asks for a reset link; the server answers 202 whether or not an account has this email. */
export async function requestPasswordReset(body: PasswordResetRequestBody) {
  await apiRequest("POST", "/api/password-reset/request", body);
}

/** A call as the account just signed in (its token is not stored until the next page opens). */
async function asSignedIn<T>(token: string, url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new Error(answer.error ?? "The troop could not be joined.");
  return answer;
}

/**
 * Many-troops M2: a sign-up whose email already has an account, signed in instead, joins the code's
 * troop and moves the new session there.
 */
export async function joinTroopAfterSignIn(token: string, code: string): Promise<JoinTroopResponse> {
  const joined = await asSignedIn<JoinTroopResponse>(token, "/api/memberships", { code });
  await asSignedIn(token, "/api/session/troop", { troopId: joined.troop.id });
  return joined;
}
