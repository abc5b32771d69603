import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import type { Transports } from "./transports";

export const MAX_ATTEMPTS = 3;
/** Wait after the first and the second failed attempt: a mail server that is restarting gets time. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000] as const;
/** How long a claimed message belongs to the worker that claimed it (longer than any send may take). */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;
const HOUR_MS = 60 * 60 * 1000;
export const LINK_NOT_KEPT = "The reset link is not kept after sending.";
export const RESET_LINK_LAPSED = "The reset link expired before it could be sent";

const shortReason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export type DeliveryResult = { sent: number; retried: number; failed: number };

/**
 * Sends every due message of the channels this deployment has, in batches. Each batch is claimed
 * with FOR UPDATE SKIP LOCKED and a claim time, so two instances never send the same message, and
 * the claim is committed before the slow network part so no transaction stays open during a send.
 */
export async function deliverDue(db: Db, transports: Transports, now: Date): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  await expireResetLinks(db, now);
  const channels = [...(transports.email ? ["email" as const] : []), ...(transports.sms ? ["sms" as const] : [])];
  if (channels.length === 0) return result;
  for (;;) {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "unsent"),
          inArray(outbox.channel, channels),
          lte(outbox.nextAttemptAt, now),
          or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, now)),
        ),
      )
      .orderBy(outbox.nextAttemptAt)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(outbox)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
    for (const message of claimed) {
      try {
        if (message.channel === "email") {
          if (!transports.email) throw new Error("email transport missing");
          await transports.email({ to: message.recipient, subject: message.subject, text: message.textBody, html: message.htmlBody });
        } else {
          if (!transports.sms) throw new Error("SMS gateway missing");
          await transports.sms(message.recipient, message.textBody);
        }
        await db
          .update(outbox)
          .set({
            status: "sent",
            sentAt: now,
            reason: null,
            claimedUntil: null,
            // A reset link stays usable for an hour: it is not kept in the outbox once delivered.
            ...(message.kind === "password-reset" ? { textBody: LINK_NOT_KEPT, htmlBody: null } : {}),
          })
          .where(eq(outbox.id, message.id));
        result.sent++;
      } catch (error) {
        const lastAttempt = message.attempts >= MAX_ATTEMPTS;
        const delay = RETRY_DELAYS_MS[Math.min(message.attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
        await db
          .update(outbox)
          .set(
            lastAttempt
              ? { status: "failed", reason: shortReason(error), claimedUntil: null }
              : { reason: shortReason(error), claimedUntil: null, nextAttemptAt: new Date(now.getTime() + delay) },
          )
          .where(eq(outbox.id, message.id));
        if (lastAttempt) result.failed++;
        else result.retried++;
      }
    }
    if (claimed.length < BATCH) return result;
  }
}

/** A reset link that could not be sent within its hour is useless: it is marked failed and dropped. */
async function expireResetLinks(db: Db, now: Date) {
  await db
    .update(outbox)
    .set({ status: "failed", reason: RESET_LINK_LAPSED, textBody: LINK_NOT_KEPT, htmlBody: null })
    .where(and(eq(outbox.kind, "password-reset"), eq(outbox.status, "unsent"), lt(outbox.createdAt, new Date(now.getTime() - HOUR_MS))));
}
