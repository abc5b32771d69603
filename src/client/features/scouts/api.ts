import type { Scout, ScoutCreateRequest, ScoutUpdateRequest } from "@shared/api/scouts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest, errorMessage } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { refreshActivities } from "../activities/api";
import { refreshAttendance } from "../attendance/api";
import { refreshAwards } from "../awards/api";
import { refreshBadgeStats } from "../badges/api";

export const scoutKeys = { all: ["/api/scouts"] as const };

export const scoutsQuery = queryOptions({
  queryKey: scoutKeys.all,
  queryFn: ({ signal }) => apiGet<Scout[]>("/api/scouts", { signal }),
});

export function createScout(body: ScoutCreateRequest) {
  return apiJson<Scout>("POST", "/api/scouts", body);
}

export function updateScout(id: string, body: ScoutUpdateRequest) {
  return apiJson<Scout>("PATCH", `/api/scouts/${encodeURIComponent(id)}`, body);
}

/** A leader takes a parent off one scout (running-a-troop §1); the parent's account stays. */
export async function unlinkParent(scoutId: string, userId: string) {
  await apiRequest("DELETE", `/api/scouts/${encodeURIComponent(scoutId)}/parents/${encodeURIComponent(userId)}`);
}

/** A leader gives a scout's account a new password (R§7); the scout's sessions end. */
export async function setScoutPassword(id: string, newPassword: string) {
  await apiRequest("PUT", `/api/scouts/${encodeURIComponent(id)}/password`, { newPassword });
}

export async function deleteScout(id: string) {
  await apiRequest("DELETE", `/api/scouts/${encodeURIComponent(id)}`);
}

/**
 * After a roster change: the roster and everything that shows a scout (awards, attendance, activities,
 * badge statistics) is refreshed, since deleting a scout erases that child's data.
 */
export function refreshRosterQueries() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scoutKeys.all }),
    refreshAwards(),
    refreshAttendance(),
    refreshActivities(),
    refreshBadgeStats(),
  ]);
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
