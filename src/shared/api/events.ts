import { z } from "zod";
import { LIMITS } from "../constants";
import { isoDate, requiredText, safeUrl, stringList } from "./common";

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
};

/** Event form and POST body: the event schema without id (and without server-owned currentParticipants). */
export const eventCreateRequest = z.object({
  ...eventFields,
  endDate: eventFields.endDate.optional(),
  tags: eventFields.tags.default([]),
  badgeOpportunities: eventFields.badgeOpportunities.default([]),
  maxParticipants: eventFields.maxParticipants.optional(),
  isFeatured: eventFields.isFeatured.default(false),
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScoutEvent = z.infer<typeof eventResponse>;
export const eventListResponse = z.array(eventResponse);

export const participationResponse = z.object({ hasJoined: z.boolean() });
export type Participation = z.infer<typeof participationResponse>;

export const participantResponse = z.object({
  /** The participant row's id: what DELETE /api/events/{eventId}/participants/{participantId} takes. */
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  joinedDate: z.string(),
});
export type EventParticipant = z.infer<typeof participantResponse>;
export const participantListResponse = z.array(participantResponse);

export const eventParticipantParams = z.object({ eventId: z.string(), participantId: z.string() });

export const EVENT_MESSAGES = {
  alreadyJoined: "You have already joined this event.",
  full: "This event is full.",
  started: "This event has already started.",
} as const;
