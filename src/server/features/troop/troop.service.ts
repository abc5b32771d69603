import { count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Branding, TroopConfiguration, TroopConfigurationUpdate, troopConfigurationUpdate } from "../../../shared/api/troop";
import { DEFAULT_BRANDING } from "../../../shared/constants";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { troops } from "../../db/schema";
import { newTroopCode } from "../../db/seed/seed";
import { iso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { onlySent } from "../../lib/only-sent";
import { troopTimeZone } from "../../lib/time-zone";
import { refuseRemovingUsedKeys } from "./custom-keys.service";

type TroopRow = typeof troops.$inferSelect;

export function toConfiguration(row: TroopRow): TroopConfiguration {
  const { createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    customWelcomeMessage: rest.customWelcomeMessage,
    customBadgeCategories: rest.customBadgeCategories ?? null,
    customEventTypes: rest.customEventTypes ?? null,
    additionalFields: rest.additionalFields ?? null,
    timeZone: troopTimeZone(rest.timeZone),
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
      timeZone: troops.timeZone,
      currency: troops.currency,
    })
    .from(troops)
    .where(eq(troops.id, troopId));
  if (!row) throw notFound("Troop");
  return { ...row, timeZone: troopTimeZone(row.timeZone) };
}

/** How many troops the deployment holds: with one, `/` is that troop's page; with more, the deployment's. */
export async function troopCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(troops);
  return row?.n ?? 0;
}

/**
 * The branding a signed-out visitor sees away from any troop's own address (`/`, `/login`): the only
 * troop's while the deployment holds one; with more, the deployment's own (its name, the default
 * colours), so no troop's name or colours stand for the others (many-troops M4).
 */
export async function visitorBranding(db: DbOrTx, firstTroopId: string, deploymentName: string): Promise<Branding> {
  if ((await troopCount(db)) <= 1) return getBranding(db, firstTroopId);
  return { ...DEFAULT_BRANDING, troopName: deploymentName, timeZone: troopTimeZone(null) };
}

/** Every leader reads the settings; the leader invite code only an admin, since only admins invite leaders. */
export async function getConfiguration(db: DbOrTx, { troopId, leaderRole }: Actor): Promise<TroopConfiguration> {
  const configuration = toConfiguration(await loadTroop(db, troopId));
  return leaderRole === "admin" ? configuration : { ...configuration, leaderInviteCode: null };
}

/**
 * Saves the editable fields only; ids, leader, codes and timestamps stay the server's. Removing a
 * custom category or event type that badges or events still use is refused (409).
 */
export async function updateConfiguration(
  db: DbOrTx,
  { troopId }: Actor,
  input: z.output<typeof troopConfigurationUpdate> | TroopConfigurationUpdate,
): Promise<TroopConfiguration> {
  const { customWelcomeMessage, ...rest } = input as z.output<typeof troopConfigurationUpdate>;
  const values: Partial<typeof troops.$inferInsert> = { ...onlySent(rest), updatedAt: new Date() };
  if (customWelcomeMessage !== undefined) values.customWelcomeMessage = customWelcomeMessage ?? "";
  return db.transaction(async (tx) => {
    if (rest.customBadgeCategories !== undefined || rest.customEventTypes !== undefined) {
      const [current] = await tx
        .select({ categories: troops.customBadgeCategories, eventTypes: troops.customEventTypes })
        .from(troops)
        .where(eq(troops.id, troopId))
        .for("update");
      if (!current) throw notFound("Troop");
      await refuseRemovingUsedKeys(tx, troopId, current, { categories: rest.customBadgeCategories, eventTypes: rest.customEventTypes });
    }
    const [row] = await tx.update(troops).set(values).where(eq(troops.id, troopId)).returning();
    if (!row) throw notFound("Troop");
    return toConfiguration(row);
  });
}

export async function regenerateCodes(db: DbOrTx, { troopId }: Actor): Promise<TroopConfiguration> {
  const [row] = await db
    .update(troops)
    .set({ leaderInviteCode: newTroopCode("LEAD"), scoutJoinCode: newTroopCode("SCOUT"), updatedAt: new Date() })
    .where(eq(troops.id, troopId))
    .returning();
  if (!row) throw notFound("Troop");
  return toConfiguration(row);
}
