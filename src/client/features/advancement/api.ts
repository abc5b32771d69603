import type { MyActivities } from "@shared/api/activities";
import type {
  BadgeApproval,
  BadgeScoutProgress,
  BulkApproveResult,
  MarkPresentedResult,
  NearlyThere,
  ScoutBadgeProgress,
  ToPresentGroup,
} from "@shared/api/advancement";
import type { ScoutBadge } from "@shared/api/scouts";
import type { TroopFeatures } from "@shared/api/troop";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** Cache keys of a badge's way from ticked to approved to handed out. */
export const advancementKeys = {
  features: ["/api/troop/features"] as const,
  approvals: ["/api/badge-approvals"] as const,
  toPresent: ["/api/awards/to-present"] as const,
  nearlyThere: ["/api/badges/nearly-there"] as const,
  scoutProgress: (scoutId: string) => ["/api/scouts", scoutId, "progress"] as const,
  badgeProgress: (badgeId: string) => ["/api/badges", badgeId, "progress"] as const,
  // Under the feed's keys, so whatever refreshes the feed refreshes the scout's own too.
  myActivities: ["/api/activities", "mine"] as const,
};

/** The troop's switches and custom lists; read fresh on each visit so a change in Troop Settings shows at once. */
export const troopFeaturesQuery = queryOptions({
  queryKey: advancementKeys.features,
  queryFn: ({ signal }) => apiGet<TroopFeatures>("/api/troop/features", { signal }),
  staleTime: 0,
});

export const approvalsQuery = queryOptions({
  queryKey: advancementKeys.approvals,
  queryFn: ({ signal }) => apiGet<BadgeApproval[]>("/api/badge-approvals", { signal }),
  staleTime: 0,
});

export const toPresentQuery = queryOptions({
  queryKey: advancementKeys.toPresent,
  queryFn: ({ signal }) => apiGet<ToPresentGroup[]>("/api/awards/to-present", { signal }),
  staleTime: 0,
});

export const nearlyThereQuery = queryOptions({
  queryKey: advancementKeys.nearlyThere,
  queryFn: ({ signal }) => apiGet<NearlyThere[]>("/api/badges/nearly-there", { signal }),
  staleTime: 0,
});

export const scoutProgressQuery = (scoutId: string) =>
  queryOptions({
    queryKey: advancementKeys.scoutProgress(scoutId),
    queryFn: ({ signal }) => apiGet<ScoutBadgeProgress[]>(`/api/scouts/${encodeURIComponent(scoutId)}/progress`, { signal }),
    staleTime: 0,
  });

export const badgeProgressQuery = (badgeId: string) =>
  queryOptions({
    queryKey: advancementKeys.badgeProgress(badgeId),
    queryFn: ({ signal }) => apiGet<BadgeScoutProgress[]>(`/api/badges/${encodeURIComponent(badgeId)}/progress`, { signal }),
    staleTime: 0,
  });

export const myActivitiesQuery = queryOptions({
  queryKey: advancementKeys.myActivities,
  queryFn: ({ signal }) => apiGet<MyActivities>("/api/activities/mine", { signal }),
  staleTime: 0,
});

export function approveRequest(id: string) {
  return apiJson<ScoutBadge>("POST", `/api/badge-approvals/${encodeURIComponent(id)}/approve`);
}

export function approveRequests(ids: string[]) {
  return apiJson<BulkApproveResult>("POST", "/api/badge-approvals/approve", { ids });
}

export async function returnRequest(id: string, note: string) {
  await apiRequest("POST", `/api/badge-approvals/${encodeURIComponent(id)}/return`, { note });
}

export function markPresented(awardIds: string[], presentedAt?: string) {
  return apiJson<MarkPresentedResult>("POST", "/api/awards/presented", presentedAt ? { awardIds, presentedAt } : { awardIds });
}

/** After an approval, a return, an award or a presentation: every list that shows where badges stand. */
export function refreshAdvancement() {
  return Promise.all(
    [
      advancementKeys.approvals,
      advancementKeys.toPresent,
      advancementKeys.nearlyThere,
      ["/api/scouts"],
      ["/api/badges"],
      ["/api/scout-badges"],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
