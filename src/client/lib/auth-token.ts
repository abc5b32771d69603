import { TOKEN_STORAGE_KEY } from "@shared/constants";

const listeners = new Set<() => void>();

/** The session token lives in localStorage under "authToken"; storage may be unavailable. */
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
  for (const listener of listeners) listener();
}

export function clearAuthToken() {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after every sign-in or sign-out in this tab; returns the unsubscribe function. */
export function onAuthTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
