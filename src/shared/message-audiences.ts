/**
 * Who a message goes to and how long it may be, apart from the request schemas (api/messages.ts) so
 * the pages that only show messages load no schema library.
 */
export const AUDIENCE_KINDS = ["troop", "parents", "scouts", "leaders", "patrol", "event", "event-unanswered"] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
/** The audiences that name one event: its participants, or the scouts who have not answered it. */
export const EVENT_AUDIENCES: readonly AudienceKind[] = ["event", "event-unanswered"];

/** Who a message goes to, in words a leader reads before sending. */
export const AUDIENCE_LABELS: Record<AudienceKind, string> = {
  troop: "The whole troop",
  parents: "Parents",
  scouts: "Scouts",
  leaders: "Leaders",
  patrol: "One patrol",
  event: "One event's participants",
  "event-unanswered": "No answer yet for one event",
};

export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;
