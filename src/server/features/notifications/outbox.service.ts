import { and, desc, eq, inArray } from "drizzle-orm";
import type { OutboxMessage } from "../../../shared/api/notifications";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { emailUnsubscribes, type OutboxKind, outbox } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { NO_MAIL_SERVER } from "./transports";

export type NewMessage = {
  /** Null for the deployment's own mail, of no troop (a district's invite): queued across troops. */
  troopId: string | null;
  kind: OutboxKind;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  text: string;
  html?: string | null;
  eventId?: string;
  /** The person the email is from (a leader who wrote, a parent who asked): replies reach them. */
  replyTo?: string | null;
  /** The address's unsubscribe link, for emails to families without an account. */
  unsubscribeUrl?: string | null;
  /** Not sent before then (a request the family may answer at once, and the email then goes unsent). */
  notBefore?: Date;
};

/** Emails an address that unsubscribed still gets: a password reset is asked for by its owner. */
const SENT_WHATEVER_UNSUBSCRIBED: readonly OutboxKind[] = ["password-reset"];

/**
 * The messages whose address has not unsubscribed from the troop's emails: every message, notice,
 * reminder and invite passes here, so an unsubscribe is honoured by all of them.
 */
async function withoutUnsubscribed(db: DbOrTx, messages: NewMessage[]): Promise<NewMessage[]> {
  // An unsubscribe is from one troop's emails; the deployment's own mail goes to whom it names.
  const asked = messages.filter((m) => m.channel === "email" && m.troopId !== null && !SENT_WHATEVER_UNSUBSCRIBED.includes(m.kind));
  if (asked.length === 0) return messages;
  const troopIds = [...new Set(asked.flatMap((m) => (m.troopId === null ? [] : [m.troopId])))];
  const rows = await db
    .select({ troopId: emailUnsubscribes.troopId, email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(
      and(
        inArray(emailUnsubscribes.troopId, troopIds),
        inArray(emailUnsubscribes.email, [...new Set(asked.map((m) => m.recipient.trim().toLowerCase()))]),
      ),
    );
  if (rows.length === 0) return messages;
  const gone = new Set(rows.map((r) => `${r.troopId} ${r.email}`));
  return messages.filter(
    (m) =>
      m.channel !== "email" || SENT_WHATEVER_UNSUBSCRIBED.includes(m.kind) || !gone.has(`${m.troopId} ${m.recipient.trim().toLowerCase()}`),
  );
}

/** Where links in emails point when the caller names no origin (the app passes its own, PUBLIC_ORIGIN or this machine). */
export const DEFAULT_LINK_ORIGIN = "http://localhost:3000";

/** Which channels this deployment can deliver; an email queued without a mail server says so. */
export type Channels = { email: boolean; sms: boolean };

// Set when a message enters the outbox; the app wakes the worker once the request that queued it has
// been answered (its transaction committed), so no route has to remember to.
let queuedSinceAnswer = false;

/** Whether anything was queued since the last call (which clears the mark). */
export function takeQueuedMark(): boolean {
  const queued = queuedSinceAnswer;
  queuedSinceAnswer = false;
  return queued;
}

/**
 * Writes messages to the outbox; call it with the transaction of the change that causes them.
 * A message that would repeat an event reminder already queued is skipped (unique index), and so is
 * an email to an address that unsubscribed, so the count says how many are new.
 */
export async function queueMessages(db: DbOrTx, wanted: NewMessage[], channels: Channels, now: Date): Promise<number> {
  const messages = await withoutUnsubscribed(db, wanted);
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(outbox)
    .values(
      messages.map((m) => ({
        troopId: m.troopId,
        kind: m.kind,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html ?? null,
        eventId: m.eventId ?? null,
        replyTo: m.replyTo ?? null,
        unsubscribeUrl: m.unsubscribeUrl ?? null,
        reason: m.channel === "email" && !channels.email ? NO_MAIL_SERVER : null,
        nextAttemptAt: m.notBefore ?? now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  if (rows.length > 0) queuedSinceAnswer = true;
  return rows.length;
}

export const OUTBOX_LIST_SIZE = 100;

/** The troop's last 100 messages, newest first, for the leaders' Notifications tab. */
export async function listOutbox(db: DbOrTx, actor: Actor): Promise<OutboxMessage[]> {
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      to: outbox.recipient,
      subject: outbox.subject,
      status: outbox.status,
      reason: outbox.reason,
      attempts: outbox.attempts,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.troopId, actor.troopId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_LIST_SIZE);
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), sentAt: isoOrNull(r.sentAt) }));
}
