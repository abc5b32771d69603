import type { ScoutEvent } from "@shared/api/events";

/** "current/max" participants, 'Unlimited' when there is no maximum (null or 0). */
export function participantsLabel(event: Pick<ScoutEvent, "maxParticipants" | "currentParticipants">): string {
  return `${event.currentParticipants}/${event.maxParticipants ? event.maxParticipants : "Unlimited"}`;
}
