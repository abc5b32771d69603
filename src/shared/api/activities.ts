import { z } from "zod";
import { LIMITS, REACTION_EMOJIS } from "../constants";

export const reactionRequest = z.object({
  emoji: z.enum(REACTION_EMOJIS, { error: "Pick one of the quick reactions." }),
  message: z
    .string({ error: "Message must be text." })
    .trim()
    .max(LIMITS.reactionMessage, { error: `Message must be at most ${LIMITS.reactionMessage} characters.` })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReactionRequest = z.input<typeof reactionRequest>;

export const reactionResponse = z.object({
  id: z.string(),
  activityId: z.string(),
  scoutId: z.string().nullable(),
  leaderUserId: z.string(),
  leaderName: z.string(),
  emoji: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityReaction = z.infer<typeof reactionResponse>;

export const activityResponse = z.object({
  id: z.string(),
  scoutId: z.string(),
  scoutName: z.string(),
  activityType: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.number(),
  createdAt: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  reactions: z.array(reactionResponse),
});
export type ScoutActivity = z.infer<typeof activityResponse>;

/** GET /api/activities/mine: the scout's own feed and points total. */
export const myActivitiesResponse = z.object({ points: z.number(), activities: z.array(activityResponse) });
export type MyActivities = z.infer<typeof myActivitiesResponse>;
