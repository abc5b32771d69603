import { TOKEN_STORAGE_KEY } from "@shared/constants";

/** The session token lives in localStorage under "authToken" (spec §9); storage may be unavailable. */
export function getAuthToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string) {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Private mode: the HttpOnly cookie still authenticates.
  }
}

export function clearAuthToken() {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
