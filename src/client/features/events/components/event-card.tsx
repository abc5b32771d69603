import type { ScoutEvent } from "@shared/api/events";
import { Clock, MapPin, Users } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { formatDateTime, formatMonthDay } from "@/lib/format-date";
import { durationHoursText, participantsText, spotsLeftText } from "../event-rules";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { BadgeOpportunities } from "./badge-opportunities";
import { JoinButton } from "./join-button";

/** An event in the list: date, time, duration in hours, location, participants and spots, badge opportunities, Add to calendar, Join. */
export function EventCard({ event }: { event: ScoutEvent }) {
  const start = new Date(event.startDate);
  return (
    <Card className="overflow-hidden" data-testid="event-card">
      <div className="flex flex-col sm:flex-row">
        <img src={event.imageUrl} alt="" loading="lazy" className="h-36 w-full object-cover sm:h-auto sm:w-40" />
        <CardContent className="flex flex-1 flex-col gap-2 pt-4 sm:pt-4">
          <div className="flex items-start gap-3">
            <div className="flex w-12 shrink-0 flex-col items-center rounded-md bg-primary/10 py-1 text-primary">
              <span className="text-xs font-semibold uppercase">{formatMonthDay(start).month}</span>
              <span className="text-lg font-bold leading-none">{formatMonthDay(start).day}</span>
            </div>
            <div className="min-w-0">
              <h3 className="font-semibold leading-tight">{event.title}</h3>
              <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{event.description}</p>
            </div>
          </div>
          <ul className="grid gap-1 text-sm text-foreground/80">
            <li className="flex items-center gap-2">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              {formatDateTime(start)} · {durationHoursText(event)}
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{event.location}</span>
            </li>
            <li className="flex items-center gap-2">
              <Users className="size-4 shrink-0" aria-hidden="true" />
              {participantsText(event)} · {spotsLeftText(event)}
            </li>
          </ul>
          <BadgeOpportunities names={event.badgeOpportunities} />
          <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row sm:justify-end">
            <AddToCalendarButton eventId={event.id} title={event.title} className="w-full sm:w-auto" />
            <JoinButton event={event} label="Join" size="sm" className="w-full sm:w-auto" />
          </div>
        </CardContent>
      </div>
    </Card>
  );
}
