import type { Badge, BadgeCreateRequest, BadgeStats, BadgeUpdateRequest, EarnedBadge } from "@shared/api/badges";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** Badge cache keys: the list is `all`, and every other badge query (earned, statistics) sits under it. */
export const badgeKeys = {
  all: ["/api/badges"] as const,
  earnedFresh: ["/api/badges", "earned-fresh"] as const,
  stats: ["/api/badges", "stats"] as const,
};

export const badgesQuery = queryOptions({
  queryKey: badgeKeys.all,
  queryFn: ({ signal }) => apiGet<Badge[]>("/api/badges", { signal }),
});

/** Earned badges straight from the server (no-cache); a failure shows none. */
export const earnedFreshQuery = queryOptions({
  queryKey: badgeKeys.earnedFresh,
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

/** Badge statistics (leader dashboard); under the badge keys, so any badge change refreshes them. */
export const badgeStatsQuery = queryOptions({
  queryKey: badgeKeys.stats,
  queryFn: ({ signal }) => apiGet<BadgeStats>("/api/badges/stats", { signal }),
});

export function saveProgress(badgeId: string, completedRequirements: number[]) {
  return apiJson<Badge>("PATCH", `/api/badges/${encodeURIComponent(badgeId)}/progress`, { completedRequirements });
}

export function earnBadge(badgeId: string) {
  return apiJson<Badge>("PATCH", `/api/badges/${encodeURIComponent(badgeId)}/earn`);
}

/** Puts a badge returned by the server into the cached list. */
export function replaceCachedBadge(badge: Badge) {
  queryClient.setQueryData<Badge[]>(badgeKeys.all, (list) => list?.map((b) => (b.id === badge.id ? badge : b)));
}

/** After earning or a badge change: every badge query (list, earned, earned-fresh, stats) is refreshed. */
export function refreshBadgeQueries() {
  return queryClient.invalidateQueries({ queryKey: badgeKeys.all });
}

/** On sign-in: the earned badges are the new account's, never the previous one's. */
export function refreshEarnedBadges() {
  return queryClient.invalidateQueries({ queryKey: badgeKeys.earnedFresh });
}

/** The badge statistics alone (they count scouts, so roster changes move them). */
export function refreshBadgeStats() {
  return queryClient.invalidateQueries({ queryKey: badgeKeys.stats });
}

export function createBadge(body: BadgeCreateRequest) {
  return apiJson<Badge>("POST", "/api/badges", body);
}

export function updateBadge(id: string, body: BadgeUpdateRequest) {
  return apiJson<Badge>("PATCH", `/api/badges/${encodeURIComponent(id)}`, body);
}

export async function deleteBadge(id: string) {
  await apiRequest("DELETE", `/api/badges/${encodeURIComponent(id)}`);
}

/**
 * One POST per badge, in order; stops at the first refusal (its ApiError is thrown on). Returns how
 * many were created; `onCreated` hears each one (so a refusal can name the badge it stopped at).
 */
export async function importBadges(badges: BadgeCreateRequest[], onCreated?: (count: number) => void): Promise<number> {
  let created = 0;
  for (const badge of badges) {
    await createBadge(badge);
    created++;
    onCreated?.(created);
  }
  return created;
}
