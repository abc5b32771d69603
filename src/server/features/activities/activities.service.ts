import { and, eq, getTableColumns, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { ActivityReaction, MyActivities, ScoutActivity } from "../../../shared/api/activities";
import { type Actor, requireScoutId } from "../../auth/actor";
import type { Db, DbOrTx } from "../../db/client";
import { isoText } from "../../db/iso-text";
import { preparedSql } from "../../db/prepared";
import { activities, activityReactions, scouts } from "../../db/schema";
import { iso } from "../../lib/dates";
import { isUuid, notFound, requireUuid } from "../../lib/http-error";
import { requireActivityFeed } from "../troop/switches.service";

/** A page of the feed: what a phone shows before "Show older" (the whole troop opens it at a meeting). */
export const DEFAULT_ACTIVITY_LIMIT = 50;
export const MAX_ACTIVITY_LIMIT = 500;

export type FeedPage = { scoutId?: string; limit: number; before?: string };

type Value<T> = T | Placeholder;

/**
 * One page of the feed, newest first: the troop's (or one scout's) activities after the `before`
 * cursor, each with its reactions (oldest first), in one statement. With `feedOn`, a troop whose
 * feed is switched off gets no rows (the caller then says why). Plain SQL whose rows are the
 * contract's activities as they are (timestamps as ISO text, reactions as a JSON list): mapping
 * every row through the query builder cost more than the database did.
 */
function activityPageSql(page: {
  troopId: Value<string>;
  scoutId?: Value<string>;
  before?: Value<string>;
  limit: Value<number>;
  feedOn?: boolean;
}): SQL {
  const { troopId } = page;
  return sql`
    select p.id, p.scout_id as "scoutId", p.scout_name as "scoutName", p.activity_type as "activityType", p.title,
      p.description, p.points, ${isoText("p.created_at")} as "createdAt", p.metadata,
      (select coalesce(json_agg(json_build_object(
          'id', r.id, 'activityId', r.activity_id, 'scoutId', r.scout_id, 'leaderUserId', r.leader_user_id,
          'leaderName', u.first_name || ' ' || u.last_name, 'emoji', r.emoji, 'message', r.message,
          'createdAt', ${isoText("r.created_at")}) order by r.created_at, r.id), '[]')
        from activity_reactions r join users u on u.id = r.leader_user_id
        where r.activity_id = p.id and r.troop_id = ${troopId}) as reactions
    from (
      select a.id, a.scout_id, s.name as scout_name, a.activity_type, a.title, a.description, a.points, a.created_at, a.metadata
      from activities a join scouts s on s.id = a.scout_id
      where a.troop_id = ${troopId}
        ${page.scoutId ? sql`and a.scout_id = ${page.scoutId}` : sql``}
        ${page.before ? sql`and (a.created_at, a.id) < (select c.created_at, c.id from activities c where c.id = ${page.before} and c.troop_id = ${troopId})` : sql``}
        ${page.feedOn ? sql`and exists (select 1 from troops t where t.id = ${troopId} and t.enable_activity_feed)` : sql``}
      order by a.created_at desc, a.id desc
      limit ${page.limit}
    ) p
    order by p.created_at desc, p.id desc`;
}

// The leaders' feed as every phone asks for it: the first page and the next ones (prepared, see db/prepared.ts).
const troopFirstPage = preparedSql<ScoutActivity>(
  "feed_first_page",
  activityPageSql({ troopId: sql.placeholder("troopId"), limit: sql.placeholder("limit"), feedOn: true }),
);
const troopNextPage = preparedSql<ScoutActivity>(
  "feed_next_page",
  activityPageSql({
    troopId: sql.placeholder("troopId"),
    before: sql.placeholder("before"),
    limit: sql.placeholder("limit"),
    feedOn: true,
  }),
);

/** An empty page after an activity that is not (or no longer) in this troop's feed would silently end the feed; say so instead. */
async function assertCursor(db: DbOrTx, troopId: string, before: string | undefined) {
  if (before && !(await activityExists(db, troopId, before))) throw notFound("Activity");
}

/**
 * The feed, newest first, optionally for one scout, a page at a time: `before` is the id of the
 * last activity already shown, and the page continues after it in the same order. One query
 * per page whatever its size (two with a scout filter): the activities with their reactions.
 */
export async function listActivities(db: Db, { troopId }: Actor, options: FeedPage): Promise<ScoutActivity[]> {
  if (options.before !== undefined && !isUuid(options.before)) throw notFound("Activity");
  if (options.scoutId !== undefined) {
    if (!isUuid(options.scoutId)) throw notFound("Scout");
    const [scout] = await db
      .select({ id: scouts.id })
      .from(scouts)
      .where(and(eq(scouts.id, options.scoutId), eq(scouts.troopId, troopId)));
    if (!scout) throw notFound("Scout");
  }
  const { rows } = (await db.execute(activityPageSql({ troopId, ...options }))) as unknown as { rows: ScoutActivity[] };
  if (rows.length === 0) await assertCursor(db, troopId, options.before);
  return rows;
}

async function activityExists(db: DbOrTx, troopId: string, activityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.troopId, troopId)));
  return row !== undefined;
}

