import type { EventParticipant, ScoutEvent } from "@shared/api/events";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** All events (same cache entry as the scout view's list). */
export const adminEventsQuery = queryOptions({
  queryKey: ["/api/events"],
  queryFn: ({ signal }) => apiGet<ScoutEvent[]>("/api/events", { signal }),
});

export const participantsQuery = (eventId: string) =>
  queryOptions({
    queryKey: [`/api/events/${eventId}/participants`],
    queryFn: ({ signal }) => apiGet<EventParticipant[]>(`/api/events/${encodeURIComponent(eventId)}/participants`, { signal }),
  });

export async function deleteEvent(id: string) {
  await apiRequest("DELETE", `/api/events/${encodeURIComponent(id)}`);
}

export async function removeParticipant(eventId: string, participantId: string) {
  await apiRequest("DELETE", `/api/events/${encodeURIComponent(eventId)}/participants/${encodeURIComponent(participantId)}`);
}

/** Every event query (lists, participation, participants) is refreshed so counts follow. */
export function refreshEventQueries() {
  return queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/events") });
}
