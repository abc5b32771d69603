import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { scouts } from "../../db/schema";

/** The roster entry linked to a scout account, or null (leaders have none). */
export async function scoutOfUser(db: DbOrTx, userId: string): Promise<{ id: string; name: string; troopId: string } | null> {
  const [row] = await db
    .select({ id: scouts.id, name: scouts.name, troopId: scouts.troopId })
    .from(scouts)
    .where(eq(scouts.userId, userId))
    .limit(1);
  return row ?? null;
}