/**
 * The leaders' feed of the whole troop (or one scout), while the troop has the feed on. The whole
 * troop's pages check the switch inside the page's query, so a page is one statement; only an
 * empty page reads the switch again, to tell a feed switched off (403) from an empty one.
 */
export async function troopFeed(db: Db, actor: Actor, options: FeedPage): Promise<ScoutActivity[]> {
  if (options.scoutId !== undefined) {
    await requireActivityFeed(db, actor.troopId);
    return listActivities(db, actor, options);
  }
  if (options.before !== undefined && !isUuid(options.before)) {
    await requireActivityFeed(db, actor.troopId);
    throw notFound("Activity");
  }
  const { troopId } = actor;
  const { rows } = options.before
    ? await troopNextPage(db).execute({ troopId, before: options.before, limit: options.limit })
    : await troopFirstPage(db).execute({ troopId, limit: options.limit });
  if (rows.length === 0) {
    await requireActivityFeed(db, troopId);
    await assertCursor(db, troopId, options.before);
  }
  return rows;
}

/**
 * A leader reacts to an activity; the reaction points at the activity's scout. The same emoji
 * from the same leader on the same activity is one reaction: sending it again answers the one
 * that exists (a new feedback message replaces the old one). `created` tells which happened.
 */
export async function addReaction(
  db: Db,
  leader: Actor,
  activityId: string,
  input: { emoji: string; message: string | null },
): Promise<{ reaction: ActivityReaction; created: boolean }> {
  requireUuid(activityId, "Activity");
  await requireActivityFeed(db, leader.troopId);
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
    .onConflictDoUpdate({
      target: [activityReactions.activityId, activityReactions.leaderUserId, activityReactions.emoji],
      set: { message: sql`coalesce(excluded.message, ${activityReactions.message})` },
    })
    // xmax is 0 only on a freshly inserted row version: PostgreSQL's way to tell insert from update.
    .returning({ ...getTableColumns(activityReactions), created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("reaction insert returned nothing");
  // The leader's name comes with the session: no need to read the user back.
  return {
    created: row.created,
    reaction: {
      id: row.id,
      activityId: row.activityId,
      scoutId: row.scoutId,
      leaderUserId: row.leaderUserId,
      leaderName: leader.name,
      emoji: row.emoji,
      message: row.message,
      createdAt: iso(row.createdAt),
    },
  };
}

/** A scout's own feed: their activities (newest first) with leaders' reactions, and their points total. */
export async function myActivities(db: Db, caller: Actor, limit: number): Promise<MyActivities> {
  await requireActivityFeed(db, caller.troopId);
  const scoutId = requireScoutId(caller);
  const [total] = await db
    .select({ points: sql<number>`coalesce(sum(${activities.points}), 0)`.mapWith(Number) })
    .from(activities)
    .where(and(eq(activities.scoutId, scoutId), eq(activities.troopId, caller.troopId)));
  return { points: total?.points ?? 0, activities: await listActivities(db, caller, { scoutId, limit }) };
}
