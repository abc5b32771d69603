import type { BulkAwardResult, ScoutBadge } from "@shared/api/awards";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { refreshActivities } from "../activities/api";
import { refreshBadgeQueries } from "../badges/api";

export const awardKeys = { all: ["/api/scout-badges"] as const };

/** Awards are always sent with awardedBy 'Scout Leader'; the server records the acting leader. */
export const AWARDED_BY = "Scout Leader";

export const scoutBadgesQuery = queryOptions({
  queryKey: awardKeys.all,
  queryFn: ({ signal }) => apiGet<ScoutBadge[]>("/api/scout-badges", { signal }),
});

export function awardBadge(scoutId: string, badgeId: string) {
  return apiJson<ScoutBadge>("POST", `/api/scouts/${encodeURIComponent(scoutId)}/award-badge`, { badgeId, awardedBy: AWARDED_BY });
}

export function bulkAwardBadge(scoutIds: string[], badgeId: string) {
  return apiJson<BulkAwardResult>("POST", "/api/scouts/bulk-award-badge", { scoutIds, badgeId, awardedBy: AWARDED_BY });
}

/** 'Badges Awarded' description: how many got the badge and how many already held it. */
export function bulkAwardSummary(result: BulkAwardResult): string {
  const awarded = result.awarded.length;
  const skipped = result.skipped.length;
  const first = `Awarded to ${awarded} ${awarded === 1 ? "scout" : "scouts"}`;
  return skipped > 0 ? `${first}; ${skipped} already had it.` : `${first}.`;
}

/** After an award: awards, stats, activities and badge lists change. */
export function refreshAwardQueries() {
  return Promise.all([refreshAwards(), refreshBadgeQueries(), refreshActivities()]);
}

/** The award records alone (the roster refreshes them when a scout goes). */
export function refreshAwards() {
  return queryClient.invalidateQueries({ queryKey: awardKeys.all });
}
