import type { ChildEvent } from "@shared/api/family";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { formatDateTime } from "@/lib/format-date";
import { toast, toastError } from "@/lib/use-toast";
import { type ChildEventAction, childEventAction, childEventsQuery, refreshFamilyQueries } from "../api";
import { PARTICIPATION_TEXT } from "../participation-text";

const DONE: Record<ChildEventAction, string> = { join: "Signed up", withdraw: "Withdrawn", approve: "Approved", decline: "Declined" };

/** The troop's upcoming events with the child's state: sign up / withdraw, or approve / decline a pending request. */
export function ChildEvents({ scoutId, name }: { scoutId: string; name: string }) {
  const events = useQuery(childEventsQuery(scoutId));
  const act = useMutation({
    mutationFn: ({ event, action }: { event: ChildEvent; action: ChildEventAction }) => childEventAction(scoutId, event.id, action),
    onSuccess: async (_, { event, action }) => {
      toast({ title: DONE[action], description: `${name} · ${event.title}` });
      await refreshFamilyQueries();
    },
    onError: async (error) => {
      toastError(errorMessage(error, "That did not work. Please try again."));
      await refreshFamilyQueries();
    },
  });
  if (events.isLoading) return <Skeleton className="h-32 w-full" />;
  if (events.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(events.error, "Could not load events.")}
      </p>
    );
  const now = Date.now();
  const upcoming = (events.data ?? []).filter((e) => new Date(e.startDate).getTime() > now);
  if (upcoming.length === 0) return <p className="text-muted-foreground">No upcoming events.</p>;

  const button = (event: ChildEvent, action: ChildEventAction, label: string, variant: "default" | "outline" = "default") => (
    <Button
      size="sm"
      variant={variant}
      disabled={act.isPending}
      aria-label={`${label}: ${event.title}`}
      onClick={() => act.mutate({ event, action })}
    >
      {label}
    </Button>
  );
  const full = (e: ChildEvent) => !!e.maxParticipants && e.currentParticipants >= e.maxParticipants;

  return (
    <ul className="grid gap-3" aria-label={`Events for ${name}`}>
      {upcoming.map((e) => (
        <li
          key={e.id}
          className="grid gap-2 rounded-lg border bg-card p-3 sm:flex sm:items-center sm:justify-between"
          data-testid="child-event"
        >
          <div className="min-w-0">
            <p className="break-words font-medium">{e.title}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={e.startDate}>{formatDateTime(e.startDate)}</time> · {e.location}
            </p>
            <p className="text-sm font-medium" data-testid="child-event-state">
              {PARTICIPATION_TEXT[e.participation]}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {e.participation === "none" &&
              (full(e) ? (
                <Button size="sm" disabled>
                  Full
                </Button>
              ) : (
                button(e, "join", "Sign up")
              ))}
            {e.participation === "joined" && button(e, "withdraw", "Withdraw", "outline")}
            {e.participation === "pending" && (
              <>
                {button(e, "approve", "Approve")}
                {button(e, "decline", "Decline", "outline")}
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
