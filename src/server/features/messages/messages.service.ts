import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import {
  type Audience,
  EVENT_AUDIENCES,
  type InboxMessage,
  type Receipt,
  type SentListItem,
  type SentMessage,
} from "../../../shared/api/messages";
import type { Actor } from "../../auth/actor";
import { memberOf } from "../../auth/memberships";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { memberships, messageRecipients, messages, users } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { notFound, requireUuid } from "../../lib/http-error";
import type { Channels } from "../notifications/outbox.service";
import { replyToOf } from "../notifications/reply-to.service";
import type { TroopForMessages } from "../notifications/troop-look.service";
import { loadTroopForMessages } from "../notifications/weekly-report.service";
import { requireParentPortal } from "../troop/switches.service";
import { type ResolvedAudience, resolveAudience } from "./audience.service";
import { queueMessageEmails } from "./message-delivery.service";

const MESSAGE = "Message";

/** Where links in emails point (PUBLIC_ORIGIN), the channels this deployment has, and the clock. */
export type Delivery = { origin: string; channels: Channels; now: Date };

/** A new message: the sender, what it says, and who it goes to. */
type Outgoing = {
  subject: string;
  body: string;
  audience: Audience;
  replyToMessageId: string | null;
  /** The email's first line, or null when the body says who wrote. */
  lead: string | null;
  footer: (troopName: string) => string;
  /** Why a family without an account gets the email. */
  familyFooter: (troopName: string) => string;
};

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The audience as stored: only the id its kind needs. */
function storedAudience(audience: Audience) {
  return {
    audienceKind: audience.kind,
    audiencePatrolId: audience.kind === "patrol" ? (audience.patrolId ?? null) : null,
    audienceEventId: EVENT_AUDIENCES.includes(audience.kind) ? (audience.eventId ?? null) : null,
  };
}

function audienceOf(row: { audienceKind: Audience["kind"]; audiencePatrolId: string | null; audienceEventId: string | null }): Audience {
  return {
    kind: row.audienceKind,
    ...(row.audiencePatrolId ? { patrolId: row.audiencePatrolId } : {}),
    ...(row.audienceEventId ? { eventId: row.audienceEventId } : {}),
  };
}

/**
 * Writes the message, one receipt per account it reaches and, with the troop's email switch on,
 * one outbox email per distinct address, all in the caller's transaction. Returns whether any
 * email was queued (the caller wakes the worker after the commit).
 */
async function writeMessage(
  tx: Tx,
  actor: Actor,
  troop: TroopForMessages,
  resolved: ResolvedAudience,
  outgoing: Outgoing,
  { origin, channels, now }: Delivery,
): Promise<{ message: SentMessage; queued: number }> {
  const [row] = await tx
    .insert(messages)
    .values({
      troopId: actor.troopId,
      sentByUserId: actor.userId,
      subject: outgoing.subject,
      body: outgoing.body,
      ...storedAudience(outgoing.audience),
      replyToMessageId: outgoing.replyToMessageId,
      createdAt: now,
    })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  if (!row) throw new Error("message insert returned nothing");
  if (resolved.accounts.length > 0) {
    // The primary key (message, account) keeps each account once, whatever the audience query returned.
    await tx
      .insert(messageRecipients)
      .values(resolved.accounts.map((a) => ({ troopId: actor.troopId, messageId: row.id, userId: a.userId })))
      .onConflictDoNothing();
  }
  let queued = 0;
  let emailed = 0;
  // The master switch, read now: with email off the message still reaches everyone in the app.
  if (troop.emailNotifications) {
    ({ queued, emailed } = await queueMessageEmails(
      tx,
      troop,
      resolved,
      {
        messageId: row.id,
        subject: outgoing.subject,
        body: outgoing.body,
        lead: outgoing.lead,
        footer: outgoing.footer(troop.troopName),
        familyFooter: outgoing.familyFooter(troop.troopName),
        replyTo: await replyToOf(tx, actor.userId),
        kind: "troop-message",
      },
      { origin, channels, now },
    ));
    if (emailed > 0) await tx.update(messages).set({ emailedCount: emailed }).where(eq(messages.id, row.id));
  }
  return {
    message: {
      id: row.id,
      subject: outgoing.subject,
      body: outgoing.body,
      audience: audienceOf(storedAudience(outgoing.audience)),
      sentBy: { id: actor.userId, name: actor.name },
      createdAt: iso(row.createdAt),
      recipients: resolved.accounts.length,
      emailed,
    },
    queued,
  };
}

