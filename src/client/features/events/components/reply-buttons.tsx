import type { ScoutEvent } from "@shared/api/events";
import { Check, Hourglass, ListOrdered, ListPlus, X } from "lucide-react";
import { useState } from "react";
import { ReplyNoteDialog } from "@/components/reply-note-dialog";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { spotsLeft } from "../event-rules";
import { useReply } from "../hooks/use-reply";

const greyed = "bg-slate-200 text-slate-700 hover:bg-slate-200";

/**
 * A scout's answer on an event card. The Join button is the "Going" answer: 'Sign Up' / 'Join' →
 * 'Joining...' → 'Joined' (greyed, disabled); a full event shows 'Full' (disabled), with 'Join waiting
 * list' beside it when the event keeps one; with parent approval on, "Waiting for a parent's OK" until a
 * parent or leader decides ("a leader's OK" for a child with no parent linked). "Can't come" (with an optional note) answers no, or gives up a place.
 */
export function ReplyButtons({
  event,
  label,
  size = "sm",
  className,
}: {
  event: ScoutEvent;
  label: "Sign Up" | "Join";
  size?: "sm" | "default";
  className?: string;
}) {
  const { status, waitingFor, position, loading, sending, reply } = useReply(event);
  const waitingText = `Waiting for a ${waitingFor}'s OK`;
  const [cantCome, setCantCome] = useState(false);
  const [joining, setJoining] = useState(false);
  const hasJoined = status === "joined" || status === "pending";
  const full = status === "none" && spotsLeft(event) === 0;
  const wide = "w-full sm:w-auto";

  const join = async () => {
    if (hasJoined) return;
    setJoining(true);
    await reply("yes");
    setJoining(false);
  };

  let first: React.ReactNode;
  if (status === "waitlisted") {
    first = (
      <p
        className="flex items-center gap-2 rounded-md bg-sky-100 px-3 py-1.5 text-sm font-medium text-sky-900"
        data-testid="waitlist-place"
      >
        <ListOrdered className="size-4" aria-hidden="true" />
        On the waiting list · number {position ?? "?"}
      </p>
    );
  } else {
    first = (
      <Button
        size={size}
        className={cn(wide, (hasJoined || full) && greyed)}
        disabled={hasJoined || full || sending || loading}
        onClick={() => void join()}
        aria-label={
          status === "pending"
            ? `${waitingText} for ${event.title}`
            : hasJoined
              ? `Joined ${event.title}`
              : full
                ? `${event.title} is full`
                : `${label} for ${event.title}`
        }
      >
        {status === "pending" ? <Hourglass aria-hidden="true" /> : hasJoined && <Check aria-hidden="true" />}
        {status === "pending" ? waitingText : hasJoined ? "Joined" : full ? "Full" : joining ? "Joining..." : label}
      </Button>
    );
  }

  return (
    <div className={cn("flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center", className)}>
      {first}
      {full && event.waitlist && (
        <Button
          size={size}
          variant="secondary"
          className={wide}
          disabled={sending || loading}
          onClick={() => void reply("yes")}
          aria-label={`Join the waiting list for ${event.title}`}
        >
          <ListPlus aria-hidden="true" />
          Join waiting list
        </Button>
      )}
      <Button
        size={size}
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
