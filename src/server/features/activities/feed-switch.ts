import type { DbOrTx } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { troopSwitches } from "../troop/troop-switches.service";

export const FEED_OFF = "The activity feed is turned off.";

/**
 * Every call that reads the feed or reacts to it (leaders' feed, a scout's own, a parent's view of
 * their child's) answers 403 while the troop has the feed switched off. Activities are still
 * recorded meanwhile, so switching it back on shows the whole history.
 */
export async function assertActivityFeedOn(db: DbOrTx, troopId: string): Promise<void> {
  const { enableActivityFeed } = await troopSwitches(db, troopId);
  if (!enableActivityFeed) throw new HttpError(403, FEED_OFF);
}
