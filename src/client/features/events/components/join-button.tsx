import type { ScoutEvent } from "@shared/api/events";
import { Check, Hourglass } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { spotsLeft } from "../event-rules";
import { useJoinEvent } from "../hooks/use-join-event";

/**
 * 'Sign Up' / 'Join' → 'Joining...' → 'Joined' (greyed, disabled); a full event shows 'Full' (disabled) unless
 * joined; with parent approval on, "Waiting for a parent's OK" until a parent or leader decides.
 */
export function JoinButton({
  event,
  label,
  className,
  ...props
}: { event: ScoutEvent; label: "Sign Up" | "Join" } & Omit<ButtonProps, "onClick">) {
  const { hasJoined, isPending, joining, join, loading } = useJoinEvent(event);
  const full = !hasJoined && spotsLeft(event) === 0;
  return (
    <Button
      {...props}
      className={cn((hasJoined || full) && "bg-slate-200 text-slate-700 hover:bg-slate-200", className)}
      disabled={hasJoined || full || joining || loading}
      onClick={join}
      aria-label={
        isPending
          ? `Waiting for a parent's OK for ${event.title}`
          : hasJoined
            ? `Joined ${event.title}`
            : full
              ? `${event.title} is full`
              : `${label} for ${event.title}`
      }
    >
      {isPending ? <Hourglass aria-hidden="true" /> : hasJoined && <Check aria-hidden="true" />}
      {isPending ? "Waiting for a parent's OK" : hasJoined ? "Joined" : full ? "Full" : joining ? "Joining..." : label}
    </Button>
  );
}
