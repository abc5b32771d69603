import type { EventParticipant } from "@shared/api/events";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiRequest } from "@/lib/api-request";

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
