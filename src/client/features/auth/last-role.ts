import { ROLES, type Role } from "@shared/constants";

/** The role chooser starts at the role last signed in with on this device (not a secret: just a convenience). */
const KEY = "lastSignInRole";

function storedRole(key: string): Role | null {
  try {
    const value = localStorage.getItem(key);
    return (ROLES as readonly string[]).includes(value ?? "") ? (value as Role) : null;
  } catch {
    return null; // storage blocked
  }
}

export function lastRole(): Role | null {
  return storedRole(KEY);
}

export function rememberRole(role: Role) {
  try {
    localStorage.setItem(KEY, role);
  } catch {
    // storage blocked: the chooser starts at Scout next time
  }
}

/** The role of the account last signed in on this device, so start-up can ask for its home page early (a hint only). */
const SIGNED_IN_KEY = "signedInRole";

export function signedInRole(): Role | null {
  return storedRole(SIGNED_IN_KEY);
}

export function rememberSignedInRole(role: Role) {
  try {
    localStorage.setItem(SIGNED_IN_KEY, role);
  } catch {
    // storage blocked: start-up waits for the user look-up before asking for the home page
  }
}
