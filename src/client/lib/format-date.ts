/**
 * The one date and time style of every screen: English (the app's language), in the troop's time
 * zone. Leaders and families of one troop read the same day and hour for one event wherever their
 * phone is, and a page the server drew reads exactly as the browser draws it when it takes the page
 * over (the browser's own zone or language would make the two differ: a hydration mismatch).
 */
import { APP_LOCALE, localeDataUsed } from "./date-locale";

let troopZone: string | undefined;
const troopZoneSource = () => troopZone;
let zoneSource: () => string | undefined = troopZoneSource;

/** The troop's zone (IANA name), as the branding says; until it is known, dates use the browser's zone. */
export function setTroopTimeZone(zone: string | undefined) {
  troopZone = zone || undefined;
}

/**
 * Where the zone comes from instead: the server renders several troops' pages at once, so it reads
 * the zone of the page being drawn (see the first view's renderer). Null goes back to the troop's.
 */
export function readTimeZoneFrom(source: (() => string | undefined) | null) {
  zoneSource = source ?? troopZoneSource;
}

/** The zone dates are shown in now: the troop's, once known. */
export function displayTimeZone(): string | undefined {
  return zoneSource();
}

function valid(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Making a formatter costs a phone about a millisecond, and a roster or a list of events asks for
// hundreds of dates with the same few styles: one formatter per style and zone serves them all.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${timeZone ?? ""}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(APP_LOCALE, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(value: Date | string | number, options: Intl.DateTimeFormatOptions, timeZone = displayTimeZone()): string {
  localeDataUsed();
  const date = valid(value);
  return date ? formatterFor(options, timeZone).format(date) : "";
}

/** A day: "Nov 23, 2026" (in the troop's zone unless another `timeZone` is given). */
export function formatDate(value: Date | string | number, timeZone?: string): string {
  return format(value, { year: "numeric", month: "short", day: "numeric" }, timeZone);
}

/** A day and time: "Mon, Nov 23, 2026, 9:00 AM" (in the troop's zone unless another `timeZone` is given). */
export function formatDateTime(value: Date | string | number, timeZone?: string): string {
  return format(value, { weekday: "short", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }, timeZone);
}

/** A time of day: "9:00 AM" (in the troop's zone). */
export function formatTime(value: Date | string | number): string {
  return format(value, { hour: "numeric", minute: "2-digit" });
}

/**
 * A month: "November 2026". The month a calendar grid shows is a date the browser counted in its own
 * zone (its first day at local midnight), so it is named in that zone.
 */
export function formatMonth(value: Date | string | number): string {
  return format(value, { year: "numeric", month: "long" }, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Parts of a calendar-leaf date: short month and day of month (in the troop's zone). */
export function formatMonthDay(value: Date | string | number): { month: string; day: string } {
  return { month: format(value, { month: "short" }), day: format(value, { day: "numeric" }) };
}
