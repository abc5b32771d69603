import type { ScoutEvent } from "@shared/api/events";
import { CalendarDays, MapPin, Star, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { durationDaysText, spotsLeftText } from "../event-rules";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { BadgeOpportunities } from "./badge-opportunities";
import { JoinButton } from "./join-button";

/** The featured event: large image, duration in days, spots left, Sign Up and Add to calendar. */
export function FeaturedEventCard({ event }: { event: ScoutEvent }) {
  const start = new Date(event.startDate);
  return (
    <Card className="overflow-hidden border-2 border-accent" data-testid="featured-event">
      <div className="relative">
        <img src={event.imageUrl} alt="" className="h-44 w-full object-cover sm:h-56" />
        <Badge variant="accent" className="absolute left-3 top-3 shadow">
          <Star className="size-3" aria-hidden="true" />
          Featured
        </Badge>
      </div>
      <div className="grid gap-3 p-4 sm:p-6">
        <h3 className="text-xl font-bold">{event.title}</h3>
        <p className="text-sm text-muted-foreground">{event.description}</p>
        <ul className="grid gap-1 text-sm sm:grid-cols-3">
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {formatDate(start)} · {durationDaysText(event)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{event.location}</span>
          </li>
          <li className="flex items-center gap-2">
            <Users className="size-4 shrink-0" aria-hidden="true" />
            {spotsLeftText(event)}
          </li>
        </ul>
        <BadgeOpportunities names={event.badgeOpportunities} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <JoinButton event={event} label="Sign Up" className="w-full sm:w-auto" />
          <AddToCalendarButton eventId={event.id} title={event.title} className="h-10 w-full sm:w-auto" />
        </div>
      </div>
    </Card>
  );
}
