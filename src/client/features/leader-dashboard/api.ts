import type { BadgeStats } from "@shared/api/badges";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-request";

export const badgeStatsQuery = queryOptions({
  queryKey: ["/api/badges/stats"],
  queryFn: ({ signal }) => apiGet<BadgeStats>("/api/badges/stats", { signal }),
});
