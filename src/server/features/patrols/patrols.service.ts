import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { z } from "zod";
import { PATROL_MESSAGES, type Patrol, type patrolCreateRequest, type patrolUpdateRequest } from "../../../shared/api/patrols";
import type { Actor } from "../../auth/actor";
import type { Db, DbOrTx } from "../../db/client";
import { patrols, scouts } from "../../db/schema";
import { HttpError, isUniqueViolation, notFound, requireUuid } from "../../lib/http-error";
import { onlySent } from "../../lib/only-sent";
import { lockPatrol } from "../scouts/patrol-place.service";

const PATROL = "Patrol";

/** Active scouts of the patrol: the count leaders see and the removal check. */
// Spelled out: inside a selected expression the query builder would leave the columns' tables off.
const activeCount = sql<number>`(
  select count(*) from scouts s where s.patrol_id = "patrols"."id" and s.is_active
)`.mapWith(Number);

/** What a leader sees of a patrol: every column of its own (a new one shows without a change here), and the count. */
const { troopId: _troop, createdAt: _created, updatedAt: _updated, ...shownColumns } = getTableColumns(patrols);
const patrolColumns = { ...shownColumns, scoutCount: activeCount };

export async function listPatrols(db: DbOrTx, { troopId }: Actor): Promise<Patrol[]> {
  return db
    .select(patrolColumns)
    .from(patrols)
    .where(eq(patrols.troopId, troopId))
    .orderBy(asc(sql`lower(${patrols.name})`), asc(patrols.id));
}

async function getPatrol(db: DbOrTx, troopId: string, patrolId: string): Promise<Patrol> {
  const [row] = await db
    .select(patrolColumns)
    .from(patrols)
    .where(and(eq(patrols.id, patrolId), eq(patrols.troopId, troopId)));
  if (!row) throw notFound(PATROL);
  return row;
}

/** The unique (troop, lower(name)) index is the rule: two patrols of a troop never share a name, whatever the case. */
async function withNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, PATROL_MESSAGES.nameTaken, { name: PATROL_MESSAGES.nameTaken });
    throw error;
  }
}

export async function createPatrol(db: Db, { troopId }: Actor, input: z.output<typeof patrolCreateRequest>): Promise<Patrol> {
  const [row] = await withNameConflict(() =>
    db
      .insert(patrols)
      .values({ troopId, ...input })
      .returning({ id: patrols.id }),
  );
  if (!row) throw new Error("patrol insert returned nothing");
  return getPatrol(db, troopId, row.id);
}

export async function updatePatrol(
  db: Db,
  { troopId }: Actor,
  patrolId: string,
  input: z.output<typeof patrolUpdateRequest>,
): Promise<Patrol> {
  requireUuid(patrolId, PATROL);
  const [row] = await withNameConflict(() =>
    db
      .update(patrols)
      .set({ ...onlySent(input), updatedAt: new Date() })
      .where(and(eq(patrols.id, patrolId), eq(patrols.troopId, troopId)))
      .returning({ id: patrols.id }),
  );
  if (!row) throw notFound(PATROL);
  return getPatrol(db, troopId, row.id);
}

/**
 * Removes an empty patrol. A patrol with scouts in it (active or not) is kept with a message that
 * counts them; the patrol row is locked first, so a scout moved in meanwhile either waits for the
 * removal (and then finds the patrol gone) or is counted here.
 */
export async function deletePatrol(db: Db, { troopId }: Actor, patrolId: string): Promise<void> {
  requireUuid(patrolId, PATROL);
  await db.transaction(async (tx) => {
    const patrol = await lockPatrol(tx, troopId, patrolId);
    if (!patrol) throw notFound(PATROL);
    const [members] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(scouts)
      .where(eq(scouts.patrolId, patrol.id));
    const count = members?.count ?? 0;
    if (count > 0) throw new HttpError(409, PATROL_MESSAGES.stillHasScouts(patrol.name, count));
    await tx.delete(patrols).where(eq(patrols.id, patrol.id));
  });
}

/** One of the troop's patrols, unlocked (for reads that only need it to exist). */
export async function findPatrol(db: DbOrTx, troopId: string, patrolId: string) {
  requireUuid(patrolId, PATROL);
  const [row] = await db
    .select({ id: patrols.id, name: patrols.name, color: patrols.color })
    .from(patrols)
    .where(and(eq(patrols.id, patrolId), eq(patrols.troopId, troopId)));
  if (!row) throw notFound(PATROL);
  return row;
}
