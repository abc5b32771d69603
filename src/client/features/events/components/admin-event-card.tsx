import type { ScoutEvent } from "@shared/api/events";
import { CalendarDays, ClipboardList, HeartPulse, Tag, Users } from "lucide-react";
import { EventCard, type EventFact } from "@/components/event-card";
import { Button } from "@/components/ui/button";
import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";
import { formatDateTime } from "@/lib/format-date";
import { participantsLabel } from "../event-admin-rules";

type Props = {
  event: ScoutEvent;
  /** The event's type as people read it (null without one). */
  typeLabel?: string | null;
  onParticipants: (event: ScoutEvent) => void;
  /** Opens the replies table or the camp sheet of this event. */
  onRun: (event: ScoutEvent, tab: "replies" | "camp-sheet") => void;
  onEdit: (event: ScoutEvent) => void;
  onDelete: (event: ScoutEvent) => void;
};

/** An event in the admin grid: image, title, type, date, location, participants, Featured label; participants, edit, delete. */
export function AdminEventCard({ event, typeLabel, onParticipants, onRun, onEdit, onDelete }: Props) {
  const facts: EventFact[] = [
    {
      icon: Users,
      testId: "event-participants",
      content: (
        <span>
          Participants: <span className="font-medium">{participantsLabel(event)}</span>
        </span>
      ),
    },
  ];
  if (typeLabel) {
    facts.unshift({ icon: Tag, testId: "event-type", srLabel: "Type: ", content: <span className="truncate">{typeLabel}</span> });
  }
  return (
    <EventCard
      event={event}
      layout="grid"
      testId="admin-event-card"
      featured={event.isFeatured}
      when={{ icon: CalendarDays, content: formatDateTime(new Date(event.startDate)) }}
      facts={facts}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => onParticipants(event)} aria-label={`View participants of ${event.title}`}>
            <Users aria-hidden="true" />
            Participants
          </Button>
          <Button variant="outline" size="sm" onClick={() => onRun(event, "replies")} aria-label={`Replies for ${event.title}`}>
            <ClipboardList aria-hidden="true" />
            Replies
          </Button>
          <Button variant="outline" size="sm" onClick={() => onRun(event, "camp-sheet")} aria-label={`Camp sheet for ${event.title}`}>
            <HeartPulse aria-hidden="true" />
            Camp sheet
          </Button>
          <EditDeleteButtons name={event.title} onEdit={() => onEdit(event)} onDelete={() => onDelete(event)} />
        </>
      }
    />
  );
}
