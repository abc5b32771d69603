import type { ScoutEvent } from "@shared/api/events";

/** "current/max" participants, 'Unlimited' when there is no maximum (null or 0). */
export function participantsLabel(event: Pick<ScoutEvent, "maxParticipants" | "currentParticipants">): string {
  return `${event.currentParticipants}/${event.maxParticipants ? event.maxParticipants : "Unlimited"}`;
}

/** The Events tab's type filter: every event, those without a type, or one custom type by key. */
export const ALL_EVENT_TYPES = "_all";
export const WITHOUT_EVENT_TYPE = "_none";

export function filterEventsByType<E extends Pick<ScoutEvent, "eventType">>(events: readonly E[], filter: string): E[] {
  if (filter === ALL_EVENT_TYPES) return [...events];
  if (filter === WITHOUT_EVENT_TYPE) return events.filter((e) => !e.eventType);
  return events.filter((e) => e.eventType === filter);
}

/** An event type as people read it: its label in the troop's list, else its key; null without a type. */
export function eventTypeLabel(key: string | null, types: readonly { key: string; label: string }[]): string | null {
  if (!key) return null;
  return types.find((t) => t.key === key)?.label ?? key;
}
