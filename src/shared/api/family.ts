import { z } from "zod";
import { consentRecord } from "./event-logistics";
import { eventResponse } from "./events";
import { scoutResponse, scoutUpdateRequest } from "./scouts";

/** A child's state in an event: a waiting place (`waitlisted`) is not going yet. */
export const participationStatus = z.enum(["none", "pending", "joined", "waitlisted"]);
export type ParticipationStatus = z.infer<typeof participationStatus>;

/** The roster fields a parent sees and keeps current; never a leader's notes. */
export const childScoutResponse = scoutResponse.pick({
  id: true,
  name: true,
  email: true,
  phone: true,
  emergencyContact: true,
  emergencyPhone: true,
  dateOfBirth: true,
  isActive: true,
  // The child has signed up: a linked parent may set a new password for that account.
  hasAccount: true,
  // The family's contacts: the child's parents keep them current beside the leaders.
  contacts: true,
});
export type ChildScout = z.infer<typeof childScoutResponse>;

export const childEventSummary = z.object({
  id: z.string(),
  title: z.string(),
  startDate: z.string(),
  participation: participationStatus,
});

export const childSummaryResponse = z.object({
  scout: childScoutResponse,
  earnedCount: z.number(),
  totalBadges: z.number(),
  /** The troop's next events (up to three) with this child's state in each. */
  upcomingEvents: z.array(childEventSummary),
});
export type ChildSummary = z.infer<typeof childSummaryResponse>;

/** What a parent may change: contact and emergency details (other fields sent along are ignored). */
export const childUpdateRequest = scoutUpdateRequest.pick({
  email: true,
  phone: true,
  emergencyContact: true,
  emergencyPhone: true,
  dateOfBirth: true,
  contacts: true,
});
export type ChildUpdateRequest = z.input<typeof childUpdateRequest>;

export const childEventResponse = eventResponse.extend({
  participation: participationStatus,
  /** The child's consent on record for the event (the latest not withdrawn), or null. */
  consent: consentRecord.nullable(),
  /** The child's number on the waiting list (1 is next), or null when not waiting. */
  waitlistPosition: z.number().int().nullable(),
  /** The answer given for the child ("no": Can't come), or null before any. */
  reply: z.enum(["yes", "no"]).nullable(),
});
export type ChildEvent = z.infer<typeof childEventResponse>;

export const childParams = z.object({ scoutId: z.string() });
export const childEventParams = z.object({ scoutId: z.string(), eventId: z.string() });

/** A linked parent as leaders see them on the roster. */
export const linkedParentResponse = z.object({ userId: z.string(), name: z.string(), email: z.string() });
export type LinkedParent = z.infer<typeof linkedParentResponse>;

export const scoutParentParams = z.object({ id: z.string(), userId: z.string() });
