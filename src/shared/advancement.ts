import { NEARLY_DONE_THRESHOLD } from "./constants";

/**
 * Whether a badge can be earned: at least 75 % of its requirements ticked.
 * A badge's starting progress never earns it; only a badge without requirements goes by its
 * progress (which is then its starting progress).
 */
export function isEarnable(badge: {
  requirements: readonly unknown[];
  completedRequirements: readonly number[];
  progressPercentage: number;
}) {
  const total = badge.requirements.length;
  if (total === 0) return badge.progressPercentage >= NEARLY_DONE_THRESHOLD;
  const ticked = badge.completedRequirements.filter((index) => index < total).length;
  return 100 * ticked >= NEARLY_DONE_THRESHOLD * total;
}
