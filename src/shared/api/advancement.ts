/** Leader approval, presentation and work-in-progress views. */
import { z } from "zod";
import { APPROVAL_STATES, badgeResponse, requirementSignOffResponse } from "./badges";
import { badgeRef, optionalText, personRef } from "./common";

export const badgeApprovalResponse = z.object({
  id: z.string(),
  scout: personRef,
  badge: badgeRef,
  requestedAt: z.string(),
  completedRequirements: z.array(z.number()),
  /** How many requirements the badge has, so "3 of 4 ticked" needs no second call. */
  totalRequirements: z.number(),
});
export type BadgeApproval = z.infer<typeof badgeApprovalResponse>;

export const NOTE_MAX = 500;
export const returnApprovalRequest = z.object({
  note: z
    .string({ error: "Write a note for the scout." })
    .trim()
    .min(1, { error: "Write a note for the scout." })
    .max(NOTE_MAX, { error: `The note must be at most ${NOTE_MAX} characters.` }),
});
export type ReturnApprovalRequest = z.input<typeof returnApprovalRequest>;

export const bulkApproveRequest = z.object({
  ids: z
    .array(z.string(), { error: "ids must be a list." })
    .min(1, { error: "Select at least one request." })
    .max(500, { error: "At most 500 requests at once." }),
});
export type BulkApproveRequest = z.input<typeof bulkApproveRequest>;
/** approved: the requests that became awards now; skipped: already handled (or gone) meanwhile. */
export const bulkApproveResponse = z.object({ approved: z.array(z.string()), skipped: z.array(z.string()) });
export type BulkApproveResult = z.infer<typeof bulkApproveResponse>;

/** One badge of one scout, as a leader sees it: the scout's own view plus whether it was handed out. */
export const scoutBadgeProgressResponse = badgeResponse.extend({ presentedAt: z.string().nullable() });
export type ScoutBadgeProgress = z.infer<typeof scoutBadgeProgressResponse>;

export const badgeScoutProgressResponse = z.object({
  scout: personRef,
  progressPercentage: z.number(),
  completedRequirements: z.array(z.number()),
  isEarned: z.boolean(),
  presentedAt: z.string().nullable(),
  approval: z.enum(APPROVAL_STATES).nullable(),
  signOffs: z.array(requirementSignOffResponse),
});
export type BadgeScoutProgress = z.infer<typeof badgeScoutProgressResponse>;

/** "Nearly there": a scout with enough ticked to earn a badge they do not hold yet. */
export const nearlyThereResponse = z.object({
  scout: personRef,
  badge: badgeRef,
  progressPercentage: z.number(),
  completedCount: z.number(),
  totalRequirements: z.number(),
  approval: z.enum(APPROVAL_STATES).nullable(),
});
export type NearlyThere = z.infer<typeof nearlyThereResponse>;

/** Signing off requirements (docs/product.md, "Signing off requirements"). */
export const SIGN_OFF_NOTE_MAX = 500;
export const MAX_SCOUTS_PER_SIGN_OFF = 200;
export const SIGN_OFF_DATE_MESSAGE = "Pick the day it was done (YYYY-MM-DD).";
export const FUTURE_SIGN_OFF = "The date cannot be in the future.";

/** The requirement in the address: a whole number from 0 (the server checks it is inside the badge's list). */
const requirementIndex = z.coerce
  .number({ error: "The requirement must be a number." })
  .int({ error: "The requirement must be a whole number." })
  .min(0, { error: "Requirement index out of range." })
  .max(10_000, { error: "Requirement index out of range." });

export const scoutSignOffParams = z.object({ scoutId: z.string(), badgeId: z.string(), index: requirementIndex });
export const meetingSignOffParams = z.object({ badgeId: z.string(), index: requirementIndex });

const signOffFields = {
  /** The day it was done; today in the troop's time zone when left out; never in the future. */
  date: z.iso.date({ error: SIGN_OFF_DATE_MESSAGE }).optional(),
  note: optionalText(SIGN_OFF_NOTE_MAX, "The note"),
};

export const signOffRequest = z.object(signOffFields);
export type SignOffRequest = z.input<typeof signOffRequest>;

export const meetingSignOffRequest = z.object({
  scoutIds: z
    .array(z.string({ error: "Each scout must be an id." }), { error: "scoutIds must be a list." })
    .min(1, { error: "Tick at least one scout." })
    .max(MAX_SCOUTS_PER_SIGN_OFF, { error: `At most ${MAX_SCOUTS_PER_SIGN_OFF} scouts at once.` })
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { error: "Each scout only once." }),
  ...signOffFields,
});
export type MeetingSignOffRequest = z.input<typeof meetingSignOffRequest>;

/** One scout's sign-off as recorded. */
export const signOffResponse = requirementSignOffResponse.extend({ scoutId: z.string(), badgeId: z.string() });
export type SignOffResult = z.infer<typeof signOffResponse>;
/** Why a scout named in a meeting's sign-off was left out (the others are signed off all the same). */
export const SIGN_OFF_SKIPPED = {
  notInTroop: "Not in the troop (any more).",
  inactive: "Inactive: make the scout active on the roster first.",
} as const;
/**
 * POST /api/badges/{id}/requirements/{index}/sign-off: the scouts signed off, and those left out
 * with the reason (running-a-troop.md §15: a refused part never takes the rest with it).
 */
export const meetingSignOffResponse = z.object({
  signedOff: z.array(z.string()),
  skipped: z.array(z.object({ scoutId: z.string(), reason: z.string() })),
});
export type MeetingSignOffResult = z.infer<typeof meetingSignOffResponse>;
