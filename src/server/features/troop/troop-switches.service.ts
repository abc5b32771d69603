import { eq, sql } from "drizzle-orm";
import type { TroopFeatures } from "../../../shared/api/troop";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { troops } from "../../db/schema";
import { notFound } from "../../lib/http-error";

/** Read by most changes (prepared, see db/prepared.ts). */
const switchesQuery = prepared("troop_switches", (db) =>
  db
    .select({
      enableAdvancementTracking: troops.enableAdvancementTracking,
      requireLeaderApproval: troops.requireLeaderApproval,
      enableActivityFeed: troops.enableActivityFeed,
    })
    .from(troops)
    .where(eq(troops.id, sql.placeholder("troopId"))),
);

/**
 * The troop's switches as they are now. Services read them on each request (never cached), so a
 * change in Troop Settings acts at once.
 */
export async function troopSwitches(db: DbOrTx, troopId: string) {
  const [row] = await switchesQuery(db).execute({ troopId });
  if (!row) throw notFound("Troop");
  return row;
}

/** The switches and custom lists every signed-in screen may read (GET /api/troop/features). */
export async function troopFeatures(db: DbOrTx, { troopId }: Actor): Promise<TroopFeatures> {
  const [row] = await db
    .select({
      enableAdvancementTracking: troops.enableAdvancementTracking,
      requireLeaderApproval: troops.requireLeaderApproval,
      enableActivityFeed: troops.enableActivityFeed,
      customBadgeCategories: troops.customBadgeCategories,
      customEventTypes: troops.customEventTypes,
    })
    .from(troops)
    .where(eq(troops.id, troopId));
  if (!row) throw notFound("Troop");
  return { ...row, customBadgeCategories: row.customBadgeCategories ?? [], customEventTypes: row.customEventTypes ?? [] };
}
