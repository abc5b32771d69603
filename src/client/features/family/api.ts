import type { ScoutActivity } from "@shared/api/activities";
import type { Badge } from "@shared/api/badges";
import type {
  ConsentRecord,
  ConsentSignRequest,
  HelperOffer,
  HelperOfferRequest,
  ReplyRequest,
  ReplyResult,
} from "@shared/api/event-logistics";
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
    queryFn: ({ signal }) => apiGet<FamilyEvent[]>(`${child(scoutId)}/events`, { signal }),
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

/** A leader-free answer to a request that waits for a parent's OK: approve or decline it. */
export async function childEventAction(scoutId: string, eventId: string, action: "approve" | "decline") {
  await apiRequest("POST", `${child(scoutId)}/events/${encodeURIComponent(eventId)}/${action}`);
}

/** Everything the family pages show (children, their badges, events, feed), and the event lists' counts. */
export function refreshFamilyQueries() {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === "string" && (q.queryKey[0].startsWith(base) || q.queryKey[0].startsWith("/api/events")),
  });
}

/**
 * A child's event as the family page reads it. The consent on record and the place on the waiting
 * list are read when the server sends them with the child's events; a consent just signed or
 * withdrawn is kept in the cache (see `keepConsent`).
 */
export type FamilyEvent = ChildEvent & { consent?: ConsentRecord | null; waitlistPosition?: number | null };

const childEventUrl = (scoutId: string, eventId: string) => `${child(scoutId)}/events/${encodeURIComponent(eventId)}`;

/** A parent answers for their child: "yes" (Going) or "no" (Can't come, with an optional note). */
export function replyForChild(scoutId: string, eventId: string, body: ReplyRequest) {
  return apiJson<ReplyResult>("PUT", `${childEventUrl(scoutId, eventId)}/reply`, body);
}

/** A parent signs the event's consent with their typed name; the record comes back as kept. */
export function signConsent(scoutId: string, eventId: string, body: ConsentSignRequest) {
  return apiJson<ConsentRecord>("POST", `${childEventUrl(scoutId, eventId)}/consent`, body);
}

export async function withdrawConsent(scoutId: string, eventId: string) {
  await apiRequest("DELETE", `${childEventUrl(scoutId, eventId)}/consent`);
}

/** Shows a consent just signed (or withdrawn: null) on the child's event at once. */
export function keepConsent(scoutId: string, eventId: string, consent: ConsentRecord | null) {
  queryClient.setQueryData<FamilyEvent[]>(childEventsQuery(scoutId).queryKey, (events) =>
    events?.map((e) => (e.id === eventId ? { ...e, consent } : e)),
  );
}

/** Keeps a waiting place's number from the answer until the server sends it with the events. */
export function keepWaitlistPosition(scoutId: string, eventId: string, position: number | null) {
  queryClient.setQueryData<FamilyEvent[]>(childEventsQuery(scoutId).queryKey, (events) =>
    events?.map((e) => (e.id === eventId ? { ...e, waitlistPosition: position } : e)),
  );
}

const helpersUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/helpers`;

/** This parent's offer of help for an event (the list holds only their own), or null. */
export const myHelperOfferQuery = (eventId: string) =>
  queryOptions({
    queryKey: ["/api/events", eventId, "helpers", "mine"] as const,
    queryFn: async ({ signal }) => (await apiGet<HelperOffer[]>(helpersUrl(eventId), { signal }))[0] ?? null,
  });

/** Offers help (POST), or changes the offer already made (PUT). */
export function saveHelperOffer(eventId: string, body: HelperOfferRequest, change: boolean) {
  return apiJson<HelperOffer>(change ? "PUT" : "POST", helpersUrl(eventId), body);
}

export async function withdrawHelperOffer(eventId: string) {
  await apiRequest("DELETE", helpersUrl(eventId));
}
