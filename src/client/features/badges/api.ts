import type { Badge, EarnedBadge } from "@shared/api/badges";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const BADGES_KEY = ["/api/badges"] as const;
export const EARNED_FRESH_KEY = ["/api/badges/earned-fresh"] as const;

export const badgesQuery = queryOptions({
  queryKey: BADGES_KEY,
  queryFn: ({ signal }) => apiGet<Badge[]>("/api/badges", { signal }),
});

/** Earned badges straight from the server (no-cache); a failure shows none (spec §8). */
export const earnedFreshQuery = queryOptions({
  queryKey: EARNED_FRESH_KEY,
  queryFn: async ({ signal }): Promise<EarnedBadge[]> => {
    try {
      return await apiGet<EarnedBadge[]>("/api/badges/earned-fresh", {
        signal,
        headers: { "Cache-Control": "no-cache" },
        cache: "no-store",
      });
    } catch {
      return [];
    }
  },
});

export function saveProgress(badgeId: string, completedRequirements: number[]) {
  return apiJson<Badge>("PATCH", `/api/badges/${encodeURIComponent(badgeId)}/progress`, { completedRequirements });
}

export function earnBadge(badgeId: string) {
  return apiJson<Badge>("PATCH", `/api/badges/${encodeURIComponent(badgeId)}/earn`);
}

/** Puts a badge returned by the server into the cached list. */
export function replaceCachedBadge(badge: Badge) {
  queryClient.setQueryData<Badge[]>(BADGES_KEY, (list) => list?.map((b) => (b.id === badge.id ? badge : b)));
}

/** After earning or a badge change: every badge query (list, earned, earned-fresh, stats) is refreshed. */
export function refreshBadgeQueries() {
  return queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/badges") });
}
