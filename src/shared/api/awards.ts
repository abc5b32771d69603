/** Awards: a leader awarding badges (one, or one to many), the awards list, and handing the badges over. */
import { z } from "zod";
import { badgeRef, isoDate, personRef } from "./common";

export const awardBadgeRequest = z.object({
  badgeId: z.string({ error: "Badge is required." }).min(1, { error: "Badge is required." }),
  // Ignored: the award records the acting user's name whatever the client sends.
  awardedBy: z.unknown().optional(),
});
export const bulkAwardRequest = z.object({
  scoutIds: z
    .array(z.string(), { error: "scoutIds must be a list." })
    .min(1, { error: "Select at least one scout." })
    .max(1000, { error: "At most 1000 scouts at once." }),
  badgeId: z.string({ error: "Badge is required." }).min(1, { error: "Badge is required." }),
  // Ignored: the award records the acting user's name whatever the client sends.
  awardedBy: z.unknown().optional(),
});
export type BulkAwardRequest = z.input<typeof bulkAwardRequest>;

export const scoutBadgeResponse = z.object({
  id: z.string(),
  scoutId: z.string(),
  badgeId: z.string(),
  earnedDate: z.string(),
  awardedBy: z.string(),
  /** When the physical badge was handed over; null while it is still owed. */
  presentedAt: z.string().nullable(),
});
export type ScoutBadge = z.infer<typeof scoutBadgeResponse>;

export const bulkAwardResponse = z.object({ awarded: z.array(z.string()), skipped: z.array(z.string()) });
export type BulkAwardResult = z.infer<typeof bulkAwardResponse>;

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