/**
 * How many accounts an audience reaches now, and how many families without an account it would
 * email (with the troop's email switch on), for "This goes to N people" before sending.
 */
export async function countRecipients(db: DbOrTx, actor: Actor, audience: Audience): Promise<{ recipients: number; emailed: number }> {
  const resolved = await resolveAudience(db, actor.troopId, audience, actor.userId);
  const troop = await loadTroopForMessages(db, actor.troopId);
  return { recipients: resolved.accounts.length, emailed: troop.emailNotifications ? resolved.familyEmails.length : 0 };
}

/** A leader's message to an audience of the troop. */
export async function sendMessage(
  db: Db,
  actor: Actor,
  request: { subject: string; body: string; audience: Audience },
  delivery: Delivery,
): Promise<{ message: SentMessage; queued: number }> {
  return db.transaction(async (tx) => {
    const troop = await loadTroopForMessages(tx, actor.troopId);
    const resolved = await resolveAudience(tx, actor.troopId, request.audience, actor.userId);
    return writeMessage(
      tx,
      actor,
      troop,
      resolved,
      {
        subject: request.subject,
        body: request.body,
        audience: request.audience,
        replyToMessageId: null,
        lead: `${actor.name} wrote to ${resolved.description}:`,
        footer: (troopName) => `You get this email because ${troopName} sent this message to ${resolved.description}.`,
        familyFooter: (troopName) =>
          `You get this email because ${troopName} has this address as a family contact and sent this message to ${resolved.description}. Reply to this email to answer ${actor.name}.`,
      },
      delivery,
    );
  });
}

/**
 * A parent's message from the family page's contact form, kept in every leader's messages (the
 * caller emails it to the troop's contact address): written in the caller's transaction, with no
 * email of its own, so leaders are not emailed twice.
 */
export async function keepParentMessageForLeaders(tx: Tx, actor: Actor, subject: string, body: string, now: Date): Promise<void> {
  const leaders = await resolveAudience(tx, actor.troopId, { kind: "leaders" }, actor.userId);
  const [row] = await tx
    .insert(messages)
    .values({ troopId: actor.troopId, sentByUserId: actor.userId, subject, body, ...storedAudience({ kind: "leaders" }), createdAt: now })
    .returning({ id: messages.id });
  if (!row || leaders.accounts.length === 0) return;
  await tx
    .insert(messageRecipients)
    .values(leaders.accounts.map((a) => ({ troopId: actor.troopId, messageId: row.id, userId: a.userId })))
    .onConflictDoNothing();
}

/** The subject of a reply: "Re: " once, however often the thread was answered. */
const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

/**
 * A parent's answer to a message addressed to them: a new message to every leader, whose subject
 * names the original and whose body names the parent. A message that did not reach this parent
 * answers 404 like an unknown one.
 */
export async function replyToMessage(db: Db, actor: Actor, messageId: string, body: string, delivery: Delivery) {
  requireUuid(messageId, MESSAGE);
  await requireParentPortal(db, actor.troopId);
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select({ id: messages.id, subject: messages.subject })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(
        and(eq(messageRecipients.messageId, messageId), eq(messageRecipients.userId, actor.userId), eq(messages.troopId, actor.troopId)),
      );
    if (!original) throw notFound(MESSAGE);
    const troop = await loadTroopForMessages(tx, actor.troopId);
    const resolved = await resolveAudience(tx, actor.troopId, { kind: "leaders" }, actor.userId);
    return writeMessage(
      tx,
      actor,
      troop,
      resolved,
      {
        subject: replySubject(original.subject),
        body: `${actor.name} replied to “${original.subject}”:\n\n${body}`,
        audience: { kind: "leaders" },
        replyToMessageId: original.id,
        lead: null,
        footer: (troopName) => `You get this email because you are a leader of ${troopName} and a parent replied in the app.`,
        familyFooter: (troopName) => `You get this email because you are a leader of ${troopName}.`,
      },
      delivery,
    );
  });
}

const inboxColumns = {
  id: messages.id,
  subject: messages.subject,
  body: messages.body,
  sentById: messages.sentByUserId,
  sentByName: fullName,
  createdAt: messages.createdAt,
  readAt: messageRecipients.readAt,
};

type InboxRow = { id: string; subject: string; body: string; sentById: string; sentByName: string; createdAt: Date; readAt: Date | null };

const toInbox = (r: InboxRow): InboxMessage => ({
  id: r.id,
  subject: r.subject,
  body: r.body,
  sentBy: { id: r.sentById, name: r.sentByName },
  createdAt: iso(r.createdAt),
  readAt: isoOrNull(r.readAt),
});

