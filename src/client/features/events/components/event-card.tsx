import type { ScoutEvent } from "@shared/api/events";
import { Clock, Users } from "lucide-react";
import { EventCard as EventCardFrame } from "@/components/event-card";
import { formatDateTime } from "@/lib/format-date";
import { durationHoursText, participantsText, spotsLeftText } from "../event-rules";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { BadgeOpportunities } from "./badge-opportunities";
import { EventExtras } from "./event-extras";
import { ReplyButtons } from "./reply-buttons";

/** An event in the list: date, time, duration in hours, location, participants and spots, badge opportunities, Add to calendar, Join. */
export function EventCard({ event }: { event: ScoutEvent }) {
  return (
    <EventCardFrame
      event={event}
      layout="list"
      testId="event-card"
      when={{ icon: Clock, content: `${formatDateTime(new Date(event.startDate))} · ${durationHoursText(event)}` }}
      facts={[{ icon: Users, content: `${participantsText(event)} · ${spotsLeftText(event)}` }]}
      actions={
        <>
          <AddToCalendarButton eventId={event.id} title={event.title} className="w-full sm:w-auto" />
          <ReplyButtons event={event} label="Join" />
        </>
      }
    >
      <BadgeOpportunities names={event.badgeOpportunities} />
      <EventExtras event={event} />
    </EventCardFrame>
  );
}
