import type { User } from "@shared/api/auth";
import type { Badge } from "@shared/api/badges";
import type { ScoutEvent } from "@shared/api/events";
import type { Scout } from "@shared/api/scouts";
import { queryClient } from "../query-client";

// The names a change kept offline is described with, from the reads the cache holds. A list read is
// keyed by its address (lib/query-client.ts), so these need no feature's code, and any feature's
// offline actions may use them.

export function cachedScoutName(scoutId: string): string {
  return queryClient.getQueryData<Scout[]>(["/api/scouts"])?.find((s) => s.id === scoutId)?.name ?? "a scout";
}

/** An event's title from whichever event list holds it (all, upcoming, featured). */
export function cachedEventTitle(eventId: string): string {
  for (const [, events] of queryClient.getQueriesData<ScoutEvent[]>({ queryKey: ["/api/events"] })) {
    const found = Array.isArray(events) ? events.find((e) => e.id === eventId) : undefined;
    if (found) return found.title;
  }
  return "an event";
}

export function cachedBadgeName(badgeId: string): string {
  return queryClient.getQueryData<Badge[]>(["/api/badges"])?.find((b) => b.id === badgeId)?.name ?? "a badge";
}

/** The signed-in person's name, as a change they made shows it ("You" before the user is read). */
export function cachedUserName(): string {
  const user = queryClient.getQueryData<User | null>(["/api/auth/user"]);
  return user ? `${user.firstName} ${user.lastName}` : "You";
}
