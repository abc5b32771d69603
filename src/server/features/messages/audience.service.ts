import { and, eq, exists, inArray, isNull, notExists, type SQL, sql } from "drizzle-orm";
import type { Audience } from "../../../shared/api/messages";
import type { DbOrTx } from "../../db/client";
import { eventParticipants, eventReplies, events, parentLinks, patrols, scouts, users } from "../../db/schema";
import { notFound, requireUuid } from "../../lib/http-error";

/** One account a message reaches in the app, with the address its email goes to. */
export type AccountRecipient = { userId: string; email: string };

export type ResolvedAudience = {
  /** Accounts that get the message in the app: one receipt each. */
  accounts: AccountRecipient[];
  /**
   * Roster addresses of scouts in the audience who have neither an account nor a linked parent:
   * nobody reads it for them in the app, so it reaches them by email only (never counted as a
   * recipient, since nobody there can mark it read).
   */
  rosterEmails: string[];
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
        .where(and(eq(users.troopId, troopId), inArray(users.id, group.userIds)))),
    );
  }
  const rosterEmails =
    group.scoutIds.length > 0 ? await rosterOnlyEmails(db, and(eq(scouts.troopId, troopId), inArray(scouts.id, group.scoutIds))) : [];
  return { accounts, rosterEmails };
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
 *   roster scouts who have neither an account nor a parent;
 * - parents: parents linked to at least one active scout;
 * - scouts: the accounts of active roster scouts, and by email the active ones with neither an
 *   account nor a parent;
 * - leaders: every leader;
 * - patrol, event: the group's scouts (their accounts, their parents, failing both their roster
 *   email) and, for an event, the leaders who joined it;
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
        accounts: await db.select(accountColumns).from(users).where(eq(users.troopId, troopId)),
        rosterEmails: await rosterOnlyEmails(db, activeScouts(troopId)),
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
          .where(and(eq(users.troopId, troopId), eq(users.role, "parent"), exists(linkedToActive))),
        rosterEmails: [],
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
          .where(and(activeScouts(troopId), eq(users.role, "scout"))),
        rosterEmails: await rosterOnlyEmails(db, activeScouts(troopId)),
      };
      break;
    case "leaders":
      description = "the leaders";
      resolved = {
        accounts: await db
          .select(accountColumns)
          .from(users)
          .where(and(eq(users.troopId, troopId), eq(users.role, "leader"))),
        rosterEmails: [],
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

/** Each account once, without the sender; each roster address once, lower-cased. */
function distinct({ accounts, rosterEmails }: Omit<ResolvedAudience, "description">, senderId: string) {
  const byId = new Map<string, AccountRecipient>();
  for (const account of accounts) if (account.userId !== senderId) byId.set(account.userId, account);
  const roster = [...new Set(rosterEmails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  return { accounts: [...byId.values()], rosterEmails: roster };
}

/**
 * Every distinct address the email goes to: each account's own address and each roster address,
 * once, whoever shares it. One outbox message per address, so no address ever sees another.
 */
export function emailAddressesOf(resolved: ResolvedAudience): string[] {
  return [...new Set([...resolved.accounts.map((a) => a.email.trim().toLowerCase()), ...resolved.rosterEmails].filter(Boolean))];
}
