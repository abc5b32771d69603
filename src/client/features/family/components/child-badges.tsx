import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { SignOffNote } from "@/components/sign-off-note";
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
            {b.signOffs.length > 0 && (
              <ul className="mt-2 grid gap-1.5" aria-label={`Signed off on ${b.name}`}>
                {b.signOffs.map((signOff) => (
                  <li key={signOff.index} className="grid gap-0.5 text-sm" data-testid="child-signed-off">
                    <span className="flex items-start gap-1.5 wrap-anywhere">
                      <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                      <span>
                        <span className="sr-only">Done: </span>
                        {b.requirements[signOff.index]}
                      </span>
                    </span>
                    <SignOffNote signOff={signOff} className="ps-5.5" />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <ProgressRing size="sm" percent={b.isEarned ? 100 : b.progressPercentage} label={b.name} />
        </li>
      ))}
    </ul>
  );
}
