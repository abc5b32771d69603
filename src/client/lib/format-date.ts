import { intlFormat } from "date-fns";

/**
 * The one date and time format of every screen: date-fns over the browser's own locale (so a troop in
 * Germany reads "23. Nov. 2026" and one in the US "Nov 23, 2026"). Invalid input gives "".
 */
function locale(): string {
  return (typeof navigator !== "undefined" && navigator.language) || "en-US";
}

function valid(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day: "Nov 23, 2026"; in the browser's zone unless `timeZone` (an IANA name, e.g. the troop's) is given. */
export function formatDate(value: Date | string | number, timeZone?: string): string {
  const date = valid(value);
  return date ? intlFormat(date, { year: "numeric", month: "short", day: "numeric", timeZone }, { locale: locale() }) : "";
}

/** A day and time: "Mon, Nov 23, 2026, 9:00 AM"; in the browser's zone unless `timeZone` is given. */
export function formatDateTime(value: Date | string | number, timeZone?: string): string {
  const date = valid(value);
  return date
    ? intlFormat(
        date,
        { weekday: "short", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone },
        { locale: locale() },
      )
    : "";
}

/** A month: "November 2026". */
export function formatMonth(value: Date | string | number): string {
  const date = valid(value);
  return date ? intlFormat(date, { year: "numeric", month: "long" }, { locale: locale() }) : "";
}

/** Parts of a calendar-leaf date: short month and day of month. */
export function formatMonthDay(value: Date | string | number): { month: string; day: string } {
  const date = valid(value);
  if (!date) return { month: "", day: "" };
  return {
    month: intlFormat(date, { month: "short" }, { locale: locale() }),
    day: intlFormat(date, { day: "numeric" }, { locale: locale() }),
  };
}
