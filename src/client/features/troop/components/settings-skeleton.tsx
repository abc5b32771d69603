import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder while the configuration loads. */
export function SettingsSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" data-testid="settings-skeleton">
      <span className="sr-only" role="status">
        Loading settings...
      </span>
      <Skeleton className="h-10 w-full max-w-xl" />
      <div className="grid gap-4 rounded-lg border bg-card p-6">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
      <Skeleton className="h-10 w-36" />
    </div>
  );
}
