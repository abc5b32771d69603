import type { Scout, ScoutCreateRequest, ScoutUpdateRequest } from "@shared/api/scouts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest, errorMessage } from "@/lib/api-request";
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

/**
 * Imports scouts one POST at a time, all or nothing (decisions §5): when one is refused, the scouts
 * already created by this import are deleted again and the error says so. Returns how many were created.
 */
export async function importScouts(scouts: ScoutCreateRequest[], onProgress: (done: number) => void = () => {}): Promise<number> {
  const created: string[] = [];
  for (const scout of scouts) {
    try {
      created.push((await createScout(scout)).id);
    } catch (error) {
      const undone = await Promise.allSettled(created.map((id) => deleteScout(id)));
      const kept = undone.filter((r) => r.status === "rejected").length;
      const reason = `${scout.name} was refused: ${errorMessage(error, "the server did not accept it")}`;
      throw new Error(
        kept === 0
          ? `Nothing was imported; ${reason}`
          : `${reason}. ${kept} of the ${created.length} scouts added before it could not be removed again.`,
      );
    }
    onProgress(created.length);
  }
  return created.length;
}
