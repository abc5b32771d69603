import { eq } from "drizzle-orm";
import type { TroopContact } from "../../../shared/api/troop";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { troops } from "../../db/schema";
import { notFound } from "../../lib/http-error";

/** How families reach the leaders: the meeting place and time and the contact details from Troop Settings. */
export async function getTroopContact(db: DbOrTx, { troopId }: Actor): Promise<TroopContact> {
  const [row] = await db
    .select({
      troopName: troops.troopName,
      meetingLocation: troops.meetingLocation,
      meetingSchedule: troops.meetingSchedule,
      contactEmail: troops.contactEmail,
      contactPhone: troops.contactPhone,
      website: troops.website,
    })
    .from(troops)
    .where(eq(troops.id, troopId));
  if (!row) throw notFound("Troop");
  return row;
}
