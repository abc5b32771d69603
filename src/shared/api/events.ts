import { z } from "zod";
import { LIMITS } from "../constants";
import { isoDate, requiredText, safeUrl, stringList } from "./common";

/** Event form and POST body: the event schema without id (and without server-owned currentParticipants). */
export const eventCreateRequest = z.object({
  title: requiredText(LIMITS.eventTitle, "Title"),
  description: requiredText(LIMITS.description, "Description"),
  imageUrl: safeUrl("Image URL"),
  startDate: isoDate("Start date"),
  endDate: isoDate("End date").nullish(),
  location: requiredText(LIMITS.shortText, "Location"),
  tags: stringList(LIMITS.listItems, LIMITS.listItemLength, "Tags").default([]),
  badgeOpportunities: stringList(LIMITS.listItems, LIMITS.listItemLength, "Badge opportunities").default([]),
  maxParticipants: z
    .number({ error: "Maximum participants must be a number." })
    .int({ error: "Maximum participants must be a whole number." })
    .min(0, { error: `Maximum participants must be between 0 and ${LIMITS.maxParticipants}.` })
    .max(LIMITS.maxParticipants, { error: `Maximum participants must be between 0 and ${LIMITS.maxParticipants}.` })
    .nullish(),
  isFeatured: z.boolean({ error: "Featured must be true or false." }).default(false),
});
export type EventCreateRequest = z.input<typeof eventCreateRequest>;
export const eventUpdateRequest = eventCreateRequest.partial();
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
});
export type ScoutEvent = z.infer<typeof eventResponse>;

export const participationResponse = z.object({ hasJoined: z.boolean() });
export type Participation = z.infer<typeof participationResponse>;

export const participantResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  joinedDate: z.string(),
});
export type EventParticipant = z.infer<typeof participantResponse>;
