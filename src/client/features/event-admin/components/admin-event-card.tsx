import type { ScoutEvent } from "@shared/api/events";
import { CalendarDays, MapPin, Star, Tag, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";
import { formatDateTime } from "@/lib/format-date";
import { participantsLabel } from "../event-admin-rules";

type Props = {
  event: ScoutEvent;
  /** The event's type as people read it (null without one). */
  typeLabel?: string | null;
  onParticipants: (event: ScoutEvent) => void;
  onEdit: (event: ScoutEvent) => void;
  onDelete: (event: ScoutEvent) => void;
};

/** An event in the admin grid: image, title, type, date, location, participants, Featured label; participants, edit, delete. */
export function AdminEventCard({ event, typeLabel, onParticipants, onEdit, onDelete }: Props) {
  const start = new Date(event.startDate);
  return (
    <Card className="flex w-full min-w-0 flex-col overflow-hidden" data-testid="admin-event-card">
      <div className="relative">
        <img src={event.imageUrl} alt="" loading="lazy" className="h-36 w-full bg-muted object-cover" />
        {event.isFeatured && (
          <Badge variant="accent" className="absolute left-2 top-2 shadow">
            <Star className="size-3" aria-hidden="true" />
            Featured
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="break-words font-semibold leading-tight">{event.title}</h3>
        <ul className="grid gap-1 text-sm text-foreground/80">
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {formatDateTime(start)}
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{event.location}</span>
          </li>
          {typeLabel && (
            <li className="flex min-w-0 items-center gap-2" data-testid="event-type">
              <Tag className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Type: </span>
              <span className="truncate">{typeLabel}</span>
            </li>
          )}
          <li className="flex items-center gap-2" data-testid="event-participants">
            <Users className="size-4 shrink-0" aria-hidden="true" />
            <span>
              Participants: <span className="font-medium">{participantsLabel(event)}</span>
            </span>
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-end gap-2 pt-2">
          <Button
            variant="outline"
            size="sm"
            className="mr-auto"
            onClick={() => onParticipants(event)}
            aria-label={`View participants of ${event.title}`}
          >
            <Users aria-hidden="true" />
            Participants
          </Button>
          <EditDeleteButtons name={event.title} onEdit={() => onEdit(event)} onDelete={() => onDelete(event)} />
        </div>
      </div>
    </Card>
  );
}
