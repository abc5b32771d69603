import { useQuery } from "@tanstack/react-query";
import { ProgressRing } from "@/components/ui/progress-ring";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { childBadgesQuery } from "../api";

/** The child's badges as the child sees them (progress, ticked requirements, earned), read-only. */
export function ChildBadges({ scoutId }: { scoutId: string }) {
  const badges = useQuery(childBadgesQuery(scoutId));
  if (badges.isLoading) return <Skeleton className="h-32 w-full" />;
  if (badges.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(badges.error, "Could not load badges.")}
      </p>
    );
  const list = badges.data ?? [];
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Badges">
      {list.map((b) => (
        <li key={b.id} className="flex items-start gap-3 rounded-lg border bg-card p-3" data-testid="child-badge">
          <img src={b.imageUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" />
          <div className="min-w-0 flex-1">
            <p className="break-words font-medium [overflow-wrap:anywhere]">{b.name}</p>
            <p className="text-sm text-muted-foreground">
              {b.isEarned ? "Earned" : `${b.completedRequirements.length} of ${b.requirements.length} requirements done`}
            </p>
          </div>
          <ProgressRing size="sm" percent={b.isEarned ? 100 : b.progressPercentage} label={b.name} />
        </li>
      ))}
    </ul>
  );
}
