import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { CONTACTS_MAX } from "../../../shared/api/contacts";
import type { Scout } from "../../../shared/api/scouts";
import type { Actor } from "../../auth/actor";
import type { Db, Tx } from "../../db/client";
import { activities, activityReactions, eventConsents, healthReads, inviteCodes, scoutContacts, scouts } from "../../db/schema";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { lockScouts } from "./roster-locks.service";
import { contactsOfScouts, type StoredContact } from "./scout-contacts.service";
import { getScout, type MoveWaitingUp } from "./scouts.service";

/**
 * Merging two roster entries of one child (a leader's entry and the one a sign-up with the troop's
 * join code made, say). Everything recorded for the entry that goes moves to the entry kept, in one
 * transaction, and the entry that goes is erased. Where both hold a row for the same thing, one row
 * stays, chosen so that nothing the child achieved is lost:
 * - awards: the badge stays earned, with the earlier earned date (and who awarded it then) and the
 *   earlier hand-over date if either was handed over;
 * - badge progress: the requirements ticked on either entry are all kept (and those that already
 *   gave points stay marked, so ticking again gives none), the percentage is the higher;
 * - a leader-approval request: settled if the badge is now earned, else a pending request wins over
 *   a returned one;
 * - attendance: "present" wins over "absent"; event places: "joined" wins over "pending", which wins
 *   over "waitlisted" (a place given up frees its seat, and that event's waiting list moves up);
 * - event replies: the later answer stays; consent records all move, as they were given;
 * - parent links: each parent is linked once.
 * The kept entry's details stay; those it lacks (email, phone, emergency contact, date of birth) come
 * from the other, notes of both are kept, and the join date is the earlier one. Personal invite codes
 * of the entry that goes are deleted (they would sign an account up to an entry that no longer
 * exists). Two entries that both have an account cannot be merged: one of them would lose its
 * sign-in, which a leader must decide by deleting it. Merging writes nothing to the activity feed:
 * nothing new happened, and the moved activities keep their dates.
 */

export const MERGE_MESSAGES = {
  same: "Choose two different entries to merge.",
  bothAccounts:
    "Both entries have their own account, so they cannot be merged. Delete the entry whose account is not used, then try again.",
} as const;

const SCOUT = "Scout";

/** The scouts table's own columns the merge fills in on the kept entry. */
type Entry = typeof scouts.$inferSelect;

export async function mergeScouts(
  db: Db,
  actor: Actor,
  scoutId: string,
  intoScoutId: string,
  moveWaitingUp: MoveWaitingUp = async () => {},
): Promise<Scout> {
  const { troopId } = actor;
  const fromId = requireUuid(scoutId, SCOUT).toLowerCase();
  const intoId = requireUuid(intoScoutId, SCOUT).toLowerCase();
  if (fromId === intoId) throw new HttpError(400, MERGE_MESSAGES.same, { intoScoutId: MERGE_MESSAGES.same });

  await db.transaction(async (tx) => {
    // The same locks as awards and erasure, in id order, so a concurrent merge, erasure or award for
    // either entry waits for this one (and then finds the erased entry gone: 404).
    const locked = await lockScouts(tx, troopId, [fromId, intoId]);
    if (locked.length !== 2) throw notFound(SCOUT);
    // The entry that goes is also locked against new rows pointing at it (an event sign-up, a parent
    // link), which would otherwise be erased with it after the rows were moved.
    const [from] = await tx.select().from(scouts).where(eq(scouts.id, fromId)).for("update");
    const [into] = await tx.select().from(scouts).where(eq(scouts.id, intoId));
    if (!from || !into) throw notFound(SCOUT);
    if (from.userId && into.userId) throw new HttpError(409, MERGE_MESSAGES.bothAccounts);

    await moveAwards(tx, fromId, intoId);
    await moveApprovals(tx, fromId, intoId);
    await moveProgress(tx, fromId, intoId);
    await moveSignOffs(tx, fromId, intoId);
    await moveAttendance(tx, fromId, intoId);
    const freed = await moveParticipations(tx, from, into);
    await moveReplies(tx, fromId, intoId);
    await movePerRowData(tx, fromId, intoId);
    await moveContacts(tx, troopId, fromId, intoId);
    await tx.delete(inviteCodes).where(eq(inviteCodes.scoutId, fromId));
    // The account changes entry: off the erased one first (an account links to one entry only).
    if (from.userId) await tx.update(scouts).set({ userId: null }).where(eq(scouts.id, fromId));
    await tx.delete(scouts).where(eq(scouts.id, fromId));
    await fillKeptEntry(tx, troopId, from, into);
    // A place given up freed a seat: that event's waiting list moves up (the entries are locked
    // first, then each event, in id order).
    for (const eventId of freed) {
      await tx.execute(sql`select id from events where id = ${eventId} for update`);
      await moveWaitingUp(tx, troopId, eventId);
    }
  });
  return getScout(db, troopId, intoId);
}

