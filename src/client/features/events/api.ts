import type { EventCreateRequest, Participation, ScoutEvent } from "@shared/api/events";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const eventsQuery = queryOptions({
  queryKey: ["/api/events"],
  queryFn: ({ signal }) => apiGet<ScoutEvent[]>("/api/events", { signal }),
});
export const upcomingEventsQuery = queryOptions({
  queryKey: ["/api/events/upcoming"],
  queryFn: ({ signal }) => apiGet<ScoutEvent[]>("/api/events/upcoming", { signal }),
});
export const featuredEventsQuery = queryOptions({
  queryKey: ["/api/events/featured"],
  queryFn: ({ signal }) => apiGet<ScoutEvent[]>("/api/events/featured", { signal }),
});
export const participationQuery = (eventId: string) =>
  queryOptions({
    queryKey: [`/api/events/${eventId}/participation`],
    queryFn: ({ signal }) => apiGet<Participation>(`/api/events/${encodeURIComponent(eventId)}/participation`, { signal }),
  });

export function joinEvent(eventId: string) {
  return apiJson<ScoutEvent>("PATCH", `/api/events/${encodeURIComponent(eventId)}/join`);
}

export function createEvent(body: EventCreateRequest) {
  return apiJson<ScoutEvent>("POST", "/api/events", body);
}

export function updateEvent(id: string, body: EventCreateRequest) {
  return apiJson<ScoutEvent>("PATCH", `/api/events/${encodeURIComponent(id)}`, body);
}

/** Every event query (lists, participation, participants) is refreshed so counts follow. */
export function refreshEventQueries() {
  return queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/events") });
}
