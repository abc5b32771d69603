import { z } from "zod";

// The answer's schema (joinTroopResponse) is auth.ts's, beside the troops a user answer lists: this
// module is the join form's, and carries nothing else to the page that loads it.

/** POST /api/memberships: a signed-in person joins another troop with one of its codes (many-troops M2). */
export const joinTroopRequest = z.object({
  code: z
    .string({ error: "Code is required." })
    .trim()
    .min(1, { error: "Code is required." })
    .max(100, { error: "Code must be at most 100 characters." }),
});
export type JoinTroopRequest = z.input<typeof joinTroopRequest>;

/** POST /api/session/troop: the session acts in another of the account's troops. */
export const switchTroopRequest = z.object({
  troopId: z.string({ error: "Troop is required." }).trim().min(1, { error: "Troop is required." }).max(100),
});
export type SwitchTroopRequest = z.input<typeof switchTroopRequest>;

export const MEMBERSHIP_MESSAGES = {
  notMember: "You are not a member of this troop.",
  alreadyMember: "You are already a member of this troop.",
  scoutOneTroop: "A scout account belongs to one troop. Ask your leader to move you.",
  scoutCodeForScouts: "This code is for a scout's own account. Ask the troop for a leader or parent code.",
} as const;
