import type { ActivityReaction, ScoutActivity } from "@shared/api/activities";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** The feed, newest first; limited to one scout when scoutId is given. */
export const activitiesQuery = (scoutId: string | null) =>
  queryOptions({
    queryKey: ["/api/activities", scoutId ?? "all"],
    queryFn: ({ signal }) =>
      apiGet<ScoutActivity[]>(scoutId ? `/api/activities?scoutId=${encodeURIComponent(scoutId)}` : "/api/activities", { signal }),
  });

export function addReaction(activityId: string, emoji: string, message?: string) {
  return apiJson<ActivityReaction>("POST", `/api/activities/${encodeURIComponent(activityId)}/reactions`, {
    emoji,
    message: message ?? null,
  });
}

export function refreshActivities() {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === "/api/activities" });
}
