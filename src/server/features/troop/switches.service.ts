import { eq, sql } from "drizzle-orm";
import { INVITE_MESSAGES } from "../../../shared/api/invites";
import type { TroopFeatures } from "../../../shared/api/troop";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { troops } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";

/**
 * The troop's switches, and every check that refuses a call while one is off. Switches are read on
 * each request (never cached), so a change in Troop Settings acts at once. Each refusal is a 403
 * with the one text the client shows for that switch.
 */

export const FEED_OFF = "The activity feed is turned off.";
export const TRACKING_OFF = "Your leaders record badges for this troop.";
export const portalOff = () => new HttpError(403, INVITE_MESSAGES.portalOff);

/** Read by most changes (prepared, see db/prepared.ts). */
const switchesQuery = prepared("troop_switches", (db) =>
  db
    .select({
      enableAdvancementTracking: troops.enableAdvancementTracking,
      requireLeaderApproval: troops.requireLeaderApproval,
      enableActivityFeed: troops.enableActivityFeed,
      enableParentPortal: troops.enableParentPortal,
    })
    .from(troops)
    .where(eq(troops.id, sql.placeholder("troopId"))),
);

/** The troop's switches as they are now; 404 for a troop that does not exist. */
export async function troopSwitches(db: DbOrTx, troopId: string) {
  const [row] = await switchesQuery(db).execute({ troopId });
  if (!row) throw notFound("Troop");
  return row;
}

/** Whether the parent portal is on (false for a troop that does not exist). */
export async function parentPortalOn(db: DbOrTx, troopId: string): Promise<boolean> {
  const [row] = await switchesQuery(db).execute({ troopId });
  return row?.enableParentPortal ?? false;
}

/** Every parent's call, parent invite and parent sign-up answers 403 while the portal is off. */
export async function requireParentPortal(db: DbOrTx, troopId: string): Promise<void> {
  if (!(await parentPortalOn(db, troopId))) throw portalOff();
}

/**
 * Every call that reads the feed or reacts to it (leaders' feed, a scout's own, a parent's view of
 * their child's) answers 403 while the troop has the feed switched off. Activities are still
 * recorded meanwhile, so switching it back on shows the whole history.
 */
export async function requireActivityFeed(db: DbOrTx, troopId: string): Promise<void> {
  const { enableActivityFeed } = await troopSwitches(db, troopId);
  if (!enableActivityFeed) throw new HttpError(403, FEED_OFF);
}

/**
 * With advancement tracking off, leaders record badges and scouts only look. Answers the switches,
 * for a caller that reads another one in the same step (leader approval).
 */
export async function requireTracking(db: DbOrTx, troopId: string) {
  const switches = await troopSwitches(db, troopId);
  if (!switches.enableAdvancementTracking) throw new HttpError(403, TRACKING_OFF);
  return switches;
}

export const TRACKING_OFF_FOR_LEADERS = "Advancement tracking is turned off. Turn it on in Troop Settings to sign off requirements.";

/**
 * A leader's sign-off ticks a requirement as a scout's tick does, so it follows the same switch:
 * with tracking off, requirements are neither ticked nor signed off (leaders award badges instead).
 * Answers the troop's time zone, which the sign-off's day is counted in.
 */
export async function requireTrackingToSignOff(db: DbOrTx, troopId: string): Promise<{ timeZone: string | null }> {
  const [row] = await db
    .select({ enableAdvancementTracking: troops.enableAdvancementTracking, timeZone: troops.timeZone })
    .from(troops)
    .where(eq(troops.id, troopId));
  if (!row) throw notFound("Troop");
  if (!row.enableAdvancementTracking) throw new HttpError(403, TRACKING_OFF_FOR_LEADERS);
  return { timeZone: row.timeZone };
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
