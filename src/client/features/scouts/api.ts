import type { Scout, ScoutCreateRequest, ScoutUpdateRequest } from "@shared/api/scouts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const SCOUTS_KEY = ["/api/scouts"] as const;

export const scoutsQuery = queryOptions({
  queryKey: SCOUTS_KEY,
  queryFn: ({ signal }) => apiGet<Scout[]>("/api/scouts", { signal }),
});

export function createScout(body: ScoutCreateRequest) {
  return apiJson<Scout>("POST", "/api/scouts", body);
}

export function updateScout(id: string, body: ScoutUpdateRequest) {
  return apiJson<Scout>("PATCH", `/api/scouts/${encodeURIComponent(id)}`, body);
}

export async function deleteScout(id: string) {
  await apiRequest("DELETE", `/api/scouts/${encodeURIComponent(id)}`);
}

/**
 * After a roster change: the roster and everything that shows a scout (awards, attendance, activities,
 * badge statistics) is refreshed, since deleting a scout erases that child's data.
 */
export function refreshRosterQueries() {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const key = q.queryKey[0];
      return (
        typeof key === "string" &&
        ["/api/scouts", "/api/scout-badges", "/api/attendance", "/api/activities", "/api/badges/stats"].some((p) => key.startsWith(p))
      );
    },
  });
}
