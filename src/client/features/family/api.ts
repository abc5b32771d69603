import type { ScoutActivity } from "@shared/api/activities";
import type { Badge } from "@shared/api/badges";
import type { ChildEvent, ChildScout, ChildSummary, ChildUpdateRequest } from "@shared/api/family";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

const base = "/api/parent/children";
const child = (scoutId: string) => `${base}/${encodeURIComponent(scoutId)}`;

export const childrenQuery = queryOptions({
  queryKey: [base],
  queryFn: ({ signal }) => apiGet<ChildSummary[]>(base, { signal }),
});
export const childBadgesQuery = (scoutId: string) =>
  queryOptions({ queryKey: [base, scoutId, "badges"], queryFn: ({ signal }) => apiGet<Badge[]>(`${child(scoutId)}/badges`, { signal }) });
export const childEventsQuery = (scoutId: string) =>
  queryOptions({
    queryKey: [base, scoutId, "events"],
    queryFn: ({ signal }) => apiGet<ChildEvent[]>(`${child(scoutId)}/events`, { signal }),
  });
export const childActivitiesQuery = (scoutId: string) =>
  queryOptions({
    queryKey: [base, scoutId, "activities"],
    queryFn: ({ signal }) => apiGet<ScoutActivity[]>(`${child(scoutId)}/activities`, { signal }),
  });

/** Links one more child to this parent with the child's parent invite code. */
export function linkChild(inviteCode: string) {
  return apiJson<{ scout: { name: string } }>("POST", "/api/parent/children", { inviteCode });
}

export function updateChild(scoutId: string, body: ChildUpdateRequest) {
  return apiJson<ChildScout>("PATCH", child(scoutId), body);
}

/** A linked parent gives their child's account a new password; the child's sessions end. */
export async function setChildPassword(scoutId: string, newPassword: string) {
  await apiRequest("PUT", `${child(scoutId)}/password`, { newPassword });
}

export type ChildEventAction = "join" | "withdraw" | "approve" | "decline";

/** Sign up / withdraw (PUT / DELETE participation) and approve / decline a pending request. */
export async function childEventAction(scoutId: string, eventId: string, action: ChildEventAction) {
  const url = `${child(scoutId)}/events/${encodeURIComponent(eventId)}`;
  if (action === "join") await apiRequest("PUT", `${url}/participation`);
  else if (action === "withdraw") await apiRequest("DELETE", `${url}/participation`);
  else await apiRequest("POST", `${url}/${action}`);
}

/** Everything the family pages show (children, their badges, events, feed), and the event lists' counts. */
export function refreshFamilyQueries() {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === "string" && (q.queryKey[0].startsWith(base) || q.queryKey[0].startsWith("/api/events")),
  });
}
