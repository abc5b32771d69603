import type { ScoutBadge } from "@shared/api/awards";

/** Badges the scout does not hold yet (the award list shows only these). */
export function badgesNotHeld<B extends { id: string }>(
  badges: B[],
  awards: Pick<ScoutBadge, "scoutId" | "badgeId">[],
  scoutId: string,
): B[] {
  const held = new Set(awards.filter((a) => a.scoutId === scoutId).map((a) => a.badgeId));
  return badges.filter((b) => !held.has(b.id));
}

/** Scouts who do not hold the badge yet (the bulk-award list excludes holders). */
export function scoutsWithoutBadge<S extends { id: string }>(
  scouts: S[],
  awards: Pick<ScoutBadge, "scoutId" | "badgeId">[],
  badgeId: string,
): S[] {
  const holders = new Set(awards.filter((a) => a.badgeId === badgeId).map((a) => a.scoutId));
  return scouts.filter((s) => !holders.has(s.id));
}
