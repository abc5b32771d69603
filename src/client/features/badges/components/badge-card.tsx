import type { Badge } from "@shared/api/badges";
import { CheckCircle2, Hourglass, Lock, MessageSquare, Sparkles } from "lucide-react";
import { memo } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatDate } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { badgeState } from "../badge-rules";

type Props = {
  badge: Badge;
  onOpen: (badge: Badge) => void;
  /** Shown on nearly-done badges when the viewer may earn them (scouts). */
  onEarn?: (badge: Badge) => void;
  earning?: boolean;
};

export function earnedDateText(badge: Pick<Badge, "earnedDate">): string {
  if (!badge.earnedDate) return "Just earned!";
  const d = new Date(badge.earnedDate);
  return Number.isNaN(d.getTime()) ? "Just earned!" : `Earned ${formatDate(d)}`;
}

/**
 * A badge in the grid: Earned (gold), Nearly done (green, 'Earn This Badge!'), In progress (greyed, lock).
 * A card out of sight is not laid out or painted until it nears the screen (drawn-when-near), so a
 * troop's eighty badges cost a phone only the few it shows; it stays in the page for search, screen
 * readers and the keyboard. Memoised: a grid drawn in batches re-renders only the cards it adds.
 */
export const BadgeCard = memo(function BadgeCard({ badge, onOpen, onEarn, earning = false }: Props) {
  const state = badgeState(badge);
  return (
    <div
      className={cn(
        "relative flex flex-col rounded-lg border-2 bg-card p-3 shadow-sm transition-shadow drawn-when-near [--drawn-height:11rem] hover:shadow-md",
        state === "earned" && "border-yellow-400 bg-yellow-50/60",
        state === "nearly" && "border-green-500",
        state === "progress" && "border-border",
      )}
      data-state={state}
      data-testid="badge-card"
    >
      <button
        type="button"
        onClick={() => onOpen(badge)}
        className="flex min-w-0 flex-1 flex-col items-center gap-2 rounded-md text-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        aria-label={`${badge.name}, ${state === "earned" ? "earned" : `${badge.progressPercentage}% complete`}. Open details`}
      >
        <span className="relative">
          <img
            src={badge.imageUrl}
            alt=""
            loading="lazy"
            className={cn("size-16 object-contain sm:size-20", state === "progress" && "opacity-60 grayscale")}
          />
          {state === "progress" && (
            <span className="absolute -bottom-1 -right-1 rounded-full bg-slate-700 p-1 text-white">
              <Lock className="size-3" aria-hidden="true" />
            </span>
          )}
          {state === "earned" && (
            <span className="absolute -bottom-1 -right-1 rounded-full bg-yellow-400 p-0.5 text-yellow-950">
              <CheckCircle2 className="size-4" aria-hidden="true" />
            </span>
          )}
        </span>
        <span
          className={cn("line-clamp-2 w-full min-w-0 text-sm font-semibold wrap-anywhere", state === "progress" && "text-foreground/80")}
        >
          {badge.name}
        </span>
        {state === "earned" ? (
          <span className="text-xs font-medium text-yellow-800">{earnedDateText(badge)}</span>
        ) : (
          <span className="flex w-full items-center gap-2">
            <Progress
              value={badge.progressPercentage}
              aria-label={`${badge.name} progress`}
              indicatorClassName={state === "nearly" ? "bg-green-600" : "bg-slate-500"}
            />
            <span className="text-xs tabular-nums text-muted-foreground">{badge.progressPercentage}%</span>
          </span>
        )}
      </button>
      {state !== "earned" && badge.approval === "pending" && (
        <p className="mt-2 flex items-center justify-center gap-1 rounded-md bg-amber-100 px-2 py-1.5 text-center text-xs font-semibold text-amber-900">
          <Hourglass className="size-3.5 shrink-0" aria-hidden="true" />
          Waiting for approval
        </p>
      )}
      {state !== "earned" && badge.approval === "returned" && (
        <p className="mt-2 flex items-center justify-center gap-1 text-center text-xs font-medium text-amber-900">
          <MessageSquare className="size-3.5 shrink-0" aria-hidden="true" />
          Your leader left a note
        </p>
      )}
      {state === "nearly" && onEarn && badge.approval !== "pending" && (
        <Button
          size="sm"
          className="mt-2 h-auto min-h-9 w-full whitespace-normal bg-green-700 px-2 py-1.5 text-white hover:bg-green-800"
          disabled={earning}
          onClick={() => onEarn(badge)}
        >
          <Sparkles aria-hidden="true" />
          Earn This Badge!
        </Button>
      )}
    </div>
  );
});
