import { randomBytes } from "node:crypto";
import { asc } from "drizzle-orm";
import { DEFAULT_BRANDING } from "../../../shared/constants";
import { slugFromName } from "../../../shared/troop-slug";
import type { Db, DbOrTx } from "../client";
import { badges, troops } from "../schema";
import { inTroop } from "../troop-scope";
import { STARTER_BADGES } from "./starter-badges";

/** Codes people type from a leader's message: no easily confused letters. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export function newTroopCode(prefix: string): string {
  const bytes = randomBytes(8);
  let code = "";
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return `${prefix}-${code}`;
}

export const starterBadgeImageUrl = (slug: string) => `/badges/${slug}.svg`;

export async function insertStarterBadges(db: DbOrTx, troopId: string): Promise<void> {
  await db.insert(badges).values(
    STARTER_BADGES.map((b) => ({
      troopId,
      name: b.name,
      description: b.description,
      category: b.category,
      requirements: b.requirements,
      imageUrl: starterBadgeImageUrl(b.slug),
    })),
  );
}

/** A new troop: default branding but for its name, its own codes and the starter catalogue. */
export async function insertTroop(tx: DbOrTx, { troopName, slug }: { troopName?: string; slug: string }): Promise<{ id: string }> {
  const [troop] = await tx
    .insert(troops)
    .values({ troopName, slug, leaderInviteCode: newTroopCode("LEAD"), scoutJoinCode: newTroopCode("SCOUT") })
    .returning({ id: troops.id });
  if (!troop) throw new Error("troop insert returned nothing");
  await inTroop(troop.id, () => insertStarterBadges(tx, troop.id));
  return troop;
}

/**
 * First start: the troop with default branding and the starter catalogue.
 * Idempotent: does nothing once a troop exists, so every start may call it. Answers the
 * deployment's first troop, which keeps the addresses a one-troop deployment had (many-troops M1).
 */
export async function ensureTroop(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    // Serialises two processes starting at once against the same database.
    await tx.execute("select pg_advisory_xact_lock(4242)");
    // The deployment's first troop: the one it served alone before it held more.
    const existing = await tx.select({ id: troops.id }).from(troops).orderBy(asc(troops.createdAt), asc(troops.id)).limit(1);
    if (existing[0]) return existing[0].id;
    const troop = await insertTroop(tx, { slug: slugFromName(DEFAULT_BRANDING.troopName) || "troop" });
    return troop.id;
  });
}