/**
 * The kept entry keeps its contacts and gains the other entry's that it lacks (by email, else by
 * name), up to the four an entry holds; each keeps when it was last invited.
 */
async function moveContacts(tx: Tx, troopId: string, fromId: string, intoId: string) {
  const both = await contactsOfScouts(tx, troopId, [intoId, fromId]);
  const kept = [...(both.get(intoId) ?? [])];
  const key = (c: StoredContact) => (c.email ? `e:${c.email.toLowerCase()}` : `n:${c.name.trim().toLowerCase()}`);
  const known = new Set(kept.map(key));
  for (const contact of both.get(fromId) ?? []) {
    if (kept.length >= CONTACTS_MAX || known.has(key(contact))) continue;
    known.add(key(contact));
    kept.push(contact);
  }
  await tx.delete(scoutContacts).where(inArray(scoutContacts.scoutId, [fromId, intoId]));
  if (kept.length > 0) await tx.insert(scoutContacts).values(kept.map((c, position) => ({ troopId, scoutId: intoId, position, ...c })));
}

async function moveAwards(tx: Tx, fromId: string, intoId: string) {
  await tx.execute(sql`
    update scout_badges kept set
      earned_date = least(kept.earned_date, gone.earned_date),
      awarded_by = case when gone.earned_date < kept.earned_date then gone.awarded_by else kept.awarded_by end,
      awarded_by_user_id = case when gone.earned_date < kept.earned_date then gone.awarded_by_user_id else kept.awarded_by_user_id end,
      presented_at = least(kept.presented_at, gone.presented_at)
    from scout_badges gone
    where kept.scout_id = ${intoId} and gone.scout_id = ${fromId} and gone.badge_id = kept.badge_id`);
  await tx.execute(sql`
    delete from scout_badges gone using scout_badges kept
    where gone.scout_id = ${fromId} and kept.scout_id = ${intoId} and kept.badge_id = gone.badge_id`);
  await tx.execute(sql`update scout_badges set scout_id = ${intoId} where scout_id = ${fromId}`);
}

async function moveApprovals(tx: Tx, fromId: string, intoId: string) {
  // Every award is the kept entry's by now: a request for a badge it holds is settled.
  await tx.execute(sql`
    delete from badge_approvals a where a.scout_id in (${fromId}, ${intoId})
      and exists (select 1 from scout_badges b where b.scout_id = ${intoId} and b.badge_id = a.badge_id)`);
  await tx.execute(sql`
    delete from badge_approvals kept using badge_approvals gone
    where kept.scout_id = ${intoId} and gone.scout_id = ${fromId} and gone.badge_id = kept.badge_id
      and kept.status = 'returned' and gone.status = 'pending'`);
  await tx.execute(sql`
    delete from badge_approvals gone using badge_approvals kept
    where gone.scout_id = ${fromId} and kept.scout_id = ${intoId} and kept.badge_id = gone.badge_id`);
  await tx.execute(sql`update badge_approvals set scout_id = ${intoId} where scout_id = ${fromId}`);
}

/** The distinct numbers of two JSON arrays, in order. */
const unionOf = (a: string, b: string) =>
  sql.raw(`(select coalesce(jsonb_agg(v order by v), '[]'::jsonb)
    from (select jsonb_array_elements(${a}) union select jsonb_array_elements(${b})) u(v))`);

