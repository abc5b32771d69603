import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ActivityReaction, ScoutActivity } from "../../../shared/api/activities";
import type { Db } from "../../db/client";
import { activities, activityReactions, scouts, users } from "../../db/schema";
import { iso } from "../../lib/dates";
import { isUuid, notFound, requireUuid } from "../../lib/http-error";
import type { Actor } from "../../plugins/auth";

export const DEFAULT_ACTIVITY_LIMIT = 200;
export const MAX_ACTIVITY_LIMIT = 500;

const reactionColumns = {
  id: activityReactions.id,
  activityId: activityReactions.activityId,
  scoutId: activityReactions.scoutId,
  leaderUserId: activityReactions.leaderUserId,
  firstName: users.firstName,
  lastName: users.lastName,
  emoji: activityReactions.emoji,
  message: activityReactions.message,
  createdAt: activityReactions.createdAt,
};

type ReactionRow = { firstName: string; lastName: string; createdAt: Date } & Omit<ActivityReaction, "leaderName" | "createdAt">;
const toReaction = ({ firstName, lastName, createdAt, ...row }: ReactionRow): ActivityReaction => ({
  ...row,
  leaderName: `${firstName} ${lastName}`,
  createdAt: iso(createdAt),
});

/**
 * The feed, newest first, optionally for one scout. Two queries per page whatever its size:
 * the activities, then every reaction on them.
 */
export async function listActivities(db: Db, troopId: string, options: { scoutId?: string; limit: number }): Promise<ScoutActivity[]> {
  if (options.scoutId !== undefined) {
    if (!isUuid(options.scoutId)) throw notFound("Scout");
    const [scout] = await db
      .select({ id: scouts.id })
      .from(scouts)
      .where(and(eq(scouts.id, options.scoutId), eq(scouts.troopId, troopId)));
    if (!scout) throw notFound("Scout");
  }
  const rows = await db
    .select({
      id: activities.id,
      scoutId: activities.scoutId,
      scoutName: scouts.name,
      activityType: activities.activityType,
      title: activities.title,
      description: activities.description,
      points: activities.points,
      createdAt: activities.createdAt,
      metadata: activities.metadata,
    })
    .from(activities)
    .innerJoin(scouts, eq(scouts.id, activities.scoutId))
    .where(and(eq(activities.troopId, troopId), options.scoutId ? eq(activities.scoutId, options.scoutId) : undefined))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(options.limit);
  if (rows.length === 0) return [];

  const reactions = await db
    .select(reactionColumns)
    .from(activityReactions)
    .innerJoin(users, eq(users.id, activityReactions.leaderUserId))
    .where(
      and(
        eq(activityReactions.troopId, troopId),
        inArray(
          activityReactions.activityId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(activityReactions.createdAt), asc(activityReactions.id));
  const byActivity = new Map<string, ActivityReaction[]>();
  for (const reaction of reactions) {
    const list = byActivity.get(reaction.activityId) ?? [];
    list.push(toReaction(reaction));
    byActivity.set(reaction.activityId, list);
  }
  return rows.map((row) => ({
    ...row,
    metadata: row.metadata ?? null,
    createdAt: iso(row.createdAt),
    reactions: byActivity.get(row.id) ?? [],
  }));
}

/** A leader reacts to an activity; the reaction points at the activity's scout. */
export async function addReaction(
  db: Db,
  leader: Actor,
  activityId: string,
  input: { emoji: string; message: string | null },
): Promise<ActivityReaction> {
  requireUuid(activityId, "Activity");
  const [activity] = await db
    .select({ id: activities.id, scoutId: activities.scoutId })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.troopId, leader.troopId)));
  if (!activity) throw notFound("Activity");
  const [row] = await db
    .insert(activityReactions)
    .values({
      troopId: leader.troopId,
      activityId: activity.id,
      scoutId: activity.scoutId,
      leaderUserId: leader.userId,
      emoji: input.emoji,
      message: input.message,
    })
    .returning();
  if (!row) throw new Error("reaction insert returned nothing");
  // The leader's name comes with the session: no need to read the user back.
  return {
    id: row.id,
    activityId: row.activityId,
    scoutId: row.scoutId,
    leaderUserId: row.leaderUserId,
    leaderName: leader.name,
    emoji: row.emoji,
    message: row.message,
    createdAt: iso(row.createdAt),
  };
}
