import type { ScoutEvent } from "@shared/api/events";
import type { QueryClient } from "@tanstack/react-query";
import { campSheetKeptOfflineQuery, eventsQuery, readEvents } from "@/features/events/api";
import { isOnline } from "@/lib/offline/network";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Events under way or starting within the next seven days: the ones a leader may be at camp for. */
export function comingWeek(events: readonly ScoutEvent[], now = Date.now()): ScoutEvent[] {
  return events.filter((event) => {
    const start = new Date(event.startDate).getTime();
    const end = event.endDate ? new Date(event.endDate).getTime() : start;
    return start <= now + WEEK_MS && end >= now - 24 * 60 * 60 * 1000;
  });
}

/**
 * A leader online reads the camp sheets of the coming week's events once per visit, into the cache
 * kept on the device, so they open at camp with no network. They are kept for the whole visit (the
 * sheet's own read is forgotten as soon as nothing shows it) and erased with everything else at
 * sign-out. Each is logged by the server as kept offline on this leader's device, never as a view.
 */
export async function keepCampSheets(client: QueryClient): Promise<void> {
  if (!isOnline()) return;
  try {
    // The list is read past the cache when no page has it yet: put in the cache now, it would reach a
    // tab the server drew still loading (its code arriving later) and the two would no longer agree.
    const events = client.getQueryData(eventsQuery.queryKey) ?? (await readEvents());
    for (const event of comingWeek(events)) {
      await client.prefetchQuery({ ...campSheetKeptOfflineQuery(event.id), gcTime: Number.POSITIVE_INFINITY });
    }
  } catch {
    // Read again at the next visit.
  }
}
