import type { Badge, BadgeCreateRequest, BadgeUpdateRequest } from "@shared/api/badges";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** The badge list (same cache entry as the scout view's). */
export const adminBadgesQuery = queryOptions({
  queryKey: ["/api/badges"],
  queryFn: ({ signal }) => apiGet<Badge[]>("/api/badges", { signal }),
});

export function createBadge(body: BadgeCreateRequest) {
  return apiJson<Badge>("POST", "/api/badges", body);
}

export function updateBadge(id: string, body: BadgeUpdateRequest) {
  return apiJson<Badge>("PATCH", `/api/badges/${encodeURIComponent(id)}`, body);
}

export async function deleteBadge(id: string) {
  await apiRequest("DELETE", `/api/badges/${encodeURIComponent(id)}`);
}

/** One POST per badge, in order; stops at the first refusal. Returns how many were created. */
export async function importBadges(badges: BadgeCreateRequest[]): Promise<number> {
  let created = 0;
  for (const badge of badges) {
    await createBadge(badge);
    created++;
  }
  return created;
}

/** Every badge query (list, stats, earned) is refreshed after a change. */
export function refreshBadgeQueries() {
  return queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/badges") });
}
