import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { HealthCard, HealthUpdateRequest } from "../../../shared/api/event-logistics";
import type { ChildScout, ChildSummary, childUpdateRequest } from "../../../shared/api/family";
import { normalizeInviteCode } from "../../../shared/api/invites";
import type { Actor } from "../../auth/actor";
import type { Db, DbOrTx } from "../../db/client";
import { badges, parentLinks, scoutBadges, scouts, users } from "../../db/schema";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { listActivities } from "../activities/activities.service";
import { listBadgesOfScout } from "../badges/badges.service";
import { consentsOfScout } from "../events/consent.service";
import { repliesOfScout } from "../events/event-replies.service";
import { listEventsForScout } from "../events/events.service";
import { waitlistPositionsOfScout } from "../events/places.service";
import { consumeInvite, findUsableInvite } from "../invites/invite-codes.service";
import { invalidCode } from "../invites/invites.service";
import { contactsColumn } from "../scouts/scout-contacts.service";
import { readHealthCard, saveHealth } from "../scouts/scout-health.service";
import { scoutContactColumns, updateScout } from "../scouts/scouts.service";
import { requireActivityFeed, requireParentPortal } from "../troop/switches.service";
import { requireChild } from "./parent-links.service";

/** How many of the troop's next events each child's card shows. */
const CARD_EVENTS = 3;
/** A parent's view of their child's feed: the newest ones, as the scout's own feed shows them. */
const CHILD_ACTIVITY_LIMIT = 100;

