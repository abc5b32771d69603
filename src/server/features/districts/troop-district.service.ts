import { eq } from "drizzle-orm";
import type { TroopDistrict } from "../../../shared/api/districts";
import type { DbOrTx } from "../../db/client";
import { districts, troops } from "../../db/schema";

/** The district the troop belongs to (many-troops M6), or null: its leaders see it on the troop's settings. */
export async function troopDistrict(db: DbOrTx, troopId: string): Promise<TroopDistrict> {
  const [row] = await db
    .select({ id: districts.id, name: districts.name })
    .from(troops)
    .innerJoin(districts, eq(districts.id, troops.districtId))
    .where(eq(troops.id, troopId));
  return { district: row ?? null };
}

/** The troop leaves its district: its commissioners no longer see its counts. Leaving twice changes nothing. */
export async function leaveDistrict(db: DbOrTx, troopId: string): Promise<TroopDistrict> {
  await db.update(troops).set({ districtId: null, updatedAt: new Date() }).where(eq(troops.id, troopId));
  return { district: null };
}
