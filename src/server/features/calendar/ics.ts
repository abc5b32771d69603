import ical, { escape as escapeText } from "ical-generator";

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

/** One VEVENT's content, whoever the calendar is for. */
export type CalendarEntry = {
  id: string;
  title: string;
  description: string;
  location: string;
  badgeOpportunities: string[];
  startDate: Date;
  endDate: Date | null;
  createdAt: Date;
  lastModified: Date;
  /** Lines put first in the description, such as "Sam: joined". */
  notes: string[];
};

function descriptionOf(entry: CalendarEntry): string {
  const parts = [entry.notes.join("\n"), entry.description.trim()];
  if (entry.badgeOpportunities.length > 0) parts.push(`Badge opportunities: ${entry.badgeOpportunities.join(", ")}`);
  return parts.filter((part) => part.length > 0).join("\n\n");
}

/**
 * RFC 5545 text for a calendar app. Times are written in UTC, which every calendar shows in its own
 * time zone. The UID is `{eventId}@{host}` so an edited event replaces itself in subscribers'
 * calendars instead of appearing twice; DTSTAMP is the last change, so an unchanged event reads the
 * same on every fetch.
 */
export function renderCalendar({ name, host, entries }: { name: string; host: string; entries: CalendarEntry[] }): string {
  const calendar = ical({
    // The library writes the calendar's name as given (it escapes event text itself).
    name: escapeText(name, false),
    prodId: { company: "Scout Badges", product: "Troop calendar", language: "EN" },
    // Asks calendar apps to refresh hourly (REFRESH-INTERVAL and X-PUBLISHED-TTL).
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: `${entry.id}@${host}`,
      start: entry.startDate,
      end: entry.endDate ?? new Date(entry.startDate.getTime() + TWO_HOURS_MS),
      summary: entry.title,
      location: entry.location,
      description: descriptionOf(entry),
      created: entry.createdAt,
      lastModified: entry.lastModified,
      stamp: entry.lastModified,
    });
  }
  return calendar.toString();
}
