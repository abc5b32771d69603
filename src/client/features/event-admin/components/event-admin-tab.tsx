import type { ScoutEvent } from "@shared/api/events";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast, toastError } from "@/lib/use-toast";
import { eventsQuery, refreshEventQueries } from "../../events/api";
import { deleteEvent } from "../api";
import { AdminEventCard } from "./admin-event-card";
import { ParticipantsDialog } from "./participants-dialog";

type Props = {
  /** Opens the event dialog to create an event. */
  onAdd: () => void;
  /** Opens the event dialog to edit this event. */
  onEdit: (event: ScoutEvent) => void;
};

/** Events tab of /admin: card grid with participants, edit and delete. The page supplies the event dialog. */
export function EventAdminTab({ onAdd, onEdit }: Props) {
  const events = useQuery(eventsQuery);
  const [participantsOf, setParticipantsOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ScoutEvent | null>(null);

  const remove = useMutation({
    mutationFn: (event: ScoutEvent) => deleteEvent(event.id),
    onSuccess: async (_, event) => {
      toast({ title: "Event Deleted", description: `${event.title} has been deleted.` });
      await refreshEventQueries();
    },
    onError: () => toastError("Failed to delete event. Please try again."),
  });

  const list = events.data ?? [];
  // Looked up from the list so the dialog's count follows removals.
  const participantsEvent = list.find((e) => e.id === participantsOf) ?? null;

  return (
    <section aria-labelledby="event-admin-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="event-admin-title" className="text-xl font-semibold">
            Events
          </h2>
          <p className="text-sm text-muted-foreground">{events.isLoading ? "Loading events..." : `${list.length} events`}</p>
        </div>
        <Button onClick={onAdd}>
          <CalendarPlus aria-hidden="true" />
          Add Event
        </Button>
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
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((event) => (
            <li key={event.id} className="flex">
              <AdminEventCard event={event} onParticipants={(e) => setParticipantsOf(e.id)} onEdit={onEdit} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}

      <ParticipantsDialog event={participantsEvent} onOpenChange={(open) => !open && setParticipantsOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete event"
        description="Are you sure you want to delete this event?"
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
