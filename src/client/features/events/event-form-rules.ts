import type { EventCreateRequest } from "@shared/api/events";

/** Event form rules of spec §5 (pure; dates are local "yyyy-mm-dd", times "HH:mm"). */

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

/** Maximum participants: an integer; anything non-numeric becomes 0 (0 = unlimited). */
export function parseMaxParticipants(text: string | number | null | undefined): number {
  const n = Number.parseInt(String(text ?? "").trim(), 10);
  return Number.isFinite(n) ? n : 0;
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

export type EventFormValues = {
  title: string;
  description: string;
  imageUrl: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  location: string;
  tags: string;
  badgeOpportunities: string;
  maxParticipants: string;
  isFeatured: boolean;
};

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

/** Required: title, description, startDate, location, imageUrl. */
export function validateEventForm(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  if (!values.title.trim()) errors.title = "Title is required.";
  if (!values.description.trim()) errors.description = "Description is required.";
  if (!values.startDate) errors.startDate = "Start date is required.";
  if (!values.location.trim()) errors.location = "Location is required.";
  if (!values.imageUrl.trim()) errors.imageUrl = "Image URL is required.";
  return errors;
}

/** Form values → POST/PATCH body (spec §5 rules). */
export function toEventRequest(values: EventFormValues): EventCreateRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    imageUrl: values.imageUrl.trim(),
    startDate: toIso(values.startDate, values.startTime) ?? "",
    endDate: values.endDate ? toIso(values.endDate, values.endTime || "17:00") : null,
    location: values.location.trim(),
    tags: parseBadgeOpportunities(values.tags),
    badgeOpportunities: parseBadgeOpportunities(values.badgeOpportunities),
    maxParticipants: parseMaxParticipants(values.maxParticipants),
    isFeatured: values.isFeatured,
  };
}
