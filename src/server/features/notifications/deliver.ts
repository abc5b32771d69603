import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox, troops } from "../../db/schema";
import { acrossTroops, inTroop } from "../../db/troop-scope";
import { TRANSPORT_TIMEOUT_MS, type Transports } from "./transports";

export const MAX_ATTEMPTS = 3;
/** Wait after the first and the second failed attempt: a mail server that is restarting gets time. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000] as const;
const HOUR_MS = 60 * 60 * 1000;
export const LINK_NOT_KEPT = "The reset link is not kept after sending.";
export const RESET_LINK_LAPSED = "The reset link expired before it could be sent";

export type DeliveryOptions = {
  /**
   * How long a claim holds without news from its worker. While the send runs the worker renews it
   * every third of this, so only a worker that died (or lost its database) lets a claim lapse.
   */
  leaseMs: number;
  /** Messages one instance sends at the same time, each claimed on its own. */
  lanes: number;
};

/** Three transport timeouts fit in one lease: a silent server fails the attempt long before the claim could lapse. */
export const DEFAULT_DELIVERY: DeliveryOptions = { leaseMs: 3 * TRANSPORT_TIMEOUT_MS, lanes: 4 };

const shortReason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export type DeliveryResult = { sent: number; retried: number; failed: number };

type Claimed = typeof outbox.$inferSelect & { troopName: string; troopContactEmail: string | null };

/**
 * Sends every due message of the channels this deployment has. Each message is claimed alone with
 * FOR UPDATE SKIP LOCKED; the claim is committed before the slow network part (no transaction
 * stays open during a send) and renewed on a timer while the send runs, so however slow the mail
 * server, no other instance claims the message meanwhile. Every claim adds one to `attempts`, so
 * (id, attempts) names one claim: the outcome is written only while that claim is still this
 * worker's. `now` is the caller's clock at the start of the pass; time spent in the pass is added
 * to it, so tests with their own clock keep it.
 */
export async function deliverDue(
  db: Db,
  transports: Transports,
  now: Date,
  options: DeliveryOptions = DEFAULT_DELIVERY,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  await expireResetLinks(db, now);
  const channels = [...(transports.email ? ["email" as const] : []), ...(transports.sms ? ["sms" as const] : [])];
  if (channels.length === 0) return result;
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  const lane = async () => {
    for (;;) {
      const message = await acrossTroops("the outbox is claimed from every troop's due messages", () =>
        claimOne(db, channels, now, clock, options.leaseMs),
      );
      if (!message) return;
      // Its sending, lease and outcome are the message's troop's alone; the deployment's own mail has no troop.
      const sending = () => sendClaimed(db, transports, message, now, clock, options.leaseMs);
      const outcome = message.troopId
        ? await inTroop(message.troopId, sending)
        : await acrossTroops("the deployment's own mail (a district's invite) belongs to no troop", sending);
      result[outcome]++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.lanes) }, lane));
  return result;
}

async function claimOne(db: Db, channels: ("email" | "sms")[], now: Date, clock: () => Date, leaseMs: number): Promise<Claimed | null> {
  const at = clock();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "unsent"),
        inArray(outbox.channel, channels),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, at)),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(outbox)
    .set({ claimedUntil: new Date(at.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  if (!claimed) return null;
  // The sender's name and, for what the app sends by itself, where a reply goes: the troop's.
  const [troop] = claimed.troopId
    ? await db.select({ name: troops.troopName, contactEmail: troops.contactEmail }).from(troops).where(eq(troops.id, claimed.troopId))
    : [];
  return { ...claimed, troopName: troop?.name ?? "", troopContactEmail: troop?.contactEmail ?? null };
}

/** The claim taken by this worker: its row, still unsent, with the attempt count this claim set. */
const stillMine = (message: Claimed) => and(eq(outbox.id, message.id), eq(outbox.attempts, message.attempts), eq(outbox.status, "unsent"));

async function sendClaimed(
  db: Db,
  transports: Transports,
  message: Claimed,
  now: Date,
  clock: () => Date,
  leaseMs: number,
): Promise<keyof DeliveryResult> {
  const lease = holdLease(db, message, clock, leaseMs);
  let failure: unknown = null;
  try {
    await send(transports, message);
  } catch (error) {
    failure = error;
  } finally {
    await lease.release();
  }
  if (failure === null) {
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
      .where(stillMine(message));
    return "sent";
  }
  const lastAttempt = message.attempts >= MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_MS[Math.min(message.attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
  await db
    .update(outbox)
    .set(
      lastAttempt
        ? { status: "failed", reason: shortReason(failure), claimedUntil: null }
        : { reason: shortReason(failure), claimedUntil: null, nextAttemptAt: new Date(now.getTime() + delay) },
    )
    .where(stillMine(message));
  return lastAttempt ? "failed" : "retried";
}

async function send(transports: Transports, message: Claimed) {
  if (message.channel === "email") {
    if (!transports.email) throw new Error("email transport missing");
    await transports.email({
      id: message.id,
      to: message.recipient,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      // A message a person wrote answers to them; everything else to the troop's contact email, when set.
      replyTo: message.replyTo ?? message.troopContactEmail,
      unsubscribeUrl: message.unsubscribeUrl,
      fromName: message.troopName || null,
    });
  } else {
    if (!transports.sms) throw new Error("SMS gateway missing");
    await transports.sms(message.recipient, message.textBody);
  }
}

/**
 * Pushes the claim's end forward every third of the lease while the send runs. A renewal that
 * fails (the database is briefly unreachable) is tried again at the next beat; the timer is
 * stopped, and a renewal in flight awaited, before the outcome is written.
 */
function holdLease(db: Db, message: Claimed, clock: () => Date, leaseMs: number) {
  let inFlight: Promise<unknown> = Promise.resolve();
  const timer = setInterval(
    () => {
      inFlight = inFlight
        .then(() =>
          db
            .update(outbox)
            .set({ claimedUntil: new Date(clock().getTime() + leaseMs) })
            .where(stillMine(message)),
        )
        .catch(() => {});
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  return {
    release: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}

/** A reset link that could not be sent within its hour is useless: it is marked failed and dropped. */
async function expireResetLinks(db: Db, now: Date) {
  await acrossTroops("unsent reset links lapse in every troop alike", () =>
    db
      .update(outbox)
      .set({ status: "failed", reason: RESET_LINK_LAPSED, textBody: LINK_NOT_KEPT, htmlBody: null })
      .where(and(eq(outbox.kind, "password-reset"), eq(outbox.status, "unsent"), lt(outbox.createdAt, new Date(now.getTime() - HOUR_MS)))),
  );
}
