import type { ConsentRecord, ReplyRow } from "@shared/api/event-logistics";
import { formatDate } from "@/lib/format-date";

/** A scout's answer as a leader reads it in the replies table. */
export function answerText(row: Pick<ReplyRow, "answer" | "waitlistPosition">): string {
  switch (row.answer) {
    case "yes":
      return "Going";
    case "no":
      return "Can't come";
    case "waitlisted":
      return row.waitlistPosition ? `Waiting · ${row.waitlistPosition}` : "Waiting";
    case "pending":
      return "Awaiting parent";
    default:
      return "No answer yet";
  }
}

/** Whether the scout holds or waits for a place (the rows a leader can record consent and payment for). */
export function isSignedUp(row: Pick<ReplyRow, "answer">): boolean {
  return row.answer === "yes" || row.answer === "waitlisted" || row.answer === "pending";
}

/** A consent on record as one line: "Signed by Ann Lee · Jun 1, 2026" or "On paper · Jun 1, 2026". */
export function consentText(consent: ConsentRecord): string {
  const when = formatDate(consent.signedAt);
  if (consent.method === "paper") return `On paper · ${when}`;
  return `Signed by ${consent.signedName ?? consent.signedBy ?? "a parent"} · ${when}`;
}

export type ReplyCounts = {
  going: number;
  needsConsent: number;
  cantCome: number;
  waiting: number;
  awaitingParent: number;
  noAnswer: number;
};

/** The counts over the table: going (with consent when asked), needing consent, can't come, waiting, awaiting a parent, no answer. */
export function countReplies(rows: readonly ReplyRow[]): ReplyCounts {
  const counts: ReplyCounts = { going: 0, needsConsent: 0, cantCome: 0, waiting: 0, awaitingParent: 0, noAnswer: 0 };
  for (const row of rows) {
    if (row.answer === "yes") {
      if (row.needsConsent) counts.needsConsent++;
      else counts.going++;
    } else if (row.answer === "no") counts.cantCome++;
    else if (row.answer === "waitlisted") counts.waiting++;
    else if (row.answer === "pending") counts.awaitingParent++;
    else counts.noAnswer++;
  }
  return counts;
}

/** What the event should bring in (each scout holding a place pays the cost) and what is ticked as paid, in cents. */
export function paymentTotals(rows: readonly ReplyRow[], cost: number): { expected: number; received: number } {
  const going = rows.filter((r) => r.answer === "yes").length;
  const paid = rows.filter((r) => r.paid).length;
  return { expected: going * cost, received: paid * cost };
}

export const REPLY_SORT_KEYS = ["name", "answer", "answeredAt", "consent", "paid"] as const;
export type ReplySortKey = (typeof REPLY_SORT_KEYS)[number];
export type ReplySort = { key: ReplySortKey; direction: "ascending" | "descending" };

// The answers in the order a leader chases them: those going first, then waiting, awaiting, can't come, no answer.
const ANSWER_ORDER: Record<ReplyRow["answer"], number> = { yes: 0, waitlisted: 1, pending: 2, no: 3, none: 4 };

function compare(a: ReplyRow, b: ReplyRow, key: ReplySortKey): number {
  switch (key) {
    case "answer":
      return ANSWER_ORDER[a.answer] - ANSWER_ORDER[b.answer] || (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0);
    case "answeredAt":
      // Not answered sorts last going up.
      return (a.answeredAt ?? "\uffff").localeCompare(b.answeredAt ?? "\uffff");
    case "consent":
      return Number(a.consent === null) - Number(b.consent === null);
    case "paid":
      return Number(b.paid) - Number(a.paid);
    default:
      return 0;
  }
}

/** The rows in the chosen order; ties fall back to the name. */
export function sortReplies(rows: readonly ReplyRow[], sort: ReplySort): ReplyRow[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => sign * (compare(a, b, sort.key) || a.name.localeCompare(b.name)));
}
