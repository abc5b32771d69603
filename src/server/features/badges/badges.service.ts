import { type AnyColumn, and, asc, desc, eq, is, isNull, type SQL, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { isEarnable } from "../../../shared/advancement";
import {
  type Badge,
  type badgeCreateRequest,
  badgeResponse,
  type badgeUpdateRequest,
  type EarnedBadge,
  type RequirementSignOff,
} from "../../../shared/api/badges";
import { type Actor, requireScoutId, SCOUT_RECORD_MISSING } from "../../auth/actor";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { isoText } from "../../db/iso-text";
import { prepared, preparedSql } from "../../db/prepared";
import { badgeApprovals, badgeProgress, badges, scoutBadges } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { onlySent } from "../../lib/only-sent";
import { splitJsonList } from "../../lib/split-json-list";
import { ReadCache } from "../../plugins/read-cache";
import { requestApproval } from "../advancement/request-approval.service";
import { writeTicks } from "../advancement/requirement-ticks.service";
import { grantAwards } from "../awards/grant-awards.service";
import { lockActiveBadge, lockScouts } from "../scouts/roster-locks.service";
import { assertBadgeCategory } from "../troop/custom-keys.service";
import { requireTracking } from "../troop/switches.service";

export const INDEX_OUT_OF_RANGE = "Requirement index out of range.";
export const NEED_MORE_REQUIREMENTS = "Complete more requirements first.";
export const ALREADY_EARNED = "You have already earned this badge.";

const BADGE = "Badge";
const activeBadge = (troopId: string) => and(eq(badges.troopId, troopId), isNull(badges.deletedAt));

/**
 * A scout's progress on one badge, in one pass: the requirement indexes still inside the badge's
 * current list (a leader may have shortened it since the scout ticked them), sorted, and
 * progressPercentage = round(100 × completed / total), never below the badge's starting progress.
 * Worked out here rather than with JSON functions per row in SQL, which cost more than the rest
 * of the list query.
 */
function progressOf(requirements: string[], startingProgress: number, completed: number[] | null) {
  const total = requirements.length;
  const completedRequirements = (completed ?? []).filter((index) => index < total).sort((a, b) => a - b);
  const done = Math.round((100 * completedRequirements.length) / Math.max(total, 1));
  return { completedRequirements, progressPercentage: Math.max(startingProgress, done) };
}

/** A badge's definition as every view of it starts (the scout's state is joined on where needed). */
const catalogueColumns = {
  id: badges.id,
  name: badges.name,
  description: badges.description,
  imageUrl: badges.imageUrl,
  category: badges.category,
  requirements: badges.requirements,
  startingProgress: badges.progressPercentage,
};

type SignOffRow = RequirementSignOff;
/** A scout's sign-offs on one badge as a JSON list ordered by requirement (null when none). */
export const signOffsOf = (scoutId: SQL | AnyColumn, badgeId: SQL | AnyColumn) => sql<SignOffRow[] | null>`(
  select jsonb_agg(jsonb_build_object('index', s.requirement_index, 'by', s.signed_by_name, 'on', s.signed_on, 'note', s.note)
    order by s.requirement_index)
  from requirement_sign_offs s where s.scout_id = ${scoutId} and s.badge_id = ${badgeId})`;

/** One badge as a scout sees it, in one query (after a change to it). */
function oneBadgeViewQuery(db: DbOrTx, troopId: string, scoutId: string | null, onlyBadgeId: string) {
  const forScout = (column: typeof badgeProgress.scoutId | typeof scoutBadges.scoutId | typeof badgeApprovals.scoutId): SQL =>
    scoutId ? eq(column, scoutId) : sql`false`;
  return db
    .select({
      ...catalogueColumns,
      completed: badgeProgress.completedRequirements,
      earnedDate: scoutBadges.earnedDate,
      presentedAt: scoutBadges.presentedAt,
      approval: badgeApprovals.status,
      approvalNote: badgeApprovals.note,
      signOffs: scoutId ? signOffsOf(sql`${scoutId}`, badges.id) : sql<SignOffRow[] | null>`null`,
    })
    .from(badges)
    .leftJoin(badgeProgress, and(eq(badgeProgress.badgeId, badges.id), forScout(badgeProgress.scoutId)))
    .leftJoin(scoutBadges, and(eq(scoutBadges.badgeId, badges.id), forScout(scoutBadges.scoutId)))
    .leftJoin(badgeApprovals, and(eq(badgeApprovals.badgeId, badges.id), forScout(badgeApprovals.scoutId)))
    .where(and(eq(badges.troopId, troopId), isNull(badges.deletedAt), eq(badges.id, onlyBadgeId)));
}

/** The troop's active badges as every list shows them, the same for every scout. */
const catalogueQuery = prepared("badge_catalogue", (db) =>
  db
    .select(catalogueColumns)
    .from(badges)
    .where(and(eq(badges.troopId, sql.placeholder("troopId")), isNull(badges.deletedAt)))
    .orderBy(asc(badges.createdAt), asc(badges.name), asc(badges.id)),
);
type CatalogueBadge = Awaited<ReturnType<ReturnType<typeof catalogueQuery>["execute"]>>[number];

/**
 * One scout's progress, awards and requests: a row from each of the three tables the scout has
 * one in, each read through its (scout, badge) key, with timestamps already the contract's ISO
 * text. Which of them are on the troop's active badges is the catalogue's to say (badgeViews):
 * joining each row to its badge here cost PostgreSQL three times as much as reading the rows.
 */
type ScoutState = {
  completed: number[] | null;
  signOffs: SignOffRow[] | null;
  earnedDate: string | null;
  presentedAt: string | null;
  approval: "pending" | "returned" | null;
  approvalNote: string | null;
};
const scoutStateQuery = preparedSql<ScoutState & { badgeId: string }>(
  "badge_state_of_scout",
  sql`
    select badge_id as "badgeId", completed_requirements as completed, null as "earnedDate", null as "presentedAt",
      null as approval, null as "approvalNote", null::jsonb as "signOffs"
    from badge_progress where scout_id = ${sql.placeholder("scoutId")} and troop_id = ${sql.placeholder("troopId")}
    union all
    select badge_id, null, ${isoText("earned_date")}, ${isoText("presented_at")}, null, null, null
    from scout_badges where scout_id = ${sql.placeholder("scoutId")} and troop_id = ${sql.placeholder("troopId")}
    union all
    select badge_id, null, null, null, status, note, null
    from badge_approvals where scout_id = ${sql.placeholder("scoutId")} and troop_id = ${sql.placeholder("troopId")}
    union all
    select badge_id, null, null, null, null, null,
      jsonb_agg(jsonb_build_object('index', requirement_index, 'by', signed_by_name, 'on', signed_on, 'note', note) order by requirement_index)
    from requirement_sign_offs where scout_id = ${sql.placeholder("scoutId")} and troop_id = ${sql.placeholder("troopId")}
    group by badge_id`,
);

/** The rows of scoutStateQuery folded into one state per badge (each table gives its own fields). */
function statesByBadge(rows: (ScoutState & { badgeId: string })[]) {
  const states = new Map<string, ScoutState>();
  for (const { badgeId, ...row } of rows) {
    const state = states.get(badgeId);
    if (!state) states.set(badgeId, row);
    else {
      state.completed ??= row.completed;
      state.signOffs ??= row.signOffs;
      state.earnedDate ??= row.earnedDate;
      state.presentedAt ??= row.presentedAt;
      state.approval ??= row.approval;
      state.approvalNote ??= row.approvalNote;
    }
  }
  return states;
}

/**
 * The catalogue is the same for every scout of the troop, and the whole troop opens its badges at
 * once at a meeting: it is read once a second at most (see plugins/read-cache.ts). Inside a
 * transaction it is read afresh, so a change made there shows.
 */
const recentCatalogues = new ReadCache<string, CatalogueBadge[]>(1000, (troopId) => troopId);
const catalogue = (db: DbOrTx, troopId: string) =>
  is(db, PgTransaction)
    ? catalogueQuery(db).execute({ troopId })
    : recentCatalogues.through(troopId, () => catalogueQuery(db).execute({ troopId }));

type BadgeView = Badge & { presentedAt: string | null };

const NO_STATE = { completed: null, earnedDate: null, presentedAt: null, approval: null, approvalNote: null, signOffs: null };

/** What one scout's state makes of a catalogue badge: the fields of a badge that differ from scout to scout. */
function scoutPart(badge: CatalogueBadge, state: ScoutState) {
  const { earnedDate, approval, approvalNote, completed, signOffs } = state;
  const total = badge.requirements.length;
  return {
    ...progressOf(badge.requirements, badge.startingProgress, completed),
    isEarned: earnedDate !== null,
    earnedDate,
    // An award settles any request; a stale row never shows beside an earned badge.
    approval: earnedDate === null ? (approval ?? null) : null,
    approvalNote: earnedDate === null && approval === "returned" ? (approvalNote ?? null) : null,
    // Only requirements still on the badge's list (a leader may have shortened it since).
    signOffs: (signOffs ?? []).filter((signOff) => signOff.index < total),
  };
}

/** A badge as one scout sees it: the catalogue entry with that scout's progress, award and request. */
function toView(badge: CatalogueBadge, state: ScoutState): BadgeView {
  return {
    id: badge.id,
    name: badge.name,
    description: badge.description,
    imageUrl: badge.imageUrl,
    category: badge.category,
    requirements: badge.requirements,
    ...scoutPart(badge, state),
    presentedAt: state.presentedAt,
  };
}

/** One scout's state on each badge that has any (none without a scout). */
async function statesOfScout(db: DbOrTx, troopId: string, scoutId: string | null) {
  if (!scoutId) return new Map<string, ScoutState>();
  const { rows } = await scoutStateQuery(db).execute({ troopId, scoutId });
  return statesByBadge(rows);
}

/**
 * Active badges merged with one scout's progress and award. With no scout (leaders, or a scout
 * without a roster entry) every badge shows its starting progress. A list is the troop's
 * catalogue and one query for the scout's state on it.
 */
export async function badgeViews(db: DbOrTx, troopId: string, scoutId: string | null, onlyBadgeId?: string): Promise<BadgeView[]> {
  if (onlyBadgeId) {
    const rows = await oneBadgeViewQuery(db, troopId, scoutId, onlyBadgeId);
    return rows.map(({ completed, earnedDate, presentedAt, approval, approvalNote, signOffs, ...badge }) =>
      toView(badge, {
        completed,
        earnedDate: isoOrNull(earnedDate),
        presentedAt: isoOrNull(presentedAt),
        approval,
        approvalNote,
        signOffs,
      }),
    );
  }
  // One after the other: `db` may be a transaction, whose one connection takes a statement at a time.
  const badgeList = await catalogue(db, troopId);
  const states = await statesOfScout(db, troopId, scoutId);
  return badgeList.map((badge) => toView(badge, states.get(badge.id) ?? NO_STATE));
}

/** The list's badge split into the catalogue's fields, written once per catalogue read, and the scout's. */
const CATALOGUE_FIELDS = { id: true, name: true, description: true, imageUrl: true, category: true, requirements: true } as const;
const badgeListJson = splitJsonList(badgeResponse.pick(CATALOGUE_FIELDS), badgeResponse.omit(CATALOGUE_FIELDS));

/**
 * The caller's badges (GET /api/badges) as the JSON the call answers. The whole troop asks for
 * it at once and the catalogue's part of it is the same for everyone: that part is written once
 * for each catalogue read (lib/split-json-list.ts), and each request writes only the scout's
 * progress on each badge.
 */
export async function listBadgesJson(db: Db, caller: Actor): Promise<Buffer> {
  const [badgeList, states] = await Promise.all([catalogue(db, caller.troopId), statesOfScout(db, caller.troopId, caller.scoutId)]);
  return badgeListJson.write(
    badgeListJson.openings(badgeList),
    badgeList.map((badge) => scoutPart(badge, states.get(badge.id) ?? NO_STATE)),
  );
}

/**
 * Locks the caller's roster row for the rest of the transaction, as every change to a scout's
 * progress and awards does. A leader may have erased the scout (and the account) while this
 * request waited for the lock: then there is nothing left to write to.
 */
async function lockCallerScout(tx: Tx, caller: Actor, scoutId: string) {
  const [locked] = await lockScouts(tx, caller.troopId, [scoutId]);
  if (!locked) throw new HttpError(404, SCOUT_RECORD_MISSING);
  return locked;
}

async function badgeView(db: DbOrTx, troopId: string, badgeId: string, scoutId: string | null): Promise<Badge> {
  const [view] = await badgeViews(db, troopId, scoutId, badgeId);
  if (!view) throw notFound(BADGE);
  return withoutPresented(view);
}

// A scout's own badge objects keep the contract's shape; presentedAt is for leaders' views.
const withoutPresented = ({ presentedAt: _presentedAt, ...badge }: Badge & { presentedAt: string | null }): Badge => badge;

/** One scout's badges exactly as that scout sees them (a parent's read-only view of their child). */
export async function listBadgesOfScout(db: DbOrTx, troopId: string, scoutId: string): Promise<Badge[]> {
  const views = await badgeViews(db, troopId, scoutId);
  return views.map(withoutPresented);
}

export async function createBadge(db: Db, { troopId }: Actor, input: z.output<typeof badgeCreateRequest>): Promise<Badge> {
  return db.transaction(async (tx) => {
    await assertBadgeCategory(tx, troopId, input.category);
    const [row] = await tx
      .insert(badges)
      .values({ troopId, ...input })
      .returning({ id: badges.id });
    if (!row) throw new Error("badge insert returned nothing");
    return badgeView(tx, troopId, row.id, null);
  });
}

export async function updateBadge(db: Db, { troopId }: Actor, badgeId: string, input: z.output<typeof badgeUpdateRequest>): Promise<Badge> {
  requireUuid(badgeId, BADGE);
  return db.transaction(async (tx) => {
    await assertBadgeCategory(tx, troopId, input.category);
    const [row] = await tx
      .update(badges)
      .set({ ...onlySent(input), updatedAt: new Date() })
      .where(and(eq(badges.id, badgeId), activeBadge(troopId)))
      .returning({ id: badges.id });
    if (!row) throw notFound(BADGE);
    return badgeView(tx, troopId, row.id, null);
  });
}

/** Soft delete: the badge leaves every list, but awards and activities that name it keep it. */
export async function deleteBadge(db: Db, { troopId }: Actor, badgeId: string): Promise<void> {
  requireUuid(badgeId, BADGE);
  const [row] = await db
    .update(badges)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(badges.id, badgeId), activeBadge(troopId)))
    .returning({ id: badges.id });
  if (!row) throw notFound(BADGE);
}

