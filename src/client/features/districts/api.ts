import type { DistrictOverview, TroopDistrict } from "@shared/api/districts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-request";

// The reads and their keys; the changes are district-changes.ts's, which only the forms load.

export const districtKeys = {
  /** Every district's overview, for invalidating them all. */
  overviews: ["/api/district/overview"] as const,
  overview: (districtId: string | null) => [...districtKeys.overviews, districtId] as const,
  troopDistrict: ["/api/troop/district"] as const,
};

/** A district's overview: its troops' counts and totals (the commissioner's first district when none is named). */
export const districtOverviewQuery = (districtId: string | null) =>
  queryOptions({
    queryKey: districtKeys.overview(districtId),
    queryFn: ({ signal }) =>
      apiGet<DistrictOverview>(
        districtId ? `/api/district/overview?districtId=${encodeURIComponent(districtId)}` : "/api/district/overview",
        {
          signal,
        },
      ),
  });

/** The district the troop belongs to, if any (its leaders read it). */
export const troopDistrictQuery = queryOptions({
  queryKey: districtKeys.troopDistrict,
  queryFn: ({ signal }) => apiGet<TroopDistrict>("/api/troop/district", { signal }),
});
