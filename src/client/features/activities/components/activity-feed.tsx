import type { Scout } from "@shared/api/scouts";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { Activity } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { hasUnsavedChanges } from "@/lib/unsaved-changes";
import { useDiscardGuard } from "@/lib/use-discard-guard";
import { activityFeedQuery, addReaction, refreshActivities } from "../api";
import { ActivityItem } from "./activity-item";

const ALL = "all";

/**
 * Scout Activities tab: the feed ('Scout Activity Feed' for everyone, 'Recent Activities' for one scout)
 * with quick reactions and one feedback box open at a time.
 */
export function ActivityFeed({ scouts }: { scouts: Scout[] }) {
  const id = useId();
  const [scoutId, setScoutId] = useState<string>(ALL);
  const [feedbackFor, setFeedbackFor] = useState<string | null>(null);
  const activities = useInfiniteQuery(activityFeedQuery(scoutId === ALL ? null : scoutId));
  // Limited to one scout on the client too, whatever the server sent back.
  const list = (activities.data?.pages.flat() ?? []).filter((a) => scoutId === ALL || a.scoutId === scoutId);

  const react = useMutation({
    mutationFn: (input: { activityId: string; emoji: string; message?: string }) =>
      addReaction(input.activityId, input.emoji, input.message),
    onSuccess: (_, input) => {
      if (input.message) setFeedbackFor(null);
    },
    onSettled: () => void refreshActivities(),
  });

  // A feedback message typed and not sent is asked about before its box closes or another opens.
  const { guard, question } = useDiscardGuard();

  const heading = scoutId === ALL ? "Scout Activity Feed" : "Recent Activities";
  const scoutName = scouts.find((s) => s.id === scoutId)?.name;

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle as="h2">{heading}</CardTitle>
            <Badge variant="default" data-testid="activity-count">
              {list.length} {list.length === 1 ? "activity" : "activities"}
            </Badge>
          </div>
          <div className="grid w-full gap-2 sm:w-64">
            <Label htmlFor={`${id}-scout`}>Show activities for</Label>
            <Select
              value={scoutId}
              onValueChange={(v) =>
                guard(feedbackFor !== null && hasUnsavedChanges(), () => {
                  setScoutId(v);
                  setFeedbackFor(null);
                })
              }
            >
              <SelectTrigger id={`${id}-scout`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All scouts</SelectItem>
                {scouts.map((s) => (
                  <SelectItem key={s.id} value={s.id}>
                    {s.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        {scoutName && <p className="text-sm text-muted-foreground">Latest activity of {scoutName}.</p>}
      </CardHeader>
      <CardContent>
        {activities.isLoading ? (
          <div className="grid grid-cols-1 gap-3" aria-busy="true">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : list.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed py-10 text-center">
            <Activity className="size-10 text-muted-foreground" aria-hidden="true" />
            <h3 className="text-lg font-semibold">No activities yet</h3>
            <p className="max-w-sm text-sm text-muted-foreground">Badge progress, awards and events show up here as scouts take part.</p>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-3">
            {list.map((activity) => (
              <ActivityItem
                key={activity.id}
                activity={activity}
                feedbackOpen={feedbackFor === activity.id}
                pending={react.isPending && react.variables?.activityId === activity.id}
                onReact={(emoji, message) => react.mutate({ activityId: activity.id, emoji, message })}
                onToggleFeedback={(open) =>
                  guard(feedbackFor !== null && hasUnsavedChanges(), () => setFeedbackFor(open ? activity.id : null))
                }
              />
            ))}
            {activities.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                disabled={activities.isFetchingNextPage}
                onClick={() => void activities.fetchNextPage()}
              >
                {activities.isFetchingNextPage ? "Loading..." : "Show older activities"}
              </Button>
            )}
          </div>
        )}
      </CardContent>
      {question}
    </Card>
  );
}