/**
 * A scout ticks requirements: the list sent is the new set of completed indexes, written the one way
 * every tick is (advancement/requirement-ticks.service.ts: points and the feed entry the first time
 * only; a requirement a leader signed off cannot be unticked).
 */
export async function updateProgress(db: Db, caller: Actor, badgeId: string, completed: number[]): Promise<Badge> {
  requireUuid(badgeId, BADGE);
  return db.transaction(async (tx) => {
    const scoutId = requireScoutId(caller);
    await requireTracking(tx, caller.troopId);
    const badge = await lockActiveBadge(tx, caller.troopId, badgeId);
    if (!badge) throw notFound(BADGE);
    const total = badge.requirements.length;
    if (completed.some((index) => index >= total)) {
      throw new HttpError(400, INDEX_OUT_OF_RANGE, { completedRequirements: INDEX_OUT_OF_RANGE });
    }
    const scout = await lockCallerScout(tx, caller, scoutId);
    await writeTicks(tx, caller.troopId, badge, scout, completed);
    return badgeView(tx, caller.troopId, badge.id, scout.id);
  });
}

/**
 * A scout claims a badge with at least 75 % of its requirements ticked (starting progress never
 * counts). With leader approval on, the claim becomes a request a leader approves or returns;
 * otherwise the award and its activities are one transaction.
 */
