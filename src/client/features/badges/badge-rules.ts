import { isEarnable } from "@shared/advancement";
import type { Badge, EarnedBadge } from "@shared/api/badges";

/** How a badge shows: earned, nearly done (can be earned now) or in progress. */
export type BadgeState = "earned" | "nearly" | "progress";

/**
 * "Nearly done" (and its Earn action) follows the ticked share, not the ring: a badge's starting
 * progress shows on the ring but never earns it.
 */
export function badgeState(badge: Pick<Badge, "isEarned" | "progressPercentage" | "requirements" | "completedRequirements">): BadgeState {
  if (badge.isEarned) return "earned";
  return isEarnable(badge) ? "nearly" : "progress";
}

/** Marks badges earned from the earned list too (the fresh list can be newer than the badge list). */
export function mergeEarned(badges: Badge[], earned: EarnedBadge[]): Badge[] {
  const dates = new Map(earned.map((e) => [e.id, e.earnedDate]));
  return badges.map((b) => {
    const date = dates.get(b.id);
    if (date === undefined) return b;
    return { ...b, isEarned: true, earnedDate: b.earnedDate ?? date };
  });
}

function time(date: string | null): number {
  if (!date) return Number.POSITIVE_INFINITY; // earned just now, no date yet: most recent
  const t = Date.parse(date);
  return Number.isNaN(t) ? 0 : t;
}

/** The 6 most recently earned badges, then the unearned ones by progress, highest first. */
export function recentAchievements(badges: Badge[], limit = 6): Badge[] {
  const earned = badges
    .filter((b) => b.isEarned)
    .sort((a, b) => time(b.earnedDate) - time(a.earnedDate))
    .slice(0, limit);
  const unearned = badges.filter((b) => !b.isEarned).sort((a, b) => b.progressPercentage - a.progressPercentage);
  return [...earned, ...unearned];
}

/** Overall percentage: round(earned / total × 100); 0 with no badges. */
export function overallPercentage(earnedCount: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((earnedCount / total) * 100);
}

/** The unearned badge closest to done (the scout's plus button opens it); null when none. */
export function mostProgressedUnearned(badges: Badge[]): Badge | null {
  let best: Badge | null = null;
  for (const b of badges) if (!b.isEarned && (!best || b.progressPercentage > best.progressPercentage)) best = b;
  return best;
}

/** The plus button's words for the badge to work on next: "Start" one not begun (0 %), else "Continue". */
export function workOnLabel(badge: Pick<Badge, "name" | "progressPercentage" | "completedRequirements">): string {
  const begun = badge.progressPercentage > 0 || badge.completedRequirements.length > 0;
  return `${begun ? "Continue" : "Start"} ${badge.name}`;
}

export function categoryTitle(category: string): string {
  return `${category.charAt(0).toUpperCase()}${category.slice(1)} Badges`;
}