async function moveProgress(tx: Tx, fromId: string, intoId: string) {
  const completed = unionOf("kept.completed_requirements", "gone.completed_requirements");
  // The percentage as the badges service computes it (ticked / requirements, never below the
  // badge's starting progress), and never below what either entry showed.
  await tx.execute(sql`
    update badge_progress kept set
      completed_requirements = ${completed},
      rewarded_requirements = ${unionOf("kept.rewarded_requirements", "gone.rewarded_requirements")},
      progress_percentage = greatest(
        kept.progress_percentage, gone.progress_percentage, b.progress_percentage,
        case when jsonb_array_length(b.requirements) = 0 then 0
          else round(100.0 * jsonb_array_length(${completed}) / jsonb_array_length(b.requirements))::int end),
      last_updated = greatest(kept.last_updated, gone.last_updated)
    from badge_progress gone, badges b
    where kept.scout_id = ${intoId} and gone.scout_id = ${fromId} and gone.badge_id = kept.badge_id and b.id = kept.badge_id`);
  await tx.execute(sql`
    delete from badge_progress gone using badge_progress kept
    where gone.scout_id = ${fromId} and kept.scout_id = ${intoId} and kept.badge_id = gone.badge_id`);
  await tx.execute(sql`update badge_progress set scout_id = ${intoId} where scout_id = ${fromId}`);
}

/** A leader's sign-offs go with the ticks they stand for; where both entries have one, the earlier day stays. */
async function moveSignOffs(tx: Tx, fromId: string, intoId: string) {
  await tx.execute(sql`
    delete from requirement_sign_offs kept using requirement_sign_offs gone
    where kept.scout_id = ${intoId} and gone.scout_id = ${fromId} and gone.badge_id = kept.badge_id
      and gone.requirement_index = kept.requirement_index and gone.signed_on < kept.signed_on`);
  await tx.execute(sql`
    delete from requirement_sign_offs gone using requirement_sign_offs kept
    where gone.scout_id = ${fromId} and kept.scout_id = ${intoId} and kept.badge_id = gone.badge_id
      and kept.requirement_index = gone.requirement_index`);
  await tx.execute(sql`update requirement_sign_offs set scout_id = ${intoId} where scout_id = ${fromId}`);
}

async function moveAttendance(tx: Tx, fromId: string, intoId: string) {
  await tx.execute(sql`
    delete from attendance kept using attendance gone
    where kept.scout_id = ${intoId} and gone.scout_id = ${fromId} and gone.event_id = kept.event_id
      and kept.status = 'absent' and gone.status = 'present'`);
  await tx.execute(sql`
    delete from attendance gone using attendance kept
    where gone.scout_id = ${fromId} and kept.scout_id = ${intoId} and kept.event_id = gone.event_id`);
  await tx.execute(sql`update attendance set scout_id = ${intoId} where scout_id = ${fromId}`);
}

/** A place's rank: a place beats a request waiting for a parent's OK, which beats a waiting place. */
const placeRank = (alias: string) => sql.raw(`(case ${alias}.status when 'joined' then 3 when 'pending' then 2 else 1 end)`);

/**
 * An entry's event places: those pointing at it, and any of its account's places that point at no
 * entry. Where both entries have one at the same event, the better place stays (joined, then
 * pending, then waiting; the kept entry's on a tie). The participants' delete trigger frees the seat
 * of each place given up (a waiting place holds none); answers the events where a seat came free.
 */
async function moveParticipations(tx: Tx, from: Entry, into: Entry): Promise<string[]> {
  const placesOf = (alias: string, entry: Entry) =>
    entry.userId
      ? sql`(${sql.raw(alias)}.scout_id = ${entry.id} or (${sql.raw(alias)}.scout_id is null and ${sql.raw(alias)}.user_id = ${entry.userId}))`
      : sql`${sql.raw(alias)}.scout_id = ${entry.id}`;
  const lostKept = await tx.execute(sql`
    delete from event_participants kept using event_participants gone
    where ${placesOf("kept", into)} and ${placesOf("gone", from)} and gone.event_id = kept.event_id
      and ${placeRank("kept")} < ${placeRank("gone")}
    returning kept.event_id as "eventId", kept.status as "status"`);
  const lostGone = await tx.execute(sql`
    delete from event_participants gone using event_participants kept
    where ${placesOf("gone", from)} and ${placesOf("kept", into)} and kept.event_id = gone.event_id
    returning gone.event_id as "eventId", gone.status as "status"`);
  await tx.execute(sql`update event_participants p set scout_id = ${into.id} where ${placesOf("p", from)}`);
  const rows = [lostKept, lostGone].flatMap((r) => (r as unknown as { rows: { eventId: string; status: string }[] }).rows);
  return [...new Set(rows.filter((r) => r.status !== "waitlisted").map((r) => r.eventId))].sort();
}

