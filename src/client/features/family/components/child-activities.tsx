import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { formatDateTime } from "@/lib/format-date";
import { childActivitiesQuery } from "../api";

/** What happened to the child, with the leaders' reactions and feedback (read-only). */
export function ChildActivities({ scoutId }: { scoutId: string }) {
  const feed = useQuery(childActivitiesQuery(scoutId));
  if (feed.isLoading) return <Skeleton className="h-32 w-full" />;
  if (feed.isError) return <p role="status">{errorMessage(feed.error, "Could not load what happened.")}</p>;
  const list = feed.data ?? [];
  if (list.length === 0) return <p className="text-muted-foreground">Nothing yet.</p>;
  return (
    <ul className="grid gap-3" aria-label="What happened">
      {list.map((a) => (
        <li key={a.id} className="grid gap-1 rounded-lg border bg-card p-3">
          <p className="break-words font-medium">
            {a.title}
            {a.points > 0 && <span className="ml-2 text-sm text-amber-800">+{a.points} pts</span>}
          </p>
          <p className="break-words text-sm text-muted-foreground">{a.description}</p>
          <p className="text-xs text-muted-foreground">
            {/* "3 hours ago" counts from the clock of whoever draws it: the server's first view and the
                browser may be a minute apart, which is no mistake to report when the browser takes over. */}
            <time dateTime={a.createdAt} title={formatDateTime(a.createdAt)} suppressHydrationWarning>
              {formatDistanceToNow(new Date(a.createdAt), { addSuffix: true })}
            </time>
          </p>
          {a.reactions.length > 0 && (
            <ul className="grid gap-1" aria-label="Leaders' feedback">
              {a.reactions.map((r) => (
                <li key={r.id} className="break-words text-sm">
                  <span aria-hidden="true">{r.emoji}</span> <span className="font-medium">{r.leaderName}</span>
                  {r.message ? `: ${r.message}` : ""}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
