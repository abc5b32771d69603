import type { ParticipationStatus } from "@shared/api/family";

/** How a child's place in an event reads on the family pages. */
export const PARTICIPATION_TEXT: Record<ParticipationStatus, string> = {
  none: "Not signed up",
  pending: "Waiting for a parent's OK",
  joined: "Joined",
  waitlisted: "On the waiting list",
};
