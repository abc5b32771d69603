import type {
  CampSheet,
  CampSheetView,
  ConsentRecord,
  HelperOffer,
  ParticipantPayment,
  ReplyRequest,
  ReplyResult,
  ReplyRow,
} from "@shared/api/event-logistics";
import type { EventCreateRequest, EventParticipant, Participation, PendingRequest, ScoutEvent } from "@shared/api/events";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest } from "@/lib/api-request";
import { downloadFile } from "@/lib/download-file";
import { queryClient } from "@/lib/query-client";

/** Event cache keys: every event query (lists, participation, participants) sits under `all`. */
export const eventKeys = {
  all: ["/api/events"] as const,
  list: ["/api/events", "list"] as const,
  upcoming: ["/api/events", "upcoming"] as const,
  featured: ["/api/events", "featured"] as const,
  participation: (eventId: string) => ["/api/events", eventId, "participation"] as const,
  participants: (eventId: string) => ["/api/events", eventId, "participants"] as const,
  pendingRequests: ["/api/events", "pending-requests"] as const,
};

/** The troop's events, read without going through the cache (a read at idle that must not change what a page shows). */
export const readEvents = (signal?: AbortSignal) => apiGet<ScoutEvent[]>("/api/events", { signal });
export const eventsQuery = queryOptions({
  queryKey: eventKeys.list,
  queryFn: ({ signal }) => readEvents(signal),
});
export const upcomingEventsQuery = queryOptions({
  queryKey: eventKeys.upcoming,
  queryFn: ({ signal }) => apiGet<ScoutEvent[]>("/api/events/upcoming", { signal }),
});
export const featuredEventsQuery = queryOptions({
  queryKey: eventKeys.featured,
  queryFn: ({ signal }) => apiGet<ScoutEvent[]>("/api/events/featured", { signal }),
});
export const participationQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.participation(eventId),
    queryFn: ({ signal }) => apiGet<Participation>(`/api/events/${encodeURIComponent(eventId)}/participation`, { signal }),
  });

/** Scouts' requests to join that wait for an OK (leaders): under `all`, so every event refresh reads them again. */
export const pendingRequestsQuery = queryOptions({
  queryKey: eventKeys.pendingRequests,
  queryFn: ({ signal }) => apiGet<PendingRequest[]>("/api/events/pending-requests", { signal }),
});

/** A scout answers for themself: "yes" (Going) takes a place, waits for a parent's OK or a place; "no" (Can't come) frees it. */
export function replyToEvent(eventId: string, body: ReplyRequest) {
  return apiJson<ReplyResult>("PUT", `/api/events/${encodeURIComponent(eventId)}/reply`, body);
}

export function createEvent(body: EventCreateRequest) {
  return apiJson<ScoutEvent>("POST", "/api/events", body);
}

export function updateEvent(id: string, body: EventCreateRequest) {
  return apiJson<ScoutEvent>("PATCH", `/api/events/${encodeURIComponent(id)}`, body);
}

/** Every event query (lists, participation, participants) is refreshed so counts follow. */
export function refreshEventQueries() {
  return queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** Saves one event as an .ics file (signed in through the request helper, so no cookie is needed). */
export async function downloadEventIcs(eventId: string) {
  const res = await apiRequest("GET", `/api/events/${encodeURIComponent(eventId)}/ics`);
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "event.ics";
  downloadFile(name, await res.blob());
}

export const participantsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.participants(eventId),
    queryFn: ({ signal }) => apiGet<EventParticipant[]>(`/api/events/${encodeURIComponent(eventId)}/participants`, { signal }),
  });

export async function deleteEvent(id: string) {
  await apiRequest("DELETE", `/api/events/${encodeURIComponent(id)}`);
}

export async function removeParticipant(eventId: string, participantId: string) {
  await apiRequest("DELETE", `/api/events/${encodeURIComponent(eventId)}/participants/${encodeURIComponent(participantId)}`);
}

/** Parent approval: a leader decides a scout's pending request. */
export async function decideParticipant(eventId: string, participantId: string, decision: "approve" | "decline") {
  await apiRequest("POST", `/api/events/${encodeURIComponent(eventId)}/participants/${encodeURIComponent(participantId)}/${decision}`);
}

const eventUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
const participantUrl = (eventId: string, scoutId: string) => `${eventUrl(eventId)}/participants/${encodeURIComponent(scoutId)}`;

/** Running an event (leaders): every query sits under the event's keys, so a refresh of events reads them again. */
export const eventLogisticsKeys = {
  replies: (eventId: string) => ["/api/events", eventId, "replies"] as const,
  campSheet: (eventId: string) => ["/api/events", eventId, "camp-sheet"] as const,
  campSheetViews: (eventId: string) => ["/api/events", eventId, "camp-sheet", "views"] as const,
  helpers: (eventId: string) => ["/api/events", eventId, "helpers"] as const,
};

/** One row per active scout: their answer, note, who answered, consent, paid, place on the waiting list. */
export const repliesQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventLogisticsKeys.replies(eventId),
    queryFn: ({ signal }) => apiGet<ReplyRow[]>(`${eventUrl(eventId)}/replies`, { signal }),
  });

/** Every going child's health and contact details; each read is logged on the server, so it is read fresh each time. */
export const campSheetQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventLogisticsKeys.campSheet(eventId),
    queryFn: ({ signal }) => apiGet<CampSheet>(`${eventUrl(eventId)}/camp-sheet`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * The same sheet kept on the leader's device for camp (offline-camp-sheets.ts), under the same key so
 * it opens there with no network: the server logs it as "kept offline", not as a view.
 */
export const campSheetKeptOfflineQuery = (eventId: string) =>
  queryOptions({
    ...campSheetQuery(eventId),
    queryFn: ({ signal }) => apiGet<CampSheet>(`${eventUrl(eventId)}/camp-sheet?purpose=offline`, { signal }),
  });

export const campSheetViewsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventLogisticsKeys.campSheetViews(eventId),
    queryFn: ({ signal }) => apiGet<CampSheetView[]>(`${eventUrl(eventId)}/camp-sheet/views`, { signal }),
    staleTime: 0,
  });

export const helpersQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventLogisticsKeys.helpers(eventId),
    queryFn: ({ signal }) => apiGet<HelperOffer[]>(`${eventUrl(eventId)}/helpers`, { signal }),
  });

/** A leader ticks (or unticks) that a participant has paid; answers the payment as it now stands. */
export function setPaid(eventId: string, scoutId: string, paid: boolean) {
  return apiJson<ParticipantPayment>("PATCH", participantUrl(eventId, scoutId), { paid });
}

/** A leader records that a parent gave consent on paper. */
export function recordPaperConsent(eventId: string, scoutId: string) {
  return apiJson<ConsentRecord>("POST", `${participantUrl(eventId, scoutId)}/consent`, { method: "paper" });
}

/** A leader records a family's answer (by phone, on paper, in person) for one active scout. */
export function recordReply(eventId: string, scoutId: string, body: ReplyRequest) {
  return apiJson<ReplyResult>("PUT", `${eventUrl(eventId)}/replies/${encodeURIComponent(scoutId)}`, body);
}

/** The replies of one event read again (after a payment, a paper consent, a removal). */
export function refreshReplies(eventId: string) {
  return queryClient.invalidateQueries({ queryKey: eventLogisticsKeys.replies(eventId) });
}
