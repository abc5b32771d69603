import type { DbOrTx } from "../../db/client";
import { activities } from "../../db/schema";

export type ActivityInput = {
  troopId: string;
  scoutId: string;
  activityType: "badge_progress" | "event_participation" | "achievement" | "milestone";
  title: string;
  description: string;
  points: number;
  metadata?: Record<string, unknown>;
};

/**
 * Writes feed entries. Always call it with the transaction of the change the entry describes,
 * so the feed never shows something that did not happen (or misses something that did).
 */
export async function recordActivities(tx: DbOrTx, entries: ActivityInput[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(activities).values(entries.map((e) => ({ ...e, metadata: e.metadata ?? null })));
}
