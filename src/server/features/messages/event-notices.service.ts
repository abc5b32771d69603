import { and, asc, eq, inArray } from "drizzle-orm";
import { memberOf } from "../../auth/memberships";
import type { DbOrTx } from "../../db/client";
import { messageRecipients, messages, users } from "../../db/schema";
import { replyToOf } from "../notifications/reply-to.service";
import { loadTroopForMessages } from "../notifications/weekly-report.service";
import { expandScouts } from "./audience.service";
import { queueMessageEmails } from "./message-delivery.service";
import type { Delivery } from "./messages.service";

/** Who an event notice reaches: roster scouts (with their accounts and parents) and accounts in their own right. */
export type NoticeGroup = { scoutIds: string[]; userIds: string[]; parentsOnly?: boolean };

export type EventNotice = {
  troopId: string;
  eventId: string;
  subject: string;
  body: string;
  /**
   * Who the message is from: the leader who made the change, else (a scout's or parent's answer
   * freed a place) the troop's first leader, so a message always has a leader to reply to.
   */
  senderUserId: string | null;
  /** Email too (with the troop's switch on); false when another email already says the same. */
  email: boolean;
  /** How long the email waits before it goes (a request the family may answer in the app at once). */
  emailDelayMs?: number;
};

/** The acting leader, or the troop's longest-standing leader. */
async function senderOf(db: DbOrTx, troopId: string, userId: string | null): Promise<string | null> {
  if (userId) {
    const [me] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), memberOf(troopId, "leader")));
    if (me) return me.id;
  }
  const [first] = await db
    .select({ id: users.id })
    .from(users)
    .where(memberOf(troopId, "leader"))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return first?.id ?? null;
}

/**
 * A message about one event to some of its people (a promoted scout, those going and waiting when
 * it moves or is cancelled, a child's parents asked for consent): in the app for every account it
 * reaches, and with `email` and the troop's email switch on, one email per address. Written in the
 * caller's transaction, so it goes with the change or not at all. Never carries health details:
 * callers write only the event's title, time and place. Answers how many emails were queued.
 */
export async function sendEventNotice(db: DbOrTx, group: NoticeGroup, notice: EventNotice, { origin, channels, now }: Delivery) {
  if (group.scoutIds.length === 0 && group.userIds.length === 0) return 0;
  const senderId = await senderOf(db, notice.troopId, notice.senderUserId);
  if (!senderId) return 0;
  const expanded = await expandScouts(db, notice.troopId, group);
  let accounts = expanded.accounts;
  if (group.parentsOnly) {
    const ids = accounts.map((a) => a.userId);
    const parents =
      ids.length > 0
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, ids), memberOf(notice.troopId, "parent")))
        : [];
    const parentIds = new Set(parents.map((p) => p.id));
    accounts = accounts.filter((a) => parentIds.has(a.userId));
  }
  const byId = new Map(accounts.filter((a) => a.userId !== senderId).map((a) => [a.userId, a]));
  // A request to parents (consent) asks them to act in the app: families without an account hear of it from the leader.
  const familyEmails = group.parentsOnly ? [] : expanded.familyEmails;
  if (byId.size === 0 && familyEmails.length === 0) return 0;

  const [row] = await db
    .insert(messages)
    .values({
      troopId: notice.troopId,
      sentByUserId: senderId,
      subject: notice.subject,
      body: notice.body,
      audienceKind: "event",
      audiencePatrolId: null,
      audienceEventId: notice.eventId,
      createdAt: now,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error("message insert returned nothing");
  if (byId.size > 0) {
    await db
      .insert(messageRecipients)
      .values([...byId.keys()].map((userId) => ({ troopId: notice.troopId, messageId: row.id, userId })))
      .onConflictDoNothing();
  }
  if (!notice.email) return 0;
  const troop = await loadTroopForMessages(db, notice.troopId);
  if (!troop.emailNotifications) return 0;
  const { queued, emailed } = await queueMessageEmails(
    db,
    troop,
    { accounts: [...byId.values()], familyEmails },
    {
      messageId: row.id,
      subject: notice.subject,
      body: notice.body,
      lead: null,
      footer: `You get this email because you or your child are signed up for an event with ${troop.troopName}.`,
      familyFooter: `You get this email because ${troop.troopName} has this address as a family contact of a scout signed up for this event.`,
      replyTo: await replyToOf(db, senderId),
      kind: "troop-message",
      ...(notice.emailDelayMs ? { notBefore: new Date(now.getTime() + notice.emailDelayMs) } : {}),
    },
    { origin, channels, now },
  );
  if (emailed > 0) await db.update(messages).set({ emailedCount: emailed }).where(eq(messages.id, row.id));
  return queued;
}
