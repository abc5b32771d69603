import type { AuthResponse, LoginRequest, SignupRequest } from "@shared/api/auth";
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
