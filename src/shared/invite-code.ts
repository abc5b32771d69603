/**
 * Invite codes as people type them, apart from the request schemas (api/invites.ts) so the sign-in
 * page, which loads no schema library, reads them the same way.
 */

/** Personal codes: 10 characters from an alphabet without 0/O, 1/I (read aloud, typed on a phone). */
export const INVITE_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const INVITE_CODE_LENGTH = 10;

/** What the server says of a code, and the sign-in page where the server says nothing. */
export const INVITE_MESSAGES = {
  invalid: "This code is not valid. Ask your leader for a new one.",
  portalOff: "The parent portal is turned off.",
  hasAccount: "This scout already has an account.",
} as const;

/** What people type: case, spaces and dashes do not matter. */
export const normalizeInviteCode = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

/** A personal code (10 characters, no dash) as opposed to the troop codes ("LEAD-…", "SCOUT-…"). */
export const isPersonalCode = (code: string) => new RegExp(`^[A-Z0-9]{${INVITE_CODE_LENGTH}}$`).test(normalizeInviteCode(code));
