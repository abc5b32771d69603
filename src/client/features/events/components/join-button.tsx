import type { ScoutEvent } from "@shared/api/events";
import { Check } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useJoinEvent } from "../hooks/use-join-event";

/** 'Sign Up' / 'Join' → 'Joining...' → 'Joined' (greyed, disabled). */
export function JoinButton({
  event,
  label,
  className,
  ...props
}: { event: ScoutEvent; label: "Sign Up" | "Join" } & Omit<ButtonProps, "onClick">) {
  const { hasJoined, joining, join, loading } = useJoinEvent(event);
  return (
    <Button
      {...props}
      className={cn(hasJoined && "bg-slate-200 text-slate-700 hover:bg-slate-200", className)}
      disabled={hasJoined || joining || loading}
      onClick={join}
      aria-label={hasJoined ? `Joined ${event.title}` : `${label} for ${event.title}`}
    >
      {hasJoined && <Check aria-hidden="true" />}
      {hasJoined ? "Joined" : joining ? "Joining..." : label}
    </Button>
  );
}
