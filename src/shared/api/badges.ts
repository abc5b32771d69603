import { z } from "zod";
import { CUSTOM_KEY_LIMITS, LIMITS } from "../constants";
import { requiredText, safeUrl } from "./common";

/**
 * A built-in category (BADGE_CATEGORIES) or one of the troop's custom keys; the server checks the
 * key exists in the troop.
 */
export const badgeCategorySchema = z
  .string({ error: "Category is required." })
  .trim()
  .min(1, { error: "Category is required." })
  .max(CUSTOM_KEY_LIMITS.keyLength, { error: "Pick one of the troop's badge categories." })
  .regex(/^[a-z0-9-]+$/, { error: "Pick one of the troop's badge categories." });

const requirementsSchema = z
  .array(
    z
      .string({ error: "Each requirement must be text." })
      .trim()
      .max(LIMITS.requirementLength, { error: `Each requirement must be at most ${LIMITS.requirementLength} characters.` }),
    { error: "Requirements must be a list." },
  )
  .transform((items) => items.filter((item) => item.length > 0))
  .pipe(
    z
      .array(z.string())
      .min(1, { error: "At least one requirement is required." })
      .max(LIMITS.requirementItems, { error: `A badge can have at most ${LIMITS.requirementItems} requirements.` }),
  );

const progressSchema = z
  .number({ error: "Initial progress must be a number." })
  .int({ error: "Initial progress must be a whole number." })
  .min(0, { error: "Initial progress must be between 0 and 100." })
  .max(100, { error: "Initial progress must be between 0 and 100." });

const badgeFields = {
  name: requiredText(LIMITS.name, "Name"),
  description: requiredText(LIMITS.description, "Description"),
  imageUrl: safeUrl("Image URL"),
  category: badgeCategorySchema,
  requirements: requirementsSchema,
  progressPercentage: progressSchema,
};

/** Badge form and POST body: the badge schema without id and earnedDate. */
export const badgeCreateRequest = z.object({
  ...badgeFields,
  category: badgeCategorySchema.default("outdoor"),
  progressPercentage: progressSchema.default(0),
});
export type BadgeCreateRequest = z.input<typeof badgeCreateRequest>;
/** PATCH body: only the fields sent (no defaults, so nothing unsent is overwritten). */
export const badgeUpdateRequest = z.object(badgeFields).partial();
export type BadgeUpdateRequest = z.input<typeof badgeUpdateRequest>;

export const badgeProgressRequest = z.object({
  completedRequirements: z
    .array(
      z
        .number({ error: "Requirement indexes must be numbers." })
        .int({ error: "Requirement indexes must be whole numbers." })
        .min(0, { error: "Requirement index out of range." }),
      { error: "completedRequirements must be a list of requirement indexes." },
    )
    // Duplicates are allowed (set semantics) but the list stays bounded.
    .max(LIMITS.requirementItems * 10, { error: "Too many requirement indexes." }),
});
export type BadgeProgressRequest = z.infer<typeof badgeProgressRequest>;

export const APPROVAL_STATES = ["pending", "returned"] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/**
 * A leader's sign-off of one requirement (docs/product.md, "Signing off requirements"): which
 * requirement, the leader's name as it was when they signed, the day (YYYY-MM-DD) and their note.
 */
export const requirementSignOffResponse = z.object({
  index: z.number(),
  by: z.string(),
  on: z.string(),
  note: z.string().nullable(),
});
export type RequirementSignOff = z.infer<typeof requirementSignOffResponse>;

/** A badge as the caller sees it: the definition merged with the caller's progress and earned state. */
export const badgeResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  requirements: z.array(z.string()),
  progressPercentage: z.number(),
  completedRequirements: z.array(z.number()),
  isEarned: z.boolean(),
  earnedDate: z.string().nullable(),
  /** A leader's sign-off (requireLeaderApproval): asked for and waiting, or returned with a note. */
  approval: z.enum(APPROVAL_STATES).nullable(),
  approvalNote: z.string().nullable(),
  /** The requirements a leader signed off, by index (each also in completedRequirements); [] when none. */
  signOffs: z.array(requirementSignOffResponse),
});
export type Badge = z.infer<typeof badgeResponse>;

export const earnedBadgeResponse = z.object({ id: z.string(), earnedDate: z.string() });
export type EarnedBadge = z.infer<typeof earnedBadgeResponse>;

export const scoutProfileResponse = z.object({ name: z.string() });

export const badgeStatsResponse = z.object({
  totalBadges: z.number(),
  totalBadgesAwarded: z.number(),
  averageBadgesPerScout: z.number(),
  completionRate: z.number(),
  mostPopularBadges: z.array(
    z.object({
      badge: z.object({ id: z.string(), name: z.string(), imageUrl: z.string(), category: z.string() }),
      count: z.number(),
    }),
  ),
  categoryStats: z.record(z.string(), z.number()),
  recentAchievements: z.array(z.object({ scoutName: z.string(), badgeName: z.string(), awardedAt: z.string() })),
});
export type BadgeStats = z.infer<typeof badgeStatsResponse>;
