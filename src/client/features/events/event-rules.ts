import type { ScoutEvent } from "@shared/api/events";
import { CALENDAR_CELLS, DEFAULT_EVENT_HOURS } from "@shared/constants";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The 42 days of a Sunday-first month grid containing `month` (any date in it), from the Sunday on or before the 1st. */
export function calendarCells(month: Date): Date[] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  return Array.from({ length: CALENDAR_CELLS }, (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i));
}

/** Local "yyyy-mm-dd" of a date (calendar matching). */
export function dayKey(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${m}-${d}`;
}

/** Days (local) on which events take place: every day from start to end (start day only without an end). */
export function eventDays(events: Pick<ScoutEvent, "startDate" | "endDate">[]): Set<string> {
  const days = new Set<string>();
  for (const e of events) {
    const start = new Date(e.startDate);
    if (Number.isNaN(start.getTime())) continue;
    const end = e.endDate ? new Date(e.endDate) : start;
    const cursor = new Date(start.getFullYear(), start.getMonth(), start.getDate());
    for (let i = 0; i < 62 && cursor.getTime() <= end.getTime(); i++) {
      days.add(dayKey(cursor));
      cursor.setDate(cursor.getDate() + 1);
    }
    days.add(dayKey(start));
  }
  return days;
}

/** Spots left: max − current (never below 0); null means 'Open spots' (no maximum; 0 or null is unlimited). */
export function spotsLeft(event: Pick<ScoutEvent, "maxParticipants" | "currentParticipants">): number | null {
  if (!event.maxParticipants) return null;
  return Math.max(0, event.maxParticipants - event.currentParticipants);
}

export function spotsLeftText(event: Pick<ScoutEvent, "maxParticipants" | "currentParticipants">): string {
  const left = spotsLeft(event);
  if (left === null) return "Open spots";
  return `${left} ${left === 1 ? "spot" : "spots"} left`;
}

/** "current/max" participants, 'unlimited' with no maximum. */
export function participantsText(event: Pick<ScoutEvent, "maxParticipants" | "currentParticipants">): string {
  return `${event.currentParticipants}/${event.maxParticipants ? event.maxParticipants : "unlimited"}`;
}

/**
 * List cards: duration in hours, '2 hours' without an end date. An event of a day or more (a weekend
 * camp) is counted in days, as the featured card does: "45 hours" reads as a puzzle to a 12-year-old.
 */
export function durationHoursText(event: Pick<ScoutEvent, "startDate" | "endDate">): string {
  if (!event.endDate) return `${DEFAULT_EVENT_HOURS} hours`;
  const ms = Date.parse(event.endDate) - Date.parse(event.startDate);
  if (!Number.isFinite(ms) || ms <= 0) return `${DEFAULT_EVENT_HOURS} hours`;
  if (ms >= DAY) return durationDaysText(event);
  const hours = Math.max(1, Math.round(ms / HOUR));
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/** "{n} exciting events this month": the events that start in this (local) calendar month, not next month's. */
export function thisMonthText(events: readonly Pick<ScoutEvent, "startDate">[], now = new Date()): string {
  const n = events.filter((e) => {
    const start = new Date(e.startDate);
    return start.getFullYear() === now.getFullYear() && start.getMonth() === now.getMonth();
  }).length;
  return `${n} exciting ${n === 1 ? "event" : "events"} this month`;
}

/** Featured card: duration in days (an event within one day is '1 day'). */
export function durationDaysText(event: Pick<ScoutEvent, "startDate" | "endDate">): string {
  let days = 1;
  if (event.endDate) {
    const ms = Date.parse(event.endDate) - Date.parse(event.startDate);
    if (Number.isFinite(ms) && ms > 0) days = Math.max(1, Math.ceil(ms / DAY));
  }
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/**
 * Events under way at `now`: started, and ending later (an event without an end is over once it has
 * started). They are no longer upcoming, but a scout at camp still needs their kit list and place.
 */
export function happeningNow<E extends Pick<ScoutEvent, "startDate" | "endDate">>(events: readonly E[], now = Date.now()): E[] {
  return events.filter((e) => Date.parse(e.startDate) <= now && e.endDate !== null && Date.parse(e.endDate) > now);
}
