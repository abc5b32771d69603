import { ROLES, type Role } from "@shared/constants";

/** The role chooser starts at the role last signed in with on this device (not a secret: just a convenience). */
const KEY = "lastSignInRole";

export function lastRole(): Role | null {
  try {
    const value = localStorage.getItem(KEY);
    return (ROLES as readonly string[]).includes(value ?? "") ? (value as Role) : null;
  } catch {
    return null; // storage blocked
  }
}

export function rememberRole(role: Role) {
  try {
    localStorage.setItem(KEY, role);
  } catch {
    // storage blocked: the chooser starts at Scout next time
  }
}
