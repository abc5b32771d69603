import { and, desc, eq } from "drizzle-orm";
import type { HealthCard, HealthRead, HealthUpdateRequest } from "../../../shared/api/event-logistics";
import type { Actor } from "../../auth/actor";
import type { Db, DbOrTx } from "../../db/client";
import { healthReads, scouts } from "../../db/schema";
import { iso } from "../../lib/dates";
import { notFound, requireUuid } from "../../lib/http-error";

/** How many of the latest reads a Health card lists. */
export const READS_SHOWN = 10;

const healthColumns = {
  scoutId: scouts.id,
  name: scouts.name,
  allergies: scouts.allergies,
  medicalNotes: scouts.medicalNotes,
  dietaryNeeds: scouts.dietaryNeeds,
};

async function latestReads(db: DbOrTx, scoutId: string): Promise<HealthRead[]> {
  const rows = await db
    .select({ readerName: healthReads.readerName, readAt: healthReads.readAt })
    .from(healthReads)
    .where(eq(healthReads.scoutId, scoutId))
    .orderBy(desc(healthReads.readAt), desc(healthReads.id))
    .limit(READS_SHOWN);
  return rows.map((r) => ({ readerName: r.readerName, readAt: iso(r.readAt) }));
}

/**
 * A scout's Health card (running-a-troop.md §15, "Health data is read where it is logged"): the
 * allergies, medical notes and dietary needs, and who read them. Every read is written to the log in
 * the same transaction, so none is unlogged. The caller has checked who may read it (a leader of the
 * troop, or a parent of this child); a scout of another troop is unknown here.
 */
export async function readHealthCard(db: Db, actor: Actor, scoutId: string, now = new Date()): Promise<HealthCard> {
  requireUuid(scoutId, "Scout");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(healthColumns)
      .from(scouts)
      .where(and(eq(scouts.id, scoutId), eq(scouts.troopId, actor.troopId)));
    if (!row) throw notFound("Scout");
    await tx.insert(healthReads).values({ troopId: actor.troopId, scoutId, userId: actor.userId, readerName: actor.name, readAt: now });
    return { ...row, reads: await latestReads(tx, scoutId) };
  });
}

/** Replaces a scout's health and food notes (an emptied field clears it); the answer is the card, not a new read. */
export async function saveHealth(db: Db, actor: Actor, scoutId: string, input: HealthUpdateRequest): Promise<HealthCard> {
  requireUuid(scoutId, "Scout");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(scouts)
      .set({
        allergies: input.allergies ?? null,
        medicalNotes: input.medicalNotes ?? null,
        dietaryNeeds: input.dietaryNeeds ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(scouts.id, scoutId), eq(scouts.troopId, actor.troopId)))
      .returning(healthColumns);
    if (!row) throw notFound("Scout");
    return { ...row, reads: await latestReads(tx, scoutId) };
  });
}
