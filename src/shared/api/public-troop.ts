import { z } from "zod";

/** How many upcoming events the public page lists. */
export const PUBLIC_UPCOMING_EVENTS = 6;

export const publicEventResponse = z.object({
  title: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  location: z.string(),
});
export type PublicEvent = z.infer<typeof publicEventResponse>;

/**
 * GET /api/public/troop: what the troop shows to anyone while
 * enablePublicProfile is on. Nothing about a child is part of it.
 */
export const publicTroopResponse = z.object({
  troopName: z.string(),
  troopNumber: z.string().nullable(),
  region: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  customWelcomeMessage: z.string(),
  meetingLocation: z.string().nullable(),
  meetingSchedule: z.string().nullable(),
  contactEmail: z.string().nullable(),
  website: z.string().nullable(),
  upcomingEvents: z.array(publicEventResponse),
});
export type PublicTroop = z.infer<typeof publicTroopResponse>;
