import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { scouts } from "../../db/schema";

/** A scout account acting without its roster entry: none was ever linked, or a leader just erased it. */
export const SCOUT_RECORD_MISSING = "Your scout record was not found. Ask your leader.";

/** The roster entry linked to a scout account, or null (leaders have none). */
export async function scoutOfUser(db: DbOrTx, userId: string): Promise<{ id: string; name: string; troopId: string } | null> {
  const [row] = await db
    .select({ id: scouts.id, name: scouts.name, troopId: scouts.troopId })
    .from(scouts)
    .where(eq(scouts.userId, userId))
    .limit(1);
  return row ?? null;
}