/** Only the messages that reached this account, within its troop. */
const mine = (actor: Actor) => and(eq(messageRecipients.userId, actor.userId), eq(messages.troopId, actor.troopId));

function inboxQuery(db: DbOrTx) {
  return db
    .select(inboxColumns)
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .innerJoin(users, eq(users.id, messages.sentByUserId));
}

/** The messages addressed to me, newest first. */
export async function listInbox(db: DbOrTx, actor: Actor): Promise<InboxMessage[]> {
  const rows = await inboxQuery(db).where(mine(actor)).orderBy(desc(messages.createdAt), desc(messages.id));
  return rows.map(toInbox);
}

/** One message addressed to me (an email's link opens it); anyone else's is 404. */
export async function getInboxMessage(db: DbOrTx, actor: Actor, messageId: string): Promise<InboxMessage> {
  requireUuid(messageId, MESSAGE);
  const [row] = await inboxQuery(db).where(and(mine(actor), eq(messages.id, messageId)));
  if (!row) throw notFound(MESSAGE);
  return toInbox(row);
}

/**
 * Marks a message of mine read. The first time counts: a repeat, even in parallel, finds the
 * receipt already read and leaves its time as it is.
 */
export async function markRead(db: DbOrTx, actor: Actor, messageId: string, now: Date): Promise<void> {
  requireUuid(messageId, MESSAGE);
  const mineNow = and(eq(messageRecipients.messageId, messageId), eq(messageRecipients.userId, actor.userId));
  const updated = await db
    .update(messageRecipients)
    .set({ readAt: now })
    .where(and(mineNow, isNull(messageRecipients.readAt)))
    .returning({ messageId: messageRecipients.messageId });
  if (updated.length > 0) return;
  const [already] = await db.select({ one: sql`1` }).from(messageRecipients).where(mineNow);
  if (!already) throw notFound(MESSAGE);
}

/** How many of my messages I have not read yet (the bell). */
export async function unreadCount(db: DbOrTx, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.userId, actor.userId), isNull(messageRecipients.readAt)));
  return row?.n ?? 0;
}

/** Messages the troop's leaders wrote (parents' replies are not among them). */
const sentByLeaders = (troopId: string) => and(eq(messages.troopId, troopId), memberOf(troopId, "leader"));

/** Every message the troop's leaders sent, newest first, with how many received and read it (counted by the database). */
export async function listSent(db: DbOrTx, actor: Actor): Promise<SentListItem[]> {
  const rows = await db
    .select({
      id: messages.id,
      subject: messages.subject,
      body: messages.body,
      audienceKind: messages.audienceKind,
      audiencePatrolId: messages.audiencePatrolId,
      audienceEventId: messages.audienceEventId,
      sentById: messages.sentByUserId,
      sentByName: fullName,
      createdAt: messages.createdAt,
      recipients: count(messageRecipients.userId),
      readCount: count(messageRecipients.readAt),
      emailed: messages.emailedCount,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.sentByUserId))
    .leftJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
    .where(sentByLeaders(actor.troopId))
    .groupBy(messages.id, users.id)
    .orderBy(desc(messages.createdAt), desc(messages.id));
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    body: r.body,
    audience: audienceOf(r),
    sentBy: { id: r.sentById, name: r.sentByName },
    createdAt: iso(r.createdAt),
    recipients: r.recipients,
    readCount: r.readCount,
    emailed: r.emailed,
  }));
}

/**
 * Who received a leaders' message and when each read it: those who have not read it first (the
 * ones to ring), then those who have, each group by name.
 */
export async function listReceipts(db: DbOrTx, actor: Actor, messageId: string): Promise<Receipt[]> {
  requireUuid(messageId, MESSAGE);
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.sentByUserId))
    .where(and(eq(messages.id, messageId), sentByLeaders(actor.troopId)));
  if (!message) throw notFound(MESSAGE);
  const rows = await db
    .select({ userId: users.id, name: fullName, role: memberships.role, readAt: messageRecipients.readAt })
    .from(messageRecipients)
    .innerJoin(users, eq(users.id, messageRecipients.userId))
    // Each with their role in this troop; someone no longer of the troop is no one to ring.
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.troopId, actor.troopId)))
    .where(eq(messageRecipients.messageId, message.id))
    .orderBy(sql`${messageRecipients.readAt} is not null`, asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ ...r, readAt: isoOrNull(r.readAt) }));
}
