import type { MyActivities } from "@shared/api/activities";
import type {
  BadgeApproval,
  BadgeScoutProgress,
  BulkApproveResult,
  MeetingSignOffRequest,
  MeetingSignOffResult,
  NearlyThere,
  ScoutBadgeProgress,
  SignOffRequest,
  SignOffResult,
} from "@shared/api/advancement";
import type { MarkPresentedResult, ScoutBadge, ToPresentGroup } from "@shared/api/awards";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** Cache keys of a badge's way from ticked to approved to handed out. */
export const advancementKeys = {
  approvals: ["/api/badge-approvals"] as const,
  toPresent: ["/api/awards/to-present"] as const,
  nearlyThere: ["/api/badges/nearly-there"] as const,
  scoutProgress: (scoutId: string) => ["/api/scouts", scoutId, "progress"] as const,
  badgeProgress: (badgeId: string) => ["/api/badges", badgeId, "progress"] as const,
  // Under the feed's keys, so whatever refreshes the feed refreshes the scout's own too.
  myActivities: ["/api/activities", "mine"] as const,
};

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

const signOffPath = (scoutId: string, badgeId: string, index: number) =>
  `/api/scouts/${encodeURIComponent(scoutId)}/badges/${encodeURIComponent(badgeId)}/requirements/${index}/sign-off`;

/** A leader signs one requirement off for one scout (date: today in the troop's zone when left out). */
export function signOffRequirement(scoutId: string, badgeId: string, index: number, body: SignOffRequest) {
  return apiJson<SignOffResult>("POST", signOffPath(scoutId, badgeId, index), body);
}

/** A leader's undo: the sign-off and the tick it stands for go. */
export async function undoSignOff(scoutId: string, badgeId: string, index: number) {
  await apiRequest("DELETE", signOffPath(scoutId, badgeId, index));
}

/** At a meeting: one requirement signed off for every scout ticked, all or none. */
export function signOffAtMeeting(badgeId: string, index: number, body: MeetingSignOffRequest) {
  return apiJson<MeetingSignOffResult>("POST", `/api/badges/${encodeURIComponent(badgeId)}/requirements/${index}/sign-off`, body);
}

/**
 * After a sign-off or its undo: every read that shows ticks — the scout's progress, the badge's
 * across the roster, "Nearly there", and the badge lists and statistics.
 */
export function refreshSignOffReads() {
  return Promise.all(
    [["/api/scouts"], ["/api/badges"], advancementKeys.nearlyThere, advancementKeys.approvals, advancementKeys.myActivities].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
