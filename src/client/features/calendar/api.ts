import type { CalendarFeed } from "@shared/api/calendar";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

const FEED_URL = "/api/calendar/feed";
export const FEED_KEY = [FEED_URL] as const;

/** The signed-in person's private calendar address. */
export const calendarFeedQuery = queryOptions({
  queryKey: FEED_KEY,
  queryFn: ({ signal }) => apiGet<CalendarFeed>(FEED_URL, { signal }),
});

/** A new address; the old one stops working at once. */
export async function resetCalendarFeed(): Promise<CalendarFeed> {
  const feed = await apiJson<CalendarFeed>("POST", `${FEED_URL}/reset`);
  queryClient.setQueryData(FEED_KEY, feed);
  return feed;
}

/** The same address for calendar apps: webcal:// makes a phone or computer offer to subscribe. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//i, "webcal://");
