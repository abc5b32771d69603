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

/** Storage blocked: the chooser starts at Scout next time, start-up waits for the user look-up. */
function storeRole(key: string, role: Role) {
  try {
    localStorage.setItem(key, role);
  } catch {
    // nothing remembered, nothing lost
  }
}

export function rememberRole(role: Role) {
  storeRole(KEY, role);
}

/** The role of the account last signed in on this device, so start-up can ask for its home page early (a hint only). */
const SIGNED_IN_KEY = "signedInRole";

export function signedInRole(): Role | null {
  return storedRole(SIGNED_IN_KEY);
}

export function rememberSignedInRole(role: Role) {
  storeRole(SIGNED_IN_KEY, role);
}
