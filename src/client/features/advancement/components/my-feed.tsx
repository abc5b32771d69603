import { QUICK_REACTIONS } from "@shared/constants";
import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { Star } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { troopFeaturesQuery } from "@/features/troop/api";
import { formatDateTime } from "@/lib/format-date";
import { myActivitiesQuery } from "../api";

/** Activities shown at first and added by each "Show more": a short page to read on a phone. */
const FEED_STEP = 10;

/**
 * The scout's own feed on My Badges: their points total and what they did,
 * with their leaders' reactions and feedback. Hidden while the troop has the feed switched off.
 */
export function MyFeed() {
  const features = useQuery(troopFeaturesQuery);
  const feedOn = features.data?.enableActivityFeed === true;
  const feed = useQuery({ ...myActivitiesQuery, enabled: feedOn });
  const [shown, setShown] = useState(FEED_STEP);
  if (!feedOn) return null;
  const activities = feed.data?.activities ?? [];

  return (
    <Card className="drawn-when-near">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">My Activity</CardTitle>
        {feed.data && (
          <p
            className="flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
            data-testid="my-points"
          >
            <Star className="size-4" aria-hidden="true" />
            {feed.data.points} points
          </p>
        )}
      </CardHeader>
      <CardContent>
        {feed.isLoading && <Skeleton className="h-24 w-full" />}
        {feed.isError && <p className="text-sm text-muted-foreground">Your activity could not be loaded. Please reload the page.</p>}
        {feed.data && activities.length === 0 && (
          <p className="text-sm text-muted-foreground">Nothing here yet. Tick off a requirement or join an event to get started!</p>
        )}
        {activities.length > 0 && (
          <ol className="grid gap-3" aria-label="My activity">
            {activities.slice(0, shown).map((activity) => {
              const when = new Date(activity.createdAt);
              return (
                <li key={activity.id} className="grid gap-2 rounded-md border p-3" data-testid="my-activity">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <h3 className="break-words font-semibold">{activity.title}</h3>
                    {activity.points > 0 && <Badge variant="warning">+{activity.points} pts</Badge>}
                  </div>
                  <p className="break-words text-sm text-muted-foreground">{activity.description}</p>
                  <time
                    className="text-xs text-muted-foreground"
                    dateTime={activity.createdAt}
                    title={formatDateTime(when)}
                    suppressHydrationWarning
                  >
                    {formatDistanceToNow(when, { addSuffix: true })}
                  </time>
                  {activity.reactions.length > 0 && (
                    <ul className="grid gap-1 rounded-md bg-muted p-2" aria-label="From your leaders">
                      {activity.reactions.map((r) => (
                        <li key={r.id} className="text-sm">
                          <span aria-hidden="true">{r.emoji}</span>
                          <span className="sr-only">{QUICK_REACTIONS.find((q) => q.emoji === r.emoji)?.label ?? r.emoji}</span>{" "}
                          <span className="font-medium">{r.leaderName}</span>
                          {r.message && <span className="block whitespace-pre-wrap break-words">{r.message}</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {activities.length > shown && (
          <Button variant="outline" className="mt-3 w-full sm:w-auto" onClick={() => setShown((n) => n + FEED_STEP)}>
            Show more
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
