import { z } from "zod";
import { CUSTOM_KEY_LIMITS, LIMITS } from "../constants";
import { isoDate, optionalText, requiredText, safeUrl, stringList } from "./common";

const maxParticipantsMessage = `Maximum participants must be between 0 and ${LIMITS.maxParticipants}.`;

/** null or 0 means unlimited. */
export const maxParticipantsSchema = z
  .number({ error: "Maximum participants must be a number." })
  .int({ error: "Maximum participants must be a whole number." })
  .min(0, { error: maxParticipantsMessage })
  .max(LIMITS.maxParticipants, { error: maxParticipantsMessage })
  .nullable();

/** The editable fields of an event, each without a default (PATCH changes only the fields sent). */
const eventFields = {
  title: requiredText(LIMITS.eventTitle, "Title"),
  description: requiredText(LIMITS.description, "Description"),
  imageUrl: safeUrl("Image URL"),
  startDate: isoDate("Start date"),
  endDate: isoDate("End date").nullable(),
  location: requiredText(LIMITS.shortText, "Location"),
  tags: stringList(LIMITS.listItems, LIMITS.listItemLength, "Tags"),
  badgeOpportunities: stringList(LIMITS.listItems, LIMITS.listItemLength, "Badge opportunities"),
  maxParticipants: maxParticipantsSchema,
  isFeatured: z.boolean({ error: "Featured must be true or false." }),
  /** A "Going" for a full event waits for a place (true) or is refused as full (false). */
  waitlist: z.boolean({ error: "Waiting list must be true or false." }),
  consentRequired: z.boolean({ error: "Consent required must be true or false." }),
  /** What a parent agrees to when signing; needed when consentRequired is true (the server checks). */
  consentText: optionalText(LIMITS.consentText, "Consent text"),
  kitList: stringList(LIMITS.kitItems, LIMITS.kitItemLength, "Kit list"),
  /** In cents (the troop's currency's minor unit); 0 means free. */
  cost: z
    .number({ error: "Cost must be a number." })
    .int({ error: "Cost must be a whole number of cents." })
    .min(0, { error: "Cost cannot be negative." })
    .max(LIMITS.eventCost, { error: "Cost is too large." }),
  /** One of the troop's custom event types, or null; the server checks the key exists. */
  eventType: z
    .string({ error: "Event type must be text." })
    .trim()
    .max(CUSTOM_KEY_LIMITS.keyLength, { error: "Pick one of the troop's event types." })
    .nullish()
    .transform((v) => (v ? v : null)),
};

/** Event form and POST body: the event schema without id (and without server-owned currentParticipants). */
export const eventCreateRequest = z.object({
  ...eventFields,
  endDate: eventFields.endDate.optional(),
  tags: eventFields.tags.default([]),
  badgeOpportunities: eventFields.badgeOpportunities.default([]),
  maxParticipants: eventFields.maxParticipants.optional(),
  isFeatured: eventFields.isFeatured.default(false),
  eventType: eventFields.eventType.optional(),
  waitlist: eventFields.waitlist.default(true),
  consentRequired: eventFields.consentRequired.default(false),
  consentText: eventFields.consentText.optional(),
  kitList: eventFields.kitList.default([]),
  cost: eventFields.cost.default(0),
});
export type EventCreateRequest = z.input<typeof eventCreateRequest>;

/** PATCH body: any subset of the editable fields; server-owned fields sent along are ignored. */
export const eventUpdateRequest = z.object(eventFields).partial();
export type EventUpdateRequest = z.input<typeof eventUpdateRequest>;

export const eventResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  location: z.string(),
  tags: z.array(z.string()),
  badgeOpportunities: z.array(z.string()),
  maxParticipants: z.number().nullable(),
  currentParticipants: z.number(),
  isFeatured: z.boolean(),
  eventType: z.string().nullable(),
  waitlist: z.boolean(),
  /** How many wait for a place. */
  waitlistCount: z.number(),
  consentRequired: z.boolean(),
  consentText: z.string().nullable(),
  kitList: z.array(z.string()),
  /** In cents of the troop's currency (configuration and branding carry `currency`). */
  cost: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScoutEvent = z.infer<typeof eventResponse>;
export const eventListResponse = z.array(eventResponse);

/**
 * `hasJoined` is true for a pending request too (the seed's button reads "Joined"); `status` tells them
 * apart. A waiting place is not joined: `waitlistPosition` says where it stands (1 is next).
 */
export const participationResponse = z.object({
  hasJoined: z.boolean(),
  status: z.enum(["none", "pending", "joined", "waitlisted"]),
  waitlistPosition: z.number().nullable().optional(),
  /** A pending request: who can say OK. A child with no parent linked waits for a leader. */
  waitingFor: z.enum(["parent", "leader"]).optional(),
});
export type Participation = z.infer<typeof participationResponse>;

export const participantResponse = z.object({
  /** The participant row's id: what DELETE /api/events/{eventId}/participants/{participantId} takes. */
  id: z.string(),
  /** Null for a child a parent signed up before the child had an account. */
  userId: z.string().nullable(),
  scoutId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(["joined", "pending", "waitlisted"]),
  joinedDate: z.string(),
});
export type EventParticipant = z.infer<typeof participantResponse>;
export const participantListResponse = z.array(participantResponse);

export const eventParticipantParams = z.object({ eventId: z.string(), participantId: z.string() });

/**
 * GET /api/events/pending-requests (leaders): scouts' requests to join that wait for a parent's OK,
 * soonest event first. `parentCount` 0 means no parent can answer: only a leader can.
 */
export const pendingRequestResponse = z.object({
  participantId: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  startDate: z.string(),
  scoutId: z.string(),
  scoutName: z.string(),
  requestedAt: z.string(),
  parentCount: z.number(),
});
export type PendingRequest = z.infer<typeof pendingRequestResponse>;
export const pendingRequestListResponse = z.array(pendingRequestResponse);

export const EVENT_MESSAGES = {
  alreadyJoined: "You have already joined this event.",
  full: "This event is full.",
  started: "This event has already started.",
  parentsUseFamily: "Parents sign their children up from the family page.",
} as const;

/**
 * A "Going" made offline that reaches an event filled meanwhile, which keeps no waiting list: the
 * device lists it with this reason under what could not be saved (docs/product.md, "Offline changes").
 */
export const filledBeforeAnswer = (title: string) => `${title} filled up before your answer arrived.`;