/** One answer per event: where both entries answered the same event, the later answer stays (the kept entry's on a tie). */
async function moveReplies(tx: Tx, fromId: string, intoId: string) {
  await tx.execute(sql`
    delete from event_replies kept using event_replies gone
    where kept.scout_id = ${intoId} and gone.scout_id = ${fromId} and gone.event_id = kept.event_id
      and gone.answered_at > kept.answered_at`);
  await tx.execute(sql`
    delete from event_replies gone using event_replies kept
    where gone.scout_id = ${fromId} and kept.scout_id = ${intoId} and kept.event_id = gone.event_id`);
  await tx.execute(sql`update event_replies set scout_id = ${intoId} where scout_id = ${fromId}`);
}

/** Rows with no per-scout uniqueness move as they are (consent records all of them); parent links once per parent. */
async function movePerRowData(tx: Tx, fromId: string, intoId: string) {
  await tx.update(eventConsents).set({ scoutId: intoId }).where(eq(eventConsents.scoutId, fromId));
  await tx.update(activities).set({ scoutId: intoId }).where(eq(activities.scoutId, fromId));
  await tx.update(activityReactions).set({ scoutId: intoId }).where(eq(activityReactions.scoutId, fromId));
  // Who read the child's health notes stays on record: it is the same child.
  await tx.update(healthReads).set({ scoutId: intoId }).where(eq(healthReads.scoutId, fromId));
  await tx.execute(sql`
    delete from parent_links gone using parent_links kept
    where gone.scout_id = ${fromId} and kept.scout_id = ${intoId} and kept.parent_user_id = gone.parent_user_id`);
  await tx.execute(sql`update parent_links set scout_id = ${intoId} where scout_id = ${fromId}`);
}

/**
 * The kept entry takes the account and fills what it lacks from the erased one. An email is taken
 * only if no other entry of the troop uses it. The merged entry counts as a leader's entry from now
 * on (a leader has looked at it), unless a leader's entry elsewhere already has its email.
 */
async function fillKeptEntry(tx: Tx, troopId: string, from: Entry, into: Entry) {
  const notes = into.notes && from.notes && into.notes !== from.notes ? `${into.notes}\n\n${from.notes}` : (into.notes ?? from.notes);
  const emailFree = from.email
    ? (
        await tx
          .select({ id: scouts.id })
          .from(scouts)
          .where(and(eq(scouts.troopId, troopId), sql`lower(${scouts.email}) = ${from.email.toLowerCase()}`, ne(scouts.id, into.id)))
          .limit(1)
      ).length === 0
    : false;
  await tx
    .update(scouts)
    .set({
      userId: into.userId ?? from.userId,
      email: into.email ?? (emailFree ? from.email : null),
      phone: into.phone ?? from.phone,
      emergencyContact: into.emergencyContact ?? from.emergencyContact,
      emergencyPhone: into.emergencyPhone ?? from.emergencyPhone,
      dateOfBirth: into.dateOfBirth ?? from.dateOfBirth,
      // The kept entry's patrol, or the other's when it has none (the other leaves it, so a patrol
      // leader's place moves over without a third leader).
      patrolId: into.patrolId ?? from.patrolId,
      patrolLeader: into.patrolId ? into.patrolLeader : from.patrolLeader,
      notes,
      joinDate: new Date(Math.min(from.joinDate.getTime(), into.joinDate.getTime())),
      updatedAt: new Date(),
    })
    .where(eq(scouts.id, into.id));
  await tx.execute(sql`
    update scouts kept set joined_with_troop_code = false
    where kept.id = ${into.id} and kept.joined_with_troop_code
      and not exists (select 1 from scouts o where o.troop_id = kept.troop_id and o.id <> kept.id
        and not o.joined_with_troop_code and lower(o.email) = lower(kept.email))`);
}
