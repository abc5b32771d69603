import { TZDate } from "@date-fns/tz";

/** The zone of the machine the server runs on: a troop that never chose one uses it. */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export const troopTimeZone = (configured: string | null) => configured ?? serverTimeZone();

/**
 * The first moment strictly after `after` that is `weekday` (0 = Sunday … 6 = Saturday) at
 * `hour`:00 on the wall clock of `timeZone`. Daylight saving moves the instant, never the hour a
 * leader reads: Monday 07:00 in London is 07:00 UTC in winter and 06:00 UTC in summer.
 */
export function nextWeekly(after: Date, timeZone: string, weekday: number, hour: number): Date {
  const local = new TZDate(after.getTime(), timeZone);
  for (let days = 0; days <= 7; days++) {
    const candidate = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, hour, 0, 0, 0, timeZone);
    if (candidate.getDay() === weekday && candidate.getTime() > after.getTime()) return new Date(candidate.getTime());
  }
  throw new Error("no weekly slot within eight days");
}

/** "Saturday, December 5 at 10:00 AM" in the troop's zone, for messages. */
export function formatInZone(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(date);
}

/** "December 5" in the troop's zone. */
export function formatDayInZone(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "long", day: "numeric" }).format(date);
}
