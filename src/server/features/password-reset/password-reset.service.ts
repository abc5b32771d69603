import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import { LINK_EXPIRED } from "../../../shared/api/password-reset";
import type { Actor } from "../../auth/actor";
import { ACCOUNTS_OWN_TROOPS } from "../../auth/memberships";
import type { Db } from "../../db/client";
import { memberships, passwordResetTokens, scouts, sessions, users } from "../../db/schema";
import { acrossTroops, inTroop } from "../../db/troop-scope";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { hashPassword } from "../../lib/passwords";
import { dropFeedToken } from "../calendar/feed-tokens.service";
import { type Channels, queueMessages } from "../notifications/outbox.service";
import { renderEmail } from "../notifications/templates.service";
import { loadTroopForMessages } from "../notifications/weekly-report.service";

export const RESET_LINK_MS = 60 * 60 * 1000;
export const RESETS_PER_HOUR = 5;
export const NO_ACCOUNT_YET = "This scout has no account yet.";

const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Queues a reset link for the account with this email, if there is one. The caller answers
 * 202 either way, so nobody learns whether an address has an account. Not a notification: the
 * troop's email switch does not apply. At most five links per account per hour.
 */
export async function requestPasswordReset(db: Db, email: string, origin: string, channels: Channels, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The row lock makes the hourly count exact under parallel requests.
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .for("update");
    if (!user) return false;
    // The email comes from the troop the account used last, as its sign-in lands there.
    const [latest] = await acrossTroops(ACCOUNTS_OWN_TROOPS, () =>
      tx
        .select({ troopId: memberships.troopId })
        .from(memberships)
        .where(eq(memberships.userId, user.id))
        .orderBy(sql`${memberships.lastUsedAt} desc nulls last`, asc(memberships.createdAt))
        .limit(1),
    );
    if (!latest) return false;
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_LINK_MS))));
    if ((recent?.n ?? 0) >= RESETS_PER_HOUR) return false;
    // 256 random bits; only the hash is stored, so the table alone cannot reset anyone's password.
    const token = randomBytes(32).toString("base64url");
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashResetToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_LINK_MS),
      createdAt: now,
    });
    const troop = await loadTroopForMessages(tx, latest.troopId);
    const url = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
    const rendered = renderEmail(troop, {
      subject: `Reset your ${troop.troopName} password`,
      intro: [
        `Hi ${user.firstName},`,
        "Someone asked to reset the password of your account. Choose a new one with the link below. It works once, within an hour.",
      ],
      sections: [],
      action: { label: "Choose a new password", url },
      footer: `You get this email because a password reset was asked for the ${troop.troopName} account with this address. If it was not you, ignore it: your password stays as it is.`,
    });
    // Queued in that troop's outbox, as any email of the troop.
    await inTroop(latest.troopId, () =>
      queueMessages(
        tx,
        [{ troopId: latest.troopId, kind: "password-reset", channel: "email", recipient: user.email, ...rendered }],
        channels,
        now,
      ),
    );
    return true;
  });
}

/**
 * Sets the new password with a link's token; the token is spent, every session of the account ends
 * and its calendar address is replaced: whoever knew the old password may have copied that address.
 */
export async function resetPassword(db: Db, token: string, newPassword: string, now: Date): Promise<void> {
  const tokenHash = hashResetToken(token);
  const valid = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  // Checked before the slow hash so a guessed token costs the server nothing.
  const [found] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(valid);
  if (!found) throw new HttpError(400, LINK_EXPIRED);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Spent atomically: of two parallel uses of one link, one wins.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(valid)
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new HttpError(400, LINK_EXPIRED);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
    // Other links of the account stop working too: the password they were for is gone.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    await dropFeedToken(tx, spent.userId);
  });
}

/** A leader sets a new password for a roster scout's account; the scout's sessions end. */
export async function setScoutPassword(db: Db, actor: Actor, scoutId: string, newPassword: string): Promise<void> {
  requireUuid(scoutId, "Scout");
  const [scout] = await db
    .select({ userId: scouts.userId })
    .from(scouts)
    .where(and(eq(scouts.id, scoutId), eq(scouts.troopId, actor.troopId)));
  if (!scout) throw notFound("Scout");
  if (!scout.userId) throw new HttpError(409, NO_ACCOUNT_YET);
  await setAccountPassword(db, scout.userId, newPassword);
}

/** New hash and no session left: whoever was signed in as the child signs in again. */
export async function setAccountPassword(db: Db, userId: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
