import type { ScoutEvent } from "@shared/api/events";
import { Check, Hourglass, ListOrdered, ThumbsUp, X } from "lucide-react";
import { useState } from "react";
import { ReplyNoteDialog } from "@/components/reply-note-dialog";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { spotsLeft } from "../event-rules";
import { useReply } from "../hooks/use-reply";

/**
 * A scout's answer on an event card: "Going" and "Can't come" (with an optional note). Once answered it
 * says where they stand: going, waiting for a parent's OK, or their number on the waiting list. A full
 * event without a waiting list says so instead of offering "Going".
 */
export function ReplyButtons({ event, className }: { event: ScoutEvent; className?: string }) {
  const { status, position, loading, sending, reply } = useReply(event);
  const [cantCome, setCantCome] = useState(false);
  const full = spotsLeft(event) === 0;
  const wide = "w-full sm:w-auto";

  let first: React.ReactNode;
  if (status === "joined") {
    first = (
      <Button
        size="sm"
        disabled
        className={cn(wide, "bg-emerald-100 text-emerald-900 disabled:opacity-100")}
        aria-label={`You're going to ${event.title}`}
      >
        <Check aria-hidden="true" />
        You're going
      </Button>
    );
  } else if (status === "pending") {
    first = (
      <Button
        size="sm"
        disabled
        className={cn(wide, "bg-amber-100 text-amber-900 disabled:opacity-100")}
        aria-label={`Waiting for a parent's OK for ${event.title}`}
      >
        <Hourglass aria-hidden="true" />
        Waiting for a parent's OK
      </Button>
    );
  } else if (status === "waitlisted") {
    first = (
      <p
        className="flex items-center gap-2 rounded-md bg-sky-100 px-3 py-1.5 text-sm font-medium text-sky-900"
        data-testid="waitlist-place"
      >
        <ListOrdered className="size-4" aria-hidden="true" />
        On the waiting list · number {position ?? "?"}
      </p>
    );
  } else if (full && !event.waitlist) {
    first = (
      <p className="rounded-md bg-slate-200 px-3 py-1.5 text-sm font-medium text-slate-800" data-testid="event-full">
        This event is full.
      </p>
    );
  } else {
    first = (
      <Button
        size="sm"
        className={wide}
        disabled={loading || sending}
        onClick={() => void reply("yes")}
        aria-label={`Going to ${event.title}`}
      >
        <ThumbsUp aria-hidden="true" />
        {sending ? "Sending..." : "Going"}
      </Button>
    );
  }

  return (
    <div className={cn("flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center", className)}>
      {status === "none" && full && event.waitlist && (
        <p className="text-xs text-muted-foreground sm:w-full sm:text-right">Full: "Going" puts you on the waiting list.</p>
      )}
      {first}
      <Button
        size="sm"
        variant="outline"
        className={wide}
        disabled={loading || sending}
        onClick={() => setCantCome(true)}
        aria-label={`Can't come to ${event.title}`}
      >
        <X aria-hidden="true" />
        Can't come
      </Button>
      <ReplyNoteDialog
        eventTitle={cantCome ? event.title : null}
        who="You"
        pending={sending}
        onOpenChange={setCantCome}
        onSubmit={async (note) => {
          if (await reply("no", note)) setCantCome(false);
        }}
      />
    </div>
  );
}
