import type { BadgeScoutProgress, ScoutBadgeProgress } from "@shared/api/advancement";

/**
 * How leaders' progress views sort badges and scouts. A badge is "in progress" once a requirement is ticked or a leader has sent it back;
 * its starting progress alone is not work (it never earns a badge either).
 */

/** How many of the badge's requirements are ticked (indexes outside the list, or repeated, do not count). */
export function tickedCount(completedRequirements: readonly number[], totalRequirements: number): number {
  return new Set(completedRequirements.filter((index) => index >= 0 && index < totalRequirements)).size;
}

/** "3 of 4 requirements ticked"; a badge without requirements says so. */
export function ticksText(ticked: number, total: number): string {
  if (total === 0) return "No requirements";
  return `${ticked} of ${total} ${total === 1 ? "requirement" : "requirements"} ticked`;
}

export type ScoutProgressGroups = {
  earned: ScoutBadgeProgress[];
  waiting: ScoutBadgeProgress[];
  inProgress: ScoutBadgeProgress[];
  notStarted: ScoutBadgeProgress[];
};

const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);

/**
 * One scout's badges for a leader: earned (latest first), waiting for approval, in progress
 * (closest to done first) and not started.
 */
export function groupScoutProgress(badges: readonly ScoutBadgeProgress[]): ScoutProgressGroups {
  const groups: ScoutProgressGroups = { earned: [], waiting: [], inProgress: [], notStarted: [] };
  for (const badge of badges) {
    if (badge.isEarned) groups.earned.push(badge);
    else if (badge.approval === "pending") groups.waiting.push(badge);
    else if (badge.approval === "returned" || tickedCount(badge.completedRequirements, badge.requirements.length) > 0)
      groups.inProgress.push(badge);
    else groups.notStarted.push(badge);
  }
  groups.earned.sort((a, b) => time(b.earnedDate) - time(a.earnedDate) || a.name.localeCompare(b.name));
  groups.inProgress.sort((a, b) => b.progressPercentage - a.progressPercentage || a.name.localeCompare(b.name));
  return groups;
}

export type BadgeProgressGroups = {
  holders: BadgeScoutProgress[];
  waiting: BadgeScoutProgress[];
  working: BadgeScoutProgress[];
  notStarted: BadgeScoutProgress[];
};

/**
 * One badge across the roster: who holds it, who asked for it, who is working on it, and who has not
 * started (the server's order, holders and then progress, is kept within each group).
 */
export function groupBadgeProgress(rows: readonly BadgeScoutProgress[], totalRequirements: number): BadgeProgressGroups {
  const groups: BadgeProgressGroups = { holders: [], waiting: [], working: [], notStarted: [] };
  for (const row of rows) {
    if (row.isEarned) groups.holders.push(row);
    else if (row.approval === "pending") groups.waiting.push(row);
    else if (row.approval === "returned" || tickedCount(row.completedRequirements, totalRequirements) > 0) groups.working.push(row);
    else groups.notStarted.push(row);
  }
  return groups;
}