/** Each of the parent's children with contact details, badge counts (in SQL) and the next events. */
export async function listChildren(db: Db, actor: Actor, now = new Date()): Promise<ChildSummary[]> {
  const earned = db
    .select({ scoutId: scoutBadges.scoutId, n: count().as("n") })
    .from(scoutBadges)
    .innerJoin(badges, and(eq(badges.id, scoutBadges.badgeId), isNull(badges.deletedAt)))
    .groupBy(scoutBadges.scoutId)
    .as("earned");
  const rows = await db
    .select({
      // Contact details: never the leaders' notes, nor the health notes (read on the Health card, logged).
      ...scoutContactColumns,
      contacts: contactsColumn,
      earnedCount: sql<number>`coalesce(${earned.n}, 0)`.mapWith(Number),
      totalBadges:
        sql<number>`(select count(*) from ${badges} where ${badges.troopId} = ${actor.troopId} and ${badges.deletedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(parentLinks)
    .innerJoin(scouts, eq(scouts.id, parentLinks.scoutId))
    .leftJoin(earned, eq(earned.scoutId, scouts.id))
    .where(and(eq(parentLinks.parentUserId, actor.userId), eq(scouts.troopId, actor.troopId)))
    .orderBy(scouts.name, scouts.id);
  return Promise.all(
    rows.map(async ({ earnedCount, totalBadges, ...scout }) => {
      const events = await listEventsForScout(db, actor.troopId, scout.id, { upcomingOnly: now, limit: CARD_EVENTS });
      return {
        scout,
        earnedCount,
        totalBadges,
        upcomingEvents: events.map((e) => ({ id: e.id, title: e.title, startDate: e.startDate, participation: e.participation })),
      };
    }),
  );
}

export const EMAIL_CANNOT_BE_USED = "This email cannot be used.";
const emailRefused = () => new HttpError(400, EMAIL_CANNOT_BE_USED, { email: EMAIL_CANNOT_BE_USED });

/**
 * Whether another family's roster entry or another person's account has this email (the parent's
 * own children may share one). A parent is told only that the address cannot be used, never whose
 * it is: the same answer as for any refused address.
 */
async function emailUsedElsewhere(db: DbOrTx, troopId: string, parentUserId: string, scoutId: string, email: string): Promise<boolean> {
  const lower = email.toLowerCase();
  const [child] = await db.select({ userId: scouts.userId }).from(scouts).where(eq(scouts.id, scoutId));
  const [onRoster] = await db
    .select({ id: scouts.id })
    .from(scouts)
    .where(
      and(
        eq(scouts.troopId, troopId),
        sql`lower(${scouts.email}) = ${lower}`,
        ne(scouts.id, scoutId),
        sql`not exists (select 1 from ${parentLinks} where ${parentLinks.scoutId} = ${scouts.id} and ${parentLinks.parentUserId} = ${parentUserId})`,
      ),
    )
    .limit(1);
  if (onRoster) return true;
  const [account] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${lower}`).limit(1);
  return account !== undefined && account.id !== child?.userId;
}

/** Contact and emergency details only; an email another entry or person has is refused. */
export async function updateChild(db: Db, actor: Actor, scoutId: string, input: z.output<typeof childUpdateRequest>): Promise<ChildScout> {
  await requireChild(db, actor, scoutId);
  if (input.email && (await emailUsedElsewhere(db, actor.troopId, actor.userId, scoutId, input.email))) throw emailRefused();
  // The schema keeps only the contact, health and family-contact fields; name, notes and the active flag stay the leaders'.
  let updated: Awaited<ReturnType<typeof updateScout>>;
  try {
    updated = await updateScout(db, actor, scoutId, input);
  } catch (error) {
    // A roster entry taking the email meanwhile: the same answer, never whose it is.
    if (error instanceof HttpError && error.statusCode === 409) throw emailRefused();
    throw error;
  }
  // What the roster answers, less what only leaders see (their notes, the join date, the other parents).
  const { notes: _notes, joinDate: _joinDate, parents: _parents, ...child } = updated;
  return child;
}

/** The child's Health card: read by one of their parents, and logged like a leader's read. */
export async function childHealth(db: Db, actor: Actor, scoutId: string): Promise<HealthCard> {
  await requireChild(db, actor, scoutId);
  return readHealthCard(db, actor, scoutId);
}

export async function saveChildHealth(db: Db, actor: Actor, scoutId: string, input: HealthUpdateRequest): Promise<HealthCard> {
  await requireChild(db, actor, scoutId);
  return saveHealth(db, actor, scoutId, input);
}

export async function childBadges(db: Db, actor: Actor, scoutId: string) {
  await requireChild(db, actor, scoutId);
  return listBadgesOfScout(db, actor.troopId, scoutId);
}

/** The child's events with their place, the consent on record and the number on the waiting list. */
export async function childEvents(db: Db, actor: Actor, scoutId: string) {
  await requireChild(db, actor, scoutId);
  const [events, consents, positions, replies] = await Promise.all([
    listEventsForScout(db, actor.troopId, scoutId),
    consentsOfScout(db, actor.troopId, scoutId),
    waitlistPositionsOfScout(db, actor.troopId, scoutId),
    repliesOfScout(db, actor.troopId, scoutId),
  ]);
  return events.map((e) => ({
    ...e,
    consent: consents.get(e.id) ?? null,
    waitlistPosition: e.participation === "waitlisted" ? (positions.get(e.id) ?? null) : null,
    reply: replies.get(e.id) ?? null,
  }));
}

export async function childActivities(db: Db, actor: Actor, scoutId: string) {
  await requireChild(db, actor, scoutId);
  await requireActivityFeed(db, actor.troopId);
  return listActivities(db, actor, { scoutId, limit: CHILD_ACTIVITY_LIMIT });
}

/**
 * A signed-in parent links one more child with that child's parent code (single use). Linking a
 * child already linked uses the code up all the same and answers the child.
 */
export async function linkChild(db: Db, actor: Actor, inviteCode: string): Promise<ChildSummary> {
  await requireParentPortal(db, actor.troopId);
  const scoutId = await db.transaction(async (tx) => {
    const invite = await findUsableInvite(tx, normalizeInviteCode(inviteCode));
    if (invite?.kind !== "parent" || invite.troopId !== actor.troopId) throw invalidCode();
    if (!(await consumeInvite(tx, invite.id, actor.userId))) throw invalidCode();
    await tx
      .insert(parentLinks)
      .values({ troopId: actor.troopId, parentUserId: actor.userId, scoutId: invite.scoutId })
      .onConflictDoNothing();
    return invite.scoutId;
  });
  const [summary] = (await listChildren(db, actor)).filter((c) => c.scout.id === scoutId);
  if (!summary) throw notFound("Scout");
  return summary;
}

/** A leader takes a parent off one scout; the parent's account stays (with any other children). */
export async function unlinkParent(db: DbOrTx, troopId: string, scoutId: string, parentUserId: string): Promise<void> {
  requireUuid(scoutId, "Scout");
  requireUuid(parentUserId, "Parent");
  const rows = await db
    .delete(parentLinks)
    .where(and(eq(parentLinks.troopId, troopId), eq(parentLinks.scoutId, scoutId), eq(parentLinks.parentUserId, parentUserId)))
    .returning({ id: parentLinks.id });
  if (rows.length === 0) throw notFound("Parent");
}
