/** Leader approval, presentation and work-in-progress views. */
import { z } from "zod";
import { APPROVAL_STATES, badgeResponse } from "./badges";
import { isoDate } from "./common";

const personRef = z.object({ id: z.string(), name: z.string() });
const badgeRef = z.object({ id: z.string(), name: z.string(), imageUrl: z.string() });

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

export const awardToPresentResponse = z.object({
  id: z.string(),
  badge: badgeRef,
  earnedDate: z.string(),
  /** The leader who awarded it or approved the scout's claim; null when the scout earned it alone (or that account is gone). */
  awardedBy: z.string().nullable(),
});
export const toPresentGroupResponse = z.object({ scout: personRef, awards: z.array(awardToPresentResponse) });
export type ToPresentGroup = z.infer<typeof toPresentGroupResponse>;

export const markPresentedRequest = z.object({
  awardIds: z
    .array(z.string(), { error: "awardIds must be a list." })
    .min(1, { error: "Select at least one badge." })
    .max(1000, { error: "At most 1000 badges at once." }),
  presentedAt: isoDate("Presented on").optional(),
});
export type MarkPresentedRequest = z.input<typeof markPresentedRequest>;
/** presented: marked now; alreadyPresented: had a date already (kept as it was). */
export const markPresentedResponse = z.object({ presented: z.array(z.string()), alreadyPresented: z.array(z.string()) });
export type MarkPresentedResult = z.infer<typeof markPresentedResponse>;

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
