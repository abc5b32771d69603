/**
 * New patrols' colours until the leader picks one: told apart at a glance on the roster, each
 * readable as a mark on white. A new patrol gets the first the troop's patrols do not use yet.
 */
export const PATROL_COLORS = ["#2563eb", "#dc2626", "#16a34a", "#9333ea", "#ea580c", "#0891b2", "#ca8a04", "#db2777"] as const;

/** The first of PATROL_COLORS no patrol has (by the count of patrols once every one is used). */
export function nextPatrolColor(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()));
  return PATROL_COLORS.find((c) => !taken.has(c)) ?? PATROL_COLORS[used.length % PATROL_COLORS.length] ?? PATROL_COLORS[0];
}
