import { EVENT_LOGISTICS_MESSAGES } from "@shared/api/event-logistics";
import { type EventCreateRequest, eventCreateRequest } from "@shared/api/events";
import { z } from "zod";
import { DEFAULT_CURRENCY, parseMoney } from "@/features/troop/hooks/use-money";
import { numberAsTyped, requestForm } from "@/lib/request-form";

/** Event form rules (pure; dates are local "yyyy-mm-dd", times "HH:mm"). */

export const DEFAULT_START_TIME = "09:00";
export const DEFAULT_END_TIME = "17:00";
export const END_OFFSET_HOURS = 8;

/** Badge opportunities typed comma-separated: trimmed, empties dropped. */
export function parseBadgeOpportunities(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A new start date keeps the time of day already chosen, 09:00 by default. */
export function startTimeAfterDateChange(currentTime: string | null | undefined): string {
  return currentTime && /^\d{2}:\d{2}$/.test(currentTime) ? currentTime : DEFAULT_START_TIME;
}

/** Choosing an end date sets the end time to start time + 8 hours, or 17:00 without a start. */
export function endTimeForStart(startDate: string | null | undefined, startTime: string | null | undefined): string {
  if (!startDate || !startTime || !/^\d{2}:\d{2}$/.test(startTime)) return DEFAULT_END_TIME;
  const [h, m] = startTime.split(":").map(Number) as [number, number];
  const hours = (h + END_OFFSET_HOURS) % 24;
  return `${String(hours).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** The end time field is usable only once an end date is set. */
export function endTimeEnabled(endDate: string | null | undefined): boolean {
  return Boolean(endDate);
}

/** Local date + time → ISO timestamp (null when the date is missing or invalid). */
export function toIso(date: string, time: string | null | undefined): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = (time && /^\d{2}:\d{2}$/.test(time) ? time : "00:00").split(":").map(Number) as [number, number];
  const value = new Date(y, mo - 1, d, h, mi);
  return Number.isNaN(value.getTime()) ? null : value.toISOString();
}

/**
 * A start moved from `before` to `after`: an end already set moves with it by as much, so the
 * event keeps its length (a weekend camp moved a day stays a weekend camp). Null when there is no
 * end, or a start or end that cannot be read: the end is then left as it is.
 */
export function endKeepingLength(
  before: { date: string; time: string },
  after: { date: string; time: string },
  end: { date: string; time: string },
): { date: string; time: string } | null {
  const from = toIso(before.date, before.time);
  const to = toIso(after.date, after.time);
  const ends = end.date ? toIso(end.date, end.time || DEFAULT_END_TIME) : null;
  if (!from || !to || !ends || from === to) return null;
  return fromIso(new Date(Date.parse(ends) + (Date.parse(to) - Date.parse(from))).toISOString());
}

/** ISO timestamp → local date and time parts for the form ("" when absent). */
export function fromIso(iso: string | null | undefined): { date: string; time: string } {
  if (!iso) return { date: "", time: "" };
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return { date: "", time: "" };
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`,
    time: `${pad(value.getHours())}:${pad(value.getMinutes())}`,
  };
}

const eventFormValuesSchema = z.object({
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  location: z.string(),
  /** One of the troop's custom event types by key; "" for none. */
  eventType: z.string(),
  imageUrl: z.string(),
  badgeOpportunities: z.string(),
  tags: z.string(),
  maxParticipants: z.string(),
  isFeatured: z.boolean(),
  /** A "Going" for a full event waits for a place. */
  waitlist: z.boolean(),
  consentRequired: z.boolean(),
  consentText: z.string(),
  /** One item per line. */
  kitList: z.string(),
  /** Money as typed in the troop's currency ("12.50"); blank is free. */
  cost: z.string(),
});
export type EventFormValues = z.infer<typeof eventFormValuesSchema>;

/** The kit list typed one item per line: trimmed, empty lines dropped. */
export function parseKitList(text: string): string[] {
  return text
    .split("\n")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Form values → POST/PATCH body; the cost is typed in the troop's currency and sent in cents. */
export function toEventRequest(values: EventFormValues, currency: string = DEFAULT_CURRENCY): EventCreateRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    imageUrl: values.imageUrl.trim(),
    startDate: toIso(values.startDate, values.startTime) ?? "",
    endDate: values.endDate ? toIso(values.endDate, values.endTime || "17:00") : null,
    location: values.location.trim(),
    // The select offers only the troop's own types; the server checks the key exists.
    eventType: values.eventType || null,
    tags: parseBadgeOpportunities(values.tags),
    badgeOpportunities: parseBadgeOpportunities(values.badgeOpportunities),
    // Blank is 0 (unlimited). "ten" and "2.5" get a field message instead of silently becoming
    // unlimited or 2, as do -5 or 20 000 (the request schema's messages).
    maxParticipants: numberAsTyped(values.maxParticipants, 0),
    isFeatured: values.isFeatured,
    waitlist: values.waitlist,
    consentRequired: values.consentRequired,
    consentText: values.consentText.trim() || null,
    kitList: parseKitList(values.kitList),
    // Text that is not an amount is told at the field (the check below), never sent as free.
    cost: parseMoney(values.cost, currency) ?? 0,
  };
}

/**
 * The form's schema: values → request body, checked by the server's own event schema. A blank start
 * date or image URL is said as "required" (the server's text for them reads as a format problem).
 */
export function eventFormFor(currency: string) {
  return requestForm({
    values: eventFormValuesSchema,
    toRequest: (values) => toEventRequest(values, currency),
    request: eventCreateRequest,
    check: (values) => ({
      startDate: values.startDate ? undefined : "Start date is required.",
      imageUrl: values.imageUrl.trim() ? undefined : "Image URL is required.",
      cost: parseMoney(values.cost, currency) === null ? "Cost must be an amount like 12.50 (leave it empty when free)." : undefined,
      consentText: values.consentRequired && !values.consentText.trim() ? EVENT_LOGISTICS_MESSAGES.consentTextNeeded : undefined,
    }),
  });
}
export const eventForm = eventFormFor(DEFAULT_CURRENCY);
