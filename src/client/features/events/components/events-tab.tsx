import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, Tent } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { eventsQuery, featuredEventsQuery, upcomingEventsQuery } from "../api";
import { happeningNow, thisMonthText } from "../event-rules";
import { EventCalendar } from "./event-calendar";
import { EventCard } from "./event-card";
import { FeaturedEventCard } from "./featured-event-card";

/** Events tab of the scout home: header, featured event, upcoming list, calendar. */
export function EventsTab({ onCreateEvent }: { onCreateEvent?: () => void }) {
  const all = useQuery(eventsQuery);
  const upcoming = useQuery(upcomingEventsQuery);
  const featured = useQuery(featuredEventsQuery);
  const featuredEvent = featured.data?.[0] ?? null;
  const list = (upcoming.data ?? []).filter((e) => e.id !== featuredEvent?.id);
  const count = upcoming.data?.length ?? 0;
  // A camp that has started is no longer upcoming, but its kit list and place are still wanted there.
  const underWay = happeningNow(all.data ?? []);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            Upcoming Adventures
            <Badge variant="default">
              {count}
              <span className="sr-only"> upcoming</span>
            </Badge>
          </h2>
          <p className="text-muted-foreground">{thisMonthText(upcoming.data ?? [])}</p>
        </div>
        {onCreateEvent && (
          <Button onClick={onCreateEvent}>
            <CalendarPlus aria-hidden="true" />
            Create Event
          </Button>
        )}
      </div>

      {upcoming.isLoading || featured.isLoading ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <>
          {featuredEvent && (
            <section aria-labelledby="featured-title" className="grid gap-3">
              <h2 id="featured-title" className="sr-only">
                Featured event
              </h2>
              <FeaturedEventCard event={featuredEvent} />
            </section>
          )}
          {underWay.length > 0 && (
            <section aria-labelledby="event-now-title" className="grid gap-3">
              <h2 id="event-now-title" className="text-lg font-semibold">
                Happening now
              </h2>
              {underWay.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </section>
          )}
          <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
            <section aria-labelledby="event-list-title" className="grid content-start gap-3">
              <h2 id="event-list-title" className="text-lg font-semibold">
                All upcoming events
              </h2>
              {list.length === 0 ? (
                <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card p-8 text-center text-muted-foreground">
                  <Tent className="size-8" aria-hidden="true" />
                  <p>{featuredEvent ? "No other events scheduled yet." : "No upcoming events yet. Check back soon!"}</p>
                </div>
              ) : (
                list.map((event) => <EventCard key={event.id} event={event} />)
              )}
            </section>
            <EventCalendar events={all.data ?? []} />
          </div>
        </>
      )}
    </div>
  );
}
