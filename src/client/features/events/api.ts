import type { ReplyRequest, ReplyResult } from "@shared/api/event-logistics";
import type { EventCreateRequest, Participation, PendingRequest, ScoutEvent } from "@shared/api/events";
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
