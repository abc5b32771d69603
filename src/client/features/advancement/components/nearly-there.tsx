import { useQuery } from "@tanstack/react-query";
import { Target } from "lucide-react";
import { Badge as Pill } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { nearlyThereQuery } from "../api";
import { ProgressLine } from "./progress-line";

/**
 * "Nearly there" on the leader dashboard's Badges tab: active scouts who have
 * ticked at least 75 % of a badge they have not earned yet, closest to done first.
 */
export function NearlyThere() {
  const nearly = useQuery(nearlyThereQuery);
  const list = nearly.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <Target className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Nearly there
        </CardTitle>
        <CardDescription>Scouts who have ticked at least 75% of a badge they have not earned yet.</CardDescription>
      </CardHeader>
      <CardContent>
        {nearly.isLoading && <Skeleton className="h-24 w-full" />}
        {nearly.isError && (
          <p role="alert" className="text-destructive">
            Could not load who is nearly there. Please reload the page.
          </p>
        )}
        {nearly.data && list.length === 0 && (
          <p className="text-sm text-muted-foreground">No scout is close to a badge right now. Ticked requirements show up here.</p>
        )}
        {list.length > 0 && (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Scouts nearly there">
            {list.map((item) => (
              <li
                key={`${item.scout.id}-${item.badge.id}`}
                className="flex items-start gap-3 rounded-md border p-3"
                data-testid="nearly-there"
              >
                <img src={item.badge.imageUrl} alt="" className="size-10 shrink-0 object-contain" />
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="wrap-anywhere">
                    <span className="font-semibold">{item.scout.name}</span> · {item.badge.name}
                  </p>
                  <ProgressLine
                    ticked={item.completedCount}
                    total={item.totalRequirements}
                    percent={item.progressPercentage}
                    label={`${item.scout.name}, ${item.badge.name}`}
                  />
                  {item.approval === "pending" && (
                    <Pill variant="warning" className="w-fit">
                      Waiting for approval
                    </Pill>
                  )}
                  {item.approval === "returned" && (
                    <Pill variant="muted" className="w-fit">
                      Sent back with a note
                    </Pill>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
