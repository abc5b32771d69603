import type { User } from "@shared/api/auth";
import type { PasswordResetBody } from "@shared/api/password-reset";
import { queryOptions } from "@tanstack/react-query";
import { apiErrorStatus, apiGet, apiRequest } from "@/lib/api-request";
import { clearAuthToken, getAuthToken, setAuthToken } from "@/lib/auth-token";
import { runBeforeSignOut } from "@/lib/before-sign-out";
import { queryClient } from "@/lib/query-client";
import { refreshEarnedBadges } from "../badges/api";
import { rememberSignedInRole } from "./last-role";

export const authKeys = { user: ["/api/auth/user"] as const };

/**
 * The signed-in user, or null when signed out (401 becomes null). The stored token is
 * the client's sign-in state: without it the app is signed out even if a session cookie survived a
 * logout whose call failed (the cookie only serves page navigations such as /api/login).
 */
export const userQuery = queryOptions({
  queryKey: authKeys.user,
  queryFn: async ({ signal }): Promise<User | null> => {
    if (!getAuthToken()) return null;
    try {
      const user = await apiGet<User>("/api/auth/user", { signal });
      // A commissioner of no troop signs in with "Scout Leader".
      rememberSignedInRole(user.role ?? "leader");
      return user;
    } catch (error) {
      if (apiErrorStatus(error) === 401) return null;
      throw error;
    }
  },
  retry: false,
});

/**
 * Stores the token of a sign-in made while the app runs (app/pages/login-page.tsx) and drops cached
 * user and earned-badge data, so the signed-in app reads them afresh.
 */
export async function completeSignIn(token: string) {
  setAuthToken(token);
  await Promise.all([queryClient.invalidateQueries({ queryKey: authKeys.user }), refreshEarnedBadges()]);
}

export async function markNotNew() {
  await apiRequest("POST", "/api/mark-not-new");
}

/**
 * Logout always ends locally: token and every cached query go, with everything kept on the device
 * for offline use (reads, camp sheets, changes waiting or refused), then home — even if the call
 * fails. Home is a full page load so no component keeps a signed-in view of the old cache.
 */
export async function logout(navigate: (to: string) => void = (to) => window.location.assign(to)) {
  try {
    await apiRequest("GET", "/api/logout");
  } catch {
    // Signed out locally regardless.
  } finally {
    await runBeforeSignOut();
    clearAuthToken();
    queryClient.clear();
    navigate("/");
  }
}

export async function changePassword(body: { currentPassword: string; newPassword: string }) {
  await apiRequest("PUT", "/api/change-password", body);
}

/** Sets a new password with the emailed link's token; every session of that account ends. */
export async function resetPassword(body: PasswordResetBody) {
  await apiRequest("POST", "/api/password-reset", body);
}
