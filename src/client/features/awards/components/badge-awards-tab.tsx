import type { Badge } from "@shared/api/badges";
import type { Scout } from "@shared/api/scouts";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { scoutBadgesQuery } from "../api";
import { BulkAwardCard } from "./bulk-award-card";
import { SingleAwardCard } from "./single-award-card";

/** Badge Awards tab: award to one scout, or one badge to many. */
export function BadgeAwardsTab({ scouts, badges }: { scouts: Scout[]; badges: Badge[] }) {
  const awards = useQuery(scoutBadgesQuery);
  if (awards.isLoading) return <Skeleton className="h-64 w-full" />;
  const list = awards.data ?? [];
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <SingleAwardCard scouts={scouts} badges={badges} awards={list} />
      <BulkAwardCard scouts={scouts} badges={badges} awards={list} />
    </div>
  );
}
