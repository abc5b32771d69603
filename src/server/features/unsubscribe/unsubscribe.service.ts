import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailUnsubscribes, troops } from "../../db/schema";
import { inTroop } from "../../db/troop-scope";
import { readUnsubscribeToken, signatureMatches } from "../../lib/unsubscribe-token";
import type { TroopLook } from "../notifications/templates.service";

export type UnsubscribeLink = { troop: TroopLook; troopId: string; email: string; unsubscribed: boolean };

/** The troop and address of a valid link, and whether the address has already unsubscribed; null for any other link. */
export async function readUnsubscribeLink(db: Db, token: string): Promise<UnsubscribeLink | null> {
  const parsed = readUnsubscribeToken(token);
  if (!parsed) return null;
  const [troop] = await db
    .select({
      troopName: troops.troopName,
      primaryColor: troops.primaryColor,
      secondaryColor: troops.secondaryColor,
      accentColor: troops.accentColor,
      mailLinkSecret: troops.mailLinkSecret,
    })
    .from(troops)
    .where(eq(troops.id, parsed.troopId));
  if (!troop || !signatureMatches(troop.mailLinkSecret, parsed.troopId, parsed.email, parsed.signature)) return null;
  // The signed link proved its troop: the rest is read there.
  const [held] = await inTroop(parsed.troopId, () =>
    db
      .select({ at: emailUnsubscribes.unsubscribedAt })
      .from(emailUnsubscribes)
      .where(and(eq(emailUnsubscribes.troopId, parsed.troopId), eq(emailUnsubscribes.email, parsed.email))),
  );
  const { mailLinkSecret: _secret, ...look } = troop;
  return { troop: look, troopId: parsed.troopId, email: parsed.email, unsubscribed: held !== undefined };
}

/** Records the address's unsubscribe; a repeat (a second click, a mail program's one-click) changes nothing. */
export async function unsubscribe(db: Db, link: UnsubscribeLink, now = new Date()): Promise<void> {
  await db.insert(emailUnsubscribes).values({ troopId: link.troopId, email: link.email, unsubscribedAt: now }).onConflictDoNothing();
}

/** Takes an unsubscribe back: the address gets the troop's emails again. */
export async function resubscribe(db: Db, link: UnsubscribeLink): Promise<void> {
  await db.delete(emailUnsubscribes).where(and(eq(emailUnsubscribes.troopId, link.troopId), eq(emailUnsubscribes.email, link.email)));
}