export async function earnBadge(db: Db, caller: Actor, badgeId: string): Promise<Badge> {
  requireUuid(badgeId, BADGE);
  return db.transaction(async (tx) => {
    const scoutId = requireScoutId(caller);
    const { requireLeaderApproval } = await requireTracking(tx, caller.troopId);
    const badge = await lockActiveBadge(tx, caller.troopId, badgeId);
    if (!badge) throw notFound(BADGE);
    const scout = await lockCallerScout(tx, caller, scoutId);
    const view = await badgeView(tx, caller.troopId, badge.id, scout.id);
    if (view.isEarned) throw new HttpError(409, ALREADY_EARNED);
    if (!isEarnable(view)) throw new HttpError(422, NEED_MORE_REQUIREMENTS);
    if (requireLeaderApproval) {
      await requestApproval(tx, { troopId: caller.troopId, scoutId: scout.id, badgeId: badge.id });
      return badgeView(tx, caller.troopId, badge.id, scout.id);
    }
    const granted = await grantAwards(tx, {
      troopId: caller.troopId,
      badge,
      scouts: [scout],
      actor: caller,
      how: "earned",
    });
    if (granted.length === 0) throw new HttpError(409, ALREADY_EARNED);
    return badgeView(tx, caller.troopId, badge.id, scout.id);
  });
}

/** The caller's earned active badges, newest first; leaders hold none. */
export async function listEarned(db: Db, caller: Actor): Promise<EarnedBadge[]> {
  const scoutId = caller.scoutId;
  if (!scoutId) return [];
  const rows = await db
    .select({ id: scoutBadges.badgeId, earnedDate: scoutBadges.earnedDate })
    .from(scoutBadges)
    .innerJoin(badges, eq(badges.id, scoutBadges.badgeId))
    .where(and(eq(scoutBadges.scoutId, scoutId), activeBadge(caller.troopId)))
    .orderBy(desc(scoutBadges.earnedDate), asc(scoutBadges.badgeId));
  return rows.map((row) => ({ id: row.id, earnedDate: iso(row.earnedDate) }));
}
