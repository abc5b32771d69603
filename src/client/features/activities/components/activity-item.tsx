import type { ScoutActivity } from "@shared/api/activities";
import { QUICK_REACTIONS } from "@shared/constants";
import { formatDistanceToNow } from "date-fns";
import { MessageSquare } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { activityStyle, truncateMessage } from "../activity-styles";
import { FeedbackBox } from "./feedback-box";

const INLINE_REACTIONS = QUICK_REACTIONS.slice(0, 4);

/**
 * One activity: type styling, scout, points, relative time, reactions, four quick emojis and the
 * feedback box. Every button names the scout and the activity, so a screen reader's list of buttons
 * tells twenty "Great job!" apart.
 */
export function ActivityItem({
  activity,
  feedbackOpen,
  pending,
  onReact,
  onToggleFeedback,
}: {
  activity: ScoutActivity;
  feedbackOpen: boolean;
  pending: boolean;
  onReact: (emoji: string, message?: string) => void;
  onToggleFeedback: (open: boolean) => void;
}) {
  const style = activityStyle(activity.activityType);
  const Icon = style.icon;
  const when = new Date(activity.createdAt);
  return (
    <article
      className={cn("grid gap-3 rounded-md border border-l-4 bg-card p-3 sm:p-4", style.borderClass)}
      aria-labelledby={`activity-${activity.id}`}
      data-testid="activity-item"
      data-type={activity.activityType}
    >
      <div className="flex items-start gap-3">
        <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full", style.iconClass)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={`activity-${activity.id}`} className="break-words font-semibold">
              {activity.title}
            </h3>
            {activity.points > 0 && <Badge variant="warning">+{activity.points} pts</Badge>}
          </div>
          {activity.description && <p className="break-words text-sm text-muted-foreground">{activity.description}</p>}
          <p className="mt-1 text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{activity.scoutName}</span> · {style.label} ·{" "}
            <time dateTime={activity.createdAt} title={formatDateTime(when)}>
              {formatDistanceToNow(when, { addSuffix: true })}
            </time>
          </p>
        </div>
      </div>

      {activity.reactions.length > 0 && (
        <ul className="grid grid-cols-1 gap-1 pl-0 sm:pl-13" aria-label="Reactions">
          {activity.reactions.map((r) => (
            <li key={r.id} className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
              <span aria-hidden="true">{r.emoji}</span>
              <span className="sr-only">{QUICK_REACTIONS.find((q) => q.emoji === r.emoji)?.label ?? r.emoji}</span>
              <span className="shrink-0 font-medium">{r.leaderName}</span>
              {r.message && (
                <span className="min-w-0 break-words text-muted-foreground [overflow-wrap:anywhere]" title={r.message}>
                  {truncateMessage(r.message)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-center gap-1 sm:pl-13">
        {INLINE_REACTIONS.map((r) => (
          <Button
            key={r.emoji}
            variant="ghost"
            size="sm"
            className="text-lg"
            aria-label={`${r.label} for ${activity.scoutName}: ${activity.title}`}
            title={r.label}
            disabled={pending}
            onClick={() => onReact(r.emoji)}
          >
            <span aria-hidden="true">{r.emoji}</span>
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          aria-label={`Feedback for ${activity.scoutName}: ${activity.title}`}
          aria-expanded={feedbackOpen}
          onClick={() => onToggleFeedback(!feedbackOpen)}
        >
          <MessageSquare aria-hidden="true" />
          Feedback
        </Button>
      </div>

      {feedbackOpen && (
        <FeedbackBox
          activityTitle={activity.title}
          scoutName={activity.scoutName}
          pending={pending}
          onSend={(emoji, message) => onReact(emoji, message)}
          onCancel={() => onToggleFeedback(false)}
        />
      )}
    </article>
  );
}
