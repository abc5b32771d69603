import type { ScoutEvent } from "@shared/api/events";
import { format } from "date-fns";
import { CalendarDays, MapPin, Star, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { durationDaysText, spotsLeftText } from "../event-rules";
import { BadgeOpportunities } from "./badge-opportunities";
import { JoinButton } from "./join-button";

/** The featured event: large image, duration in days, spots left and Sign Up. */
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
            {format(start, "MMM d, yyyy")} · {durationDaysText(event)}
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
        <JoinButton event={event} label="Sign Up" className="w-full sm:w-auto sm:justify-self-start" />
      </div>
    </Card>
  );
}
