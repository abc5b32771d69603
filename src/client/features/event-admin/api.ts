import type { EventParticipant } from "@shared/api/events";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiRequest } from "@/lib/api-request";
import { eventKeys } from "../events/api";

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
