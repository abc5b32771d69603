import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Branding, TroopConfiguration, TroopConfigurationUpdate, troopConfigurationUpdate } from "../../../shared/api/troop";
import type { DbOrTx } from "../../db/client";
import { troops } from "../../db/schema";
import { newTroopCode } from "../../db/seed/seed";
import { iso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { onlySent } from "../../lib/only-sent";

type TroopRow = typeof troops.$inferSelect;

export function toConfiguration(row: TroopRow): TroopConfiguration {
  const { createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    customWelcomeMessage: rest.customWelcomeMessage,
    customBadgeCategories: rest.customBadgeCategories ?? null,
    customEventTypes: rest.customEventTypes ?? null,
    additionalFields: rest.additionalFields ?? null,
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
  };
}

async function loadTroop(db: DbOrTx, troopId: string): Promise<TroopRow> {
  const [row] = await db.select().from(troops).where(eq(troops.id, troopId));
  if (!row) throw notFound("Troop");
  return row;
}

export async function getBranding(db: DbOrTx, troopId: string): Promise<Branding> {
  const [row] = await db
    .select({
      troopName: troops.troopName,
      logoUrl: troops.logoUrl,
      primaryColor: troops.primaryColor,
      secondaryColor: troops.secondaryColor,
      accentColor: troops.accentColor,
      customWelcomeMessage: troops.customWelcomeMessage,
    })
    .from(troops)
    .where(eq(troops.id, troopId));
  if (!row) throw notFound("Troop");
  return row;
}

export async function getConfiguration(db: DbOrTx, troopId: string): Promise<TroopConfiguration> {
  return toConfiguration(await loadTroop(db, troopId));
}

/** Saves the editable fields only; ids, leader, codes and timestamps stay the server's. */
export async function updateConfiguration(
  db: DbOrTx,
  troopId: string,
  input: z.output<typeof troopConfigurationUpdate> | TroopConfigurationUpdate,
): Promise<TroopConfiguration> {
  const { customWelcomeMessage, ...rest } = input as z.output<typeof troopConfigurationUpdate>;
  const values: Partial<typeof troops.$inferInsert> = { ...onlySent(rest), updatedAt: new Date() };
  if (customWelcomeMessage !== undefined) values.customWelcomeMessage = customWelcomeMessage ?? "";
  const [row] = await db.update(troops).set(values).where(eq(troops.id, troopId)).returning();
  if (!row) throw notFound("Troop");
  return toConfiguration(row);
}

export async function regenerateCodes(db: DbOrTx, troopId: string): Promise<TroopConfiguration> {
  const [row] = await db
    .update(troops)
    .set({ leaderInviteCode: newTroopCode("LEAD"), scoutJoinCode: newTroopCode("SCOUT"), updatedAt: new Date() })
    .where(eq(troops.id, troopId))
    .returning();
  if (!row) throw notFound("Troop");
  return toConfiguration(row);
}
