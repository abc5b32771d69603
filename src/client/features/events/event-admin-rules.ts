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

/**
 * The delete confirmation: how many are signed up (joined or waiting for a parent's OK) and how many
 * wait for a place, and whether they will be told. `emailOn` undefined while the troop's settings
 * load: the message is promised only once known.
 */
export function deleteQuestion(
  event: (Pick<ScoutEvent, "currentParticipants"> & Partial<Pick<ScoutEvent, "waitlistCount">>) | null,
  emailOn: boolean | undefined,
): string {
  const n = event?.currentParticipants ?? 0;
  const waiting = event?.waitlistCount ?? 0;
  if (n === 0 && waiting === 0) return "Are you sure you want to delete this event? Nobody is signed up.";
  const people = (count: number) => (count === 1 ? "1 person" : `${count} people`);
  const signedUp =
    waiting === 0
      ? `${people(n)} ${n === 1 ? "is" : "are"} signed up.`
      : `${people(n)} ${n === 1 ? "is" : "are"} signed up and ${waiting} ${waiting === 1 ? "is" : "are"} on the waiting list.`;
  if (emailOn === false) return `${signedUp} Email notifications are off, so they will not be told it is cancelled.`;
  return `${signedUp} They and their parents will be told it is cancelled.`;
}
