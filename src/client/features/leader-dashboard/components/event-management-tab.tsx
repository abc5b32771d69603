import type { ScoutEvent } from "@shared/api/events";
import { CalendarDays, MapPin, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format-date";

/** Events tab 'Event Management': image, title, location, start date, participants, Featured or Regular. */
export function EventManagementTab({ events, loading }: { events: ScoutEvent[]; loading: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Event Management</CardTitle>
        <CardDescription>
          {events.length} {events.length === 1 ? "event" : "events"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-32 w-full" />
        ) : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">No events yet. Schedule one from Add Content.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <li key={event.id} className="overflow-hidden rounded-md border" data-testid="event-management-item">
                <img src={event.imageUrl} alt="" className="h-32 w-full bg-muted object-cover" />
                <div className="grid grid-cols-1 gap-2 p-3">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="min-w-0 break-words font-semibold">{event.title}</h3>
                    <Badge variant={event.isFeatured ? "accent" : "muted"}>{event.isFeatured ? "Featured" : "Regular"}</Badge>
                  </div>
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    <span className="min-w-0 break-words">{event.location}</span>
                  </p>
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
                    <time dateTime={event.startDate}>{formatDateTime(event.startDate)}</time>
                  </p>
                  <p className="flex items-center gap-2 text-sm">
                    <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    Participants:{" "}
                    <span className="font-medium" data-testid="event-participants">
                      {event.currentParticipants}/{event.maxParticipants ? event.maxParticipants : "Unlimited"}
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
