import { z } from "zod";

export { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, INVITE_MESSAGES, normalizeInviteCode } from "../invite-code";
export const INVITE_DAYS = 14;

export const inviteResponse = z.object({ code: z.string(), expiresAt: z.string() });
export type Invite = z.infer<typeof inviteResponse>;

/**
 * The code already handed out for a scout (leaders), null when there is none. `code` is null for a
 * live code made before codes were kept: it still works but cannot be shown, only replaced.
 */
export const currentInviteResponse = z.object({
  current: z.object({ code: z.string().nullable(), expiresAt: z.string(), createdAt: z.string() }).nullable(),
});
export type CurrentInvite = z.infer<typeof currentInviteResponse>;

export const inviteLookupRequest = z.object({
  code: z.string({ error: "Code is required." }).trim().min(1, { error: "Code is required." }).max(100),
});

/**
 * What a code is for, answered before the sign-up form is filled in. Only the child's first name:
 * enough for a parent to recognise the invitation, nothing a stranger holding a leaked code learns
 * beyond it. The troop's scout join code answers kind "troop" with no name.
 */
export const inviteLookupResponse = z.object({
  kind: z.enum(["scout", "parent", "troop"]),
  scoutFirstName: z.string().nullable(),
});
export type InviteLookup = z.infer<typeof inviteLookupResponse>;

export const linkChildRequest = z.object({
  inviteCode: z.string({ error: "Code is required." }).trim().min(1, { error: "Code is required." }).max(100),
});

/** The scouts whose cards go on one printed sheet (leaders): a roster's selection. */
export const inviteCardsRequest = z.object({
  scoutIds: z
    .array(z.string(), { error: "scoutIds must be a list." })
    .min(1, { error: "Select at least one scout." })
    .max(500, { error: "At most 500 scouts at once." }),
});
export type InviteCardsRequest = z.input<typeof inviteCardsRequest>;

/**
 * One card per selected scout without an account, in roster order (by name): the code already
 * handed out where it can be shown again, else a new one, and beside it a parent code for the
 * family (null while the troop's parent portal is off). `withAccount`: the selected scouts who
 * already have an account and get no card.
 */
export const inviteCardsResponse = z.object({
  cards: z.array(
    z.object({
      scoutId: z.string(),
      scoutName: z.string(),
      code: z.string(),
      expiresAt: z.string(),
      parentCode: z.string().nullable(),
      parentExpiresAt: z.string().nullable(),
    }),
  ),
  withAccount: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type InviteCards = z.infer<typeof inviteCardsResponse>;

/** `POST /api/scouts/parent-invites` (leaders): email a parent invite to each contact of these scouts who has no account. */
export const parentInvitesRequest = z.object({
  scoutIds: z
    .array(z.string(), { error: "scoutIds must be a list." })
    .min(1, { error: "Select at least one scout." })
    .max(500, { error: "At most 500 scouts at once." }),
});
export type ParentInvitesRequest = z.input<typeof parentInvitesRequest>;

/** Why a scout's family got no invite. */
export const PARENT_INVITE_SKIPPED = {
  inactive: "The scout is not active.",
  noEmail: "No contact has an email.",
  allHaveAccounts: "Every contact with an email already follows this scout.",
  unsubscribed: "Every contact left has unsubscribed from the troop's emails.",
} as const;

/** `sent`: emails queued (one per contact invited); `skipped`: the scouts whose family got none, and why. */
export const parentInvitesResponse = z.object({
  sent: z.number(),
  skipped: z.array(z.object({ scoutId: z.string(), reason: z.string() })),
});
export type ParentInvitesResult = z.infer<typeof parentInvitesResponse>;
