import { z } from "zod";

/** GET /api/calendar/feed and POST /api/calendar/feed/reset: the private subscription address. */
export const calendarFeedResponse = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedResponse>;

export const CALENDAR_MESSAGES = {
  unknownFeed: "This calendar address is not valid. Copy the current one from Subscribe to calendar.",
} as const;
