import type { ScoutEvent } from "@shared/api/events";
import { CalendarDays, Users } from "lucide-react";
import { EventCard } from "@/components/event-card";
import { formatDate } from "@/lib/format-date";
import { durationDaysText, spotsLeftText } from "../event-rules";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { BadgeOpportunities } from "./badge-opportunities";
import { EventExtras } from "./event-extras";
import { ReplyButtons } from "./reply-buttons";

/** The featured event: large image, duration in days, spots left, Sign Up and Add to calendar. */
export function FeaturedEventCard({ event }: { event: ScoutEvent }) {
  return (
    <EventCard
      event={event}
      layout="featured"
      testId="featured-event"
      featured
      when={{ icon: CalendarDays, content: `${formatDate(new Date(event.startDate))} · ${durationDaysText(event)}` }}
      facts={[{ icon: Users, content: spotsLeftText(event) }]}
      actions={
        <>
          <ReplyButtons event={event} label="Sign Up" size="default" />
          <AddToCalendarButton eventId={event.id} title={event.title} className="h-10 w-full sm:w-auto" />
        </>
      }
    >
      <BadgeOpportunities names={event.badgeOpportunities} />
      <EventExtras event={event} />
    </EventCard>
  );
}
