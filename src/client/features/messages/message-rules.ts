import type { ScoutEvent } from "@shared/api/events";
import type { Audience, Receipt } from "@shared/api/messages";
import { AUDIENCE_LABELS, type AudienceKind, EVENT_AUDIENCES } from "@shared/message-audiences";

/** The audiences a leader can choose ("One patrol" only while the troop has patrols to pick from). */
export const AUDIENCE_CHOICES = [
  "troop",
  "parents",
  "scouts",
  "leaders",
  "patrol",
  "event",
  "event-unanswered",
] as const satisfies readonly AudienceKind[];

/** A line under each audience choice saying who is in it. */
export const AUDIENCE_HINTS: Record<(typeof AUDIENCE_CHOICES)[number], string> = {
  troop: "Every leader, scout with an account and parent.",
  parents: "Parents of active scouts.",
  scouts: "Scouts with an account.",
  leaders: "The troop's leaders.",
  patrol: "The scouts of one patrol and their parents.",
  event: "Scouts who joined or wait for a place, and their parents.",
  "event-unanswered": "Active scouts who have said neither Going nor Can't come, and their parents.",
};

/** Whether an audience kind names one event (and the form asks which). */
export const needsEvent = (kind: AudienceKind | null | undefined): boolean => Boolean(kind && EVENT_AUDIENCES.includes(kind));

/**
 * The audience an address asks the form to start with ("?audience=event-unanswered&eventId=…", from an
 * event's replies), or null when it asks for nothing the form offers.
 */
export function audienceInSearch(search: string): { kind: (typeof AUDIENCE_CHOICES)[number]; eventId?: string } | null {
  const params = new URLSearchParams(search);
  const kind = AUDIENCE_CHOICES.find((choice) => choice === params.get("audience"));
  if (!kind) return null;
  const eventId = params.get("eventId") ?? undefined;
  return needsEvent(kind) ? { kind, eventId } : { kind };
}

/** The audience when it can be counted: a kind chosen, and the event or patrol when it needs one. */
export function countableAudience(
  kind: AudienceKind | null | undefined,
  eventId: string | null | undefined,
  patrolId?: string | null,
): Audience | null {
  if (!kind) return null;
  if (kind === "patrol") return patrolId ? { kind, patrolId } : null;
  if (needsEvent(kind)) return eventId ? { kind, eventId } : null;
  return { kind };
}

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;
const families = (n: number) => `${n} ${n === 1 ? "family" : "families"}`;

/** "This goes to 52 people", and "… and 3 families by email" for families without an account. */
export function recipientsSentence(recipients: number, emailed = 0): string {
  return `This goes to ${people(recipients)}${emailed > 0 ? ` and ${families(emailed)} by email` : ""}`;
}

/** The toast after sending: "“Camp” went to 12 people", and "… and 3 families by email". */
export function sentSentence(subject: string, recipients: number, emailed: number): string {
  return `“${subject}” went to ${people(recipients)}${emailed > 0 ? ` and ${families(emailed)} by email` : ""}.`;
}

/** "Read by 34 of 52". */
export function readBySentence(readCount: number, recipients: number): string {
  return `Read by ${readCount} of ${recipients}`;
}

/** "34 read in the app · 3 emailed": who read it in the app, and the families without an account it was emailed to. */
export function reachSentence(readCount: number, emailed: number): string {
  return `${readCount} read in the app · ${emailed} emailed`;
}

/** Events to write to: the coming ones first (soonest first), then past ones (latest first). */
export function eventsToChoose(events: readonly ScoutEvent[], now = Date.now()): ScoutEvent[] {
  const at = (e: ScoutEvent) => new Date(e.startDate).getTime();
  const coming = events.filter((e) => at(e) >= now).sort((a, b) => at(a) - at(b));
  const past = events.filter((e) => at(e) < now).sort((a, b) => at(b) - at(a));
  return [...coming, ...past];
}

/** "1,234 of 5,000 characters" in the browser's way of writing numbers. */
export function characterCount(length: number, max: number): string {
  return `${length.toLocaleString()} of ${max.toLocaleString()} characters`;
}

/** Who a sent message went to, after "To": "parents", "the whole troop", "participants of Pond Dipping". */
export function audienceText(audience: Audience, events: readonly Pick<ScoutEvent, "id" | "title">[] | undefined): string {
  if (needsEvent(audience.kind)) {
    const event = events?.find((e) => e.id === audience.eventId);
    if (event) return audience.kind === "event" ? `participants of ${event.title}` : `scouts with no answer yet for ${event.title}`;
  }
  const label = AUDIENCE_LABELS[audience.kind];
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

export const ROLE_LABELS: Record<Receipt["role"], string> = { parent: "Parent", scout: "Scout", leader: "Leader" };

/** A message's recipients in two lists, each by name: who has not read it yet (to ring), and who has. */
export function splitReceipts(receipts: readonly Receipt[]): { unread: Receipt[]; read: Receipt[] } {
  const byName = (a: Receipt, b: Receipt) => a.name.localeCompare(b.name);
  return {
    unread: receipts.filter((r) => r.readAt === null).sort(byName),
    read: receipts.filter((r) => r.readAt !== null).sort(byName),
  };
}
