import type { ScoutEvent } from "@shared/api/events";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { configurationQuery, troopFeaturesQuery } from "@/features/troop/api";
import { toast, toastError } from "@/lib/use-toast";
import { deleteEvent, eventsQuery, refreshEventQueries } from "../api";
import { ALL_EVENT_TYPES, deleteQuestion, eventTypeLabel, filterEventsByType, WITHOUT_EVENT_TYPE } from "../event-admin-rules";
import { AdminEventCard } from "./admin-event-card";
import { EventRunDialog, type RunTab } from "./event-run-dialog";
import { ParticipantsDialog } from "./participants-dialog";

type Props = {
  /** Opens the event dialog to create an event. */
  onAdd: () => void;
  /** Opens the event dialog to edit this event. */
  onEdit: (event: ScoutEvent) => void;
};

/**
 * Events tab of /admin: card grid with participants, edit and delete, filtered by the troop's event
 * types once it has some. The page supplies the event dialog.
 */
export function EventAdminTab({ onAdd, onEdit }: Props) {
  const id = useId();
  const events = useQuery(eventsQuery);
  const features = useQuery(troopFeaturesQuery);
  const [typeFilter, setTypeFilter] = useState(ALL_EVENT_TYPES);
  const [participantsOf, setParticipantsOf] = useState<string | null>(null);
  const [running, setRunning] = useState<{ id: string; tab: RunTab } | null>(null);
  const [deleting, setDeleting] = useState<ScoutEvent | null>(null);
  // Whether those signed up will be told of a cancellation: read when a delete is asked about.
  const configuration = useQuery({ ...configurationQuery, enabled: deleting !== null });

  const remove = useMutation({
    mutationFn: (event: ScoutEvent) => deleteEvent(event.id),
    onSuccess: async (_, event) => {
      toast({ title: "Event Deleted", description: `${event.title} has been deleted.` });
      await refreshEventQueries();
    },
    onError: () => toastError("Failed to delete event. Please try again."),
  });

  const list = events.data ?? [];
  const types = features.data?.customEventTypes ?? [];
  const filterOn = types.length > 0 || list.some((e) => e.eventType);
  // A filter on a type that was since removed from the list falls back to every event.
  const filter = typeFilter === WITHOUT_EVENT_TYPE || types.some((t) => t.key === typeFilter) ? typeFilter : ALL_EVENT_TYPES;
  const shown = filterEventsByType(list, filter);
  // Looked up from the list so the dialog's count follows removals.
  const participantsEvent = list.find((e) => e.id === participantsOf) ?? null;
  const runEvent = list.find((e) => e.id === running?.id) ?? null;

  return (
    <section aria-labelledby="event-admin-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="event-admin-title" className="text-xl font-semibold">
            Events
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="event-admin-count">
            {events.isLoading
              ? "Loading events..."
              : filter === ALL_EVENT_TYPES
                ? `${list.length} events`
                : `${shown.length} of ${list.length} events`}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {filterOn && (
            <div className="grid w-full gap-2 min-[400px]:w-48">
              <Label htmlFor={`${id}-type`}>Filter by type</Label>
              <Select value={filter} onValueChange={setTypeFilter}>
                <SelectTrigger id={`${id}-type`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL_EVENT_TYPES}>All types</SelectItem>
                  {types.map((t) => (
                    <SelectItem key={t.key} value={t.key}>
                      {t.label}
                    </SelectItem>
                  ))}
                  <SelectItem value={WITHOUT_EVENT_TYPE}>No type</SelectItem>
                </SelectContent>
              </Select>
            </div>
          )}
          <Button onClick={onAdd}>
            <CalendarPlus aria-hidden="true" />
            Add Event
          </Button>
        </div>
      </div>

      {events.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 w-full" />
          ))}
        </div>
      ) : events.isError ? (
        <p role="alert" className="text-destructive">
          Could not load events. Please reload the page.
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No events yet. Add the first one.</p>
      ) : shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No events of this type.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((event) => (
            <li key={event.id} className="flex">
              <AdminEventCard
                event={event}
                typeLabel={eventTypeLabel(event.eventType, types)}
                onParticipants={(e) => setParticipantsOf(e.id)}
                onRun={(e, tab) => setRunning({ id: e.id, tab })}
                onEdit={onEdit}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      )}

      <ParticipantsDialog event={participantsEvent} onOpenChange={(open) => !open && setParticipantsOf(null)} />
      <EventRunDialog
        event={runEvent}
        tab={running?.tab ?? "replies"}
        onTabChange={(tab) => setRunning((now) => now && { ...now, tab })}
        onOpenChange={(open) => !open && setRunning(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete event"
        description={deleteQuestion(deleting, configuration.data?.emailNotifications)}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
