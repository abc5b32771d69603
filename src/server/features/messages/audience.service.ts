import { and, eq, exists, inArray, isNull, notExists, type SQL, sql } from "drizzle-orm";
import type { Audience } from "../../../shared/api/messages";
import { memberOf } from "../../auth/memberships";
import type { DbOrTx } from "../../db/client";
import { eventParticipants, eventReplies, events, parentLinks, patrols, scoutContacts, scouts, users } from "../../db/schema";
import { notFound, requireUuid } from "../../lib/http-error";

/** One account a message reaches in the app, with the address its email goes to. */
export type AccountRecipient = { userId: string; email: string };

export type ResolvedAudience = {
  /** Accounts that get the message in the app: one receipt each. */
  accounts: AccountRecipient[];
  /**
   * Addresses of the audience's families that belong to no account: the contacts' emails of its
   * children (docs/product.md, "Families who never sign up") and the roster address of a scout with
   * neither an account nor a linked parent. Nobody reads the message there in the app, so it
   * reaches them by email only, whole, with an unsubscribe link (never counted as a recipient in
   * the app, since nobody there can mark it read).
   */
  familyEmails: string[];
  /** Who the audience is, in words for the email's footer ("the whole troop", "everyone going to Camp"). */
  description: string;
};

/** What a scout-based audience (a patrol, an event) starts from before parents are added. */
type ScoutGroup = {
  /** Roster entries in the audience: their accounts, their parents and, failing both, their roster email. */
  scoutIds: string[];
  /** Accounts in the audience in their own right (a leader who joined the event). */
  userIds: string[];
};

const accountColumns = { userId: users.id, email: users.email };

/**
 * The roster addresses of the scouts matching `where` who have no account and no linked parent.
 * The condition is on the scouts table and always includes the troop.
 */
async function rosterOnlyEmails(db: DbOrTx, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ email: scouts.email })
    .from(scouts)
    .where(
      and(
        where,
        isNull(scouts.userId),
        sql`nullif(btrim(${scouts.email}), '') is not null`,
        notExists(db.select({ one: sql`1` }).from(parentLinks).where(eq(parentLinks.scoutId, scouts.id))),
      ),
    );
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}

/**
 * The emails of the contacts of the scouts matching `where` that belong to no account (an account
 * reads the message in the app, and gets its email as that account). The condition is on the
 * scouts table and always includes the troop.
 */
async function contactOnlyEmails(db: DbOrTx, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ email: scoutContacts.email })
    .from(scoutContacts)
    .innerJoin(scouts, eq(scouts.id, scoutContacts.scoutId))
    .where(
      and(
        where,
        sql`nullif(btrim(${scoutContacts.email}), '') is not null`,
        notExists(db.select({ one: sql`1` }).from(users).where(sql`lower(${users.email}) = lower(${scoutContacts.email})`)),
      ),
    );
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}

/** Everyone by email only for the scouts matching `where`: roster-only addresses and contacts without an account. */
async function familyOnlyEmails(db: DbOrTx, where: SQL | undefined): Promise<string[]> {
  return [...(await rosterOnlyEmails(db, where)), ...(await contactOnlyEmails(db, where))];
}

/** A group of roster scouts with their accounts and their parents' accounts. */
export async function expandScouts(db: DbOrTx, troopId: string, group: ScoutGroup): Promise<Omit<ResolvedAudience, "description">> {
  const accounts: AccountRecipient[] = [];
  if (group.scoutIds.length > 0) {
    accounts.push(
      ...(await db
        .select(accountColumns)
        .from(scouts)
        .innerJoin(users, eq(users.id, scouts.userId))
        .where(and(eq(scouts.troopId, troopId), inArray(scouts.id, group.scoutIds)))),
      ...(await db
        .select(accountColumns)
        .from(parentLinks)
        .innerJoin(users, eq(users.id, parentLinks.parentUserId))
        .where(and(eq(parentLinks.troopId, troopId), inArray(parentLinks.scoutId, group.scoutIds)))),
    );
  }
  if (group.userIds.length > 0) {
    accounts.push(
      ...(await db
        .select(accountColumns)
        .from(users)
        .where(and(memberOf(troopId), inArray(users.id, group.userIds)))),
    );
  }
  const familyEmails =
    group.scoutIds.length > 0 ? await familyOnlyEmails(db, and(eq(scouts.troopId, troopId), inArray(scouts.id, group.scoutIds))) : [];
  return { accounts, familyEmails };
}

/** The active scouts of one of the troop's patrols (404 for an unknown id or another troop's patrol). */
async function patrolScouts(db: DbOrTx, troopId: string, patrolId: string): Promise<ScoutGroup & { name: string }> {
  requireUuid(patrolId, "Patrol");
  const [patrol] = await db
    .select({ name: patrols.name })
    .from(patrols)
    .where(and(eq(patrols.id, patrolId), eq(patrols.troopId, troopId)));
  if (!patrol) throw notFound("Patrol");
  const rows = await db
    .select({ id: scouts.id })
    .from(scouts)
    .where(and(activeScouts(troopId), eq(scouts.patrolId, patrolId)));
  return { name: patrol.name, scoutIds: rows.map((r) => r.id), userIds: [] };
}

/**
 * An event's participants: everyone whose place is joined or pending (a scout's own sign-up waiting
 * for a parent's OK). Both are going as far as the leader can tell, and a pending child's parents
 * are the ones who must decide, so both hear about it. A leader who joined hears it as themselves.
 */
