import type { EventParticipant, ScoutEvent } from "@shared/api/events";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Check, UserMinus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { formatDate } from "@/lib/format-date";
import { toast, toastError } from "@/lib/use-toast";
import { decideParticipant, participantsQuery, refreshEventQueries, removeParticipant } from "../api";
import { participantsLabel } from "../event-admin-rules";

type Props = { event: ScoutEvent | null; onOpenChange: (open: boolean) => void };

function joinedText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : `Joined ${formatDate(d)}`;
}

/** Participants of one event: name, email, joined date, Remove (with confirmation). */
export function ParticipantsDialog({ event, onOpenChange }: Props) {
  return (
    <Dialog open={event !== null} onOpenChange={onOpenChange}>
      <DialogContent>{event && <ParticipantsBody event={event} />}</DialogContent>
    </Dialog>
  );
}

function ParticipantsBody({ event }: { event: ScoutEvent }) {
  const participants = useQuery(participantsQuery(event.id));
  const [removing, setRemoving] = useState<EventParticipant | null>(null);
  const remove = useMutation({
    mutationFn: (p: EventParticipant) => removeParticipant(event.id, p.id),
    onSuccess: async (_, p) => {
      toast({ title: "Participant Removed", description: `${p.name} has been removed from ${event.title}.` });
      await refreshEventQueries();
    },
    onError: () => toastError("Failed to remove participant. Please try again."),
  });
  const decide = useMutation({
    mutationFn: ({ p, decision }: { p: EventParticipant; decision: "approve" | "decline" }) => decideParticipant(event.id, p.id, decision),
    onSuccess: async (_, { p, decision }) => {
      toast({ title: decision === "approve" ? "Approved" : "Declined", description: `${p.name} · ${event.title}` });
      await refreshEventQueries();
    },
    onError: async (error) => {
      toastError(errorMessage(error, "Could not save the decision. Please try again."));
      await refreshEventQueries();
    },
  });
  const list = participants.data ?? [];

  return (
    <>
      <DialogHeader>
        <DialogTitle>Participants</DialogTitle>
        <DialogDescription>
          {event.title} · {participantsLabel(event)}
        </DialogDescription>
      </DialogHeader>
      {participants.isLoading ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : participants.isError ? (
        <p role="alert" className="text-destructive">
          Could not load participants.
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No participants registered yet</p>
      ) : (
        <ul className="grid gap-2" aria-label="Registered participants">
          {list.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3" data-testid="participant">
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium">{p.name}</p>
                {p.email && <p className="break-all text-sm text-muted-foreground">{p.email}</p>}
                <p className="text-xs text-muted-foreground">{joinedText(p.joinedDate)}</p>
                {p.status === "pending" && (
                  <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    Waiting for a parent's OK
                  </p>
                )}
              </div>
              {p.status === "pending" && (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    aria-label={`Approve ${p.name}`}
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ p, decision: "approve" })}
                  >
                    <Check aria-hidden="true" />
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Decline ${p.name}`}
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ p, decision: "decline" })}
                  >
                    <X aria-hidden="true" />
                    Decline
                  </Button>
                </div>
              )}
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
                aria-label={`Remove ${p.name}`}
                disabled={remove.isPending}
                onClick={() => setRemoving(p)}
              >
                <UserMinus aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove participant"
        description="Remove this participant from the event?"
        confirmLabel="Remove"
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}
