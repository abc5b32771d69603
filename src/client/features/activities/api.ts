import type { ActivityReaction, ScoutActivity } from "@shared/api/activities";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** The feed's cache keys: every feed query sits under `all`. */
export const activityKeys = {
  all: ["/api/activities"] as const,
  feed: (scoutId: string | null) => [...activityKeys.all, scoutId ?? "all"] as const,
};

/** What the server sends per page when no limit is asked for. */
export const ACTIVITY_PAGE_SIZE = 50;

function feedUrl(scoutId: string | null, before: string | null) {
  const params = new URLSearchParams();
  if (scoutId) params.set("scoutId", scoutId);
  if (before) params.set("before", before);
  const query = params.toString();
  return query ? `/api/activities?${query}` : "/api/activities";
}

/**
 * The feed, newest first, a page at a time; limited to one scout by the server when scoutId is
 * given. The next page continues after the last activity shown; a short page is the last one.
 */
export const activityFeedQuery = (scoutId: string | null) =>
  infiniteQueryOptions({
    queryKey: activityKeys.feed(scoutId),
    queryFn: ({ signal, pageParam }) => apiGet<ScoutActivity[]>(feedUrl(scoutId, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.length < ACTIVITY_PAGE_SIZE ? null : (page.at(-1)?.id ?? null)),
  });

export function addReaction(activityId: string, emoji: string, message?: string) {
  return apiJson<ActivityReaction>("POST", `/api/activities/${encodeURIComponent(activityId)}/reactions`, {
    emoji,
    message: message ?? null,
  });
}

/** After anything that writes an activity (progress, awards, attendance, reactions, roster changes). */
export function refreshActivities() {
  return queryClient.invalidateQueries({ queryKey: activityKeys.all });
}