async function eventParticipantsOf(db: DbOrTx, troopId: string, eventId: string): Promise<ScoutGroup & { title: string }> {
  requireUuid(eventId, "Event");
  const [event] = await db
    .select({ title: events.title })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.troopId, troopId), isNull(events.deletedAt)));
  if (!event) throw notFound("Event");
  const rows = await db
    .select({ scoutId: eventParticipants.scoutId, userId: eventParticipants.userId })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.troopId, troopId)));
  return {
    title: event.title,
    scoutIds: rows.flatMap((r) => (r.scoutId ? [r.scoutId] : [])),
    userIds: rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  };
}

/**
 * An event's active scouts who have given no answer yet: no "Going" or "Can't come" on record and no
 * place (joined, pending or waiting) — the ones a leader chases before the event.
 */
async function eventUnanswered(db: DbOrTx, troopId: string, eventId: string): Promise<ScoutGroup & { title: string }> {
  requireUuid(eventId, "Event");
  const [event] = await db
    .select({ title: events.title })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.troopId, troopId), isNull(events.deletedAt)));
  if (!event) throw notFound("Event");
  const rows = await db
    .select({ id: scouts.id })
    .from(scouts)
    .where(
      and(
        activeScouts(troopId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventReplies)
            .where(and(eq(eventReplies.eventId, eventId), eq(eventReplies.scoutId, scouts.id))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventParticipants)
            .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.scoutId, scouts.id))),
        ),
      ),
    );
  return { title: event.title, scoutIds: rows.map((r) => r.id), userIds: [] };
}

/** Active roster entries of the troop. */
const activeScouts = (troopId: string) => and(eq(scouts.troopId, troopId), eq(scouts.isActive, true));

/**
 * Everyone an audience reaches, resolved now (the caller stores the accounts, so later roster
 * changes never move receipts):
 * - troop: every account of the troop (leaders, scout accounts, parents), and by email the active
 *   roster scouts who have neither an account nor a parent and the active scouts' contacts without one;
 * - parents: parents linked to at least one active scout, and by email the active scouts' contacts
 *   without an account;
 * - scouts: the accounts of active roster scouts, and by email the active ones with neither an
 *   account nor a parent;
 * - leaders: every leader;
 * - patrol, event: the group's scouts (their accounts, their parents, their contacts without an
 *   account, failing all their roster email) and, for an event, the leaders who joined it;
 * - event-unanswered: the same for an event's active scouts who have neither answered nor a place.
 * The sender is never a recipient of their own message: they follow it in the sent list.
 */
export async function resolveAudience(db: DbOrTx, troopId: string, audience: Audience, senderId: string): Promise<ResolvedAudience> {
  let resolved: Omit<ResolvedAudience, "description">;
  let description: string;
  switch (audience.kind) {
    case "troop":
      description = "the whole troop";
      resolved = {
        accounts: await db.select(accountColumns).from(users).where(memberOf(troopId)),
        familyEmails: await familyOnlyEmails(db, activeScouts(troopId)),
      };
      break;
    case "parents": {
      description = "the parents";
      const linkedToActive = db
        .select({ one: sql`1` })
        .from(parentLinks)
        .innerJoin(scouts, eq(scouts.id, parentLinks.scoutId))
        .where(and(eq(parentLinks.parentUserId, users.id), activeScouts(troopId)));
      resolved = {
        accounts: await db
          .select(accountColumns)
          .from(users)
          .where(and(memberOf(troopId, "parent"), exists(linkedToActive))),
        familyEmails: await contactOnlyEmails(db, activeScouts(troopId)),
      };
      break;
    }
    case "scouts":
      description = "the scouts";
      resolved = {
        accounts: await db
          .select(accountColumns)
          .from(scouts)
          .innerJoin(users, eq(users.id, scouts.userId))
          .where(and(activeScouts(troopId), memberOf(troopId, "scout"))),
        familyEmails: await rosterOnlyEmails(db, activeScouts(troopId)),
      };
      break;
    case "leaders":
      description = "the leaders";
      resolved = {
        accounts: await db.select(accountColumns).from(users).where(memberOf(troopId, "leader")),
        familyEmails: [],
      };
      break;
    case "patrol": {
      const patrol = await patrolScouts(db, troopId, audience.patrolId ?? "");
      description = `the ${patrol.name} patrol and their parents`;
      resolved = await expandScouts(db, troopId, patrol);
      break;
    }
    case "event": {
      const event = await eventParticipantsOf(db, troopId, audience.eventId ?? "");
      description = `everyone signed up for ${event.title} and their parents`;
      resolved = await expandScouts(db, troopId, event);
      break;
    }
    case "event-unanswered": {
      const event = await eventUnanswered(db, troopId, audience.eventId ?? "");
      description = `the scouts who have not answered for ${event.title} yet, and their parents`;
      resolved = await expandScouts(db, troopId, event);
      break;
    }
  }
  return { ...distinct(resolved, senderId), description };
}

/**
 * Each account once, without the sender; each family address once, lower-cased, and only when no
 * account of the audience has it (that account's email covers it).
 */
export function distinct({ accounts, familyEmails }: Omit<ResolvedAudience, "description">, senderId: string) {
  const byId = new Map<string, AccountRecipient>();
  for (const account of accounts) if (account.userId !== senderId) byId.set(account.userId, account);
  const accountAddresses = new Set(accounts.map((a) => a.email.trim().toLowerCase()));
  const family = [...new Set(familyEmails.map((e) => e.trim().toLowerCase()).filter((e) => e && !accountAddresses.has(e)))];
  return { accounts: [...byId.values()], familyEmails: family };
}
