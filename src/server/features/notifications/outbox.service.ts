import { desc, eq } from "drizzle-orm";
import type { OutboxMessage } from "../../../shared/api/notifications";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { type OutboxKind, outbox } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { NO_MAIL_SERVER } from "./transports";

export type NewMessage = {
  troopId: string;
  kind: OutboxKind;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  text: string;
  html?: string | null;
  eventId?: string;
};

/** Which channels this deployment can deliver; an email queued without a mail server says so. */
export type Channels = { email: boolean; sms: boolean };

/**
 * Writes messages to the outbox; call it with the transaction of the change that causes them.
 * A message that would repeat an event reminder already queued is skipped (unique index), so the
 * count says how many are new.
 */
export async function queueMessages(db: DbOrTx, messages: NewMessage[], channels: Channels, now: Date): Promise<number> {
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
        reason: m.channel === "email" && !channels.email ? NO_MAIL_SERVER : null,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: outbox.id });
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
