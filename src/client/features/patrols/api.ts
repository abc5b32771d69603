import type { MyPatrol, Patrol, PatrolCreateRequest, PatrolProgress, PatrolRegister, PatrolUpdateRequest } from "@shared/api/patrols";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const patrolKeys = {
  all: ["/api/patrols"] as const,
  mine: ["/api/patrols/mine"] as const,
  progress: ["/api/patrols/mine/progress"] as const,
  register: ["/api/patrols/mine/attendance"] as const,
};

/** The troop's patrols with their counts (leaders). */
export const patrolsQuery = queryOptions({
  queryKey: patrolKeys.all,
  queryFn: ({ signal }) => apiGet<Patrol[]>("/api/patrols", { signal }),
});

/** A scout's own patrol and mates' names. */
export const myPatrolQuery = queryOptions({
  queryKey: patrolKeys.mine,
  queryFn: ({ signal }) => apiGet<MyPatrol>("/api/patrols/mine", { signal }),
});

/** The badge progress of the patrol a scout leads. */
export const patrolProgressQuery = queryOptions({
  queryKey: patrolKeys.progress,
  queryFn: ({ signal }) => apiGet<PatrolProgress>("/api/patrols/mine/progress", { signal }),
});

/** What a patrol leader's register needs: the patrol's scouts, recent events, and what is recorded. */
export const patrolRegisterQuery = queryOptions({
  queryKey: patrolKeys.register,
  queryFn: ({ signal }) => apiGet<PatrolRegister>("/api/patrols/mine/attendance", { signal }),
});

export function createPatrol(body: PatrolCreateRequest) {
  return apiJson<Patrol>("POST", "/api/patrols", body);
}

export function updatePatrol(id: string, body: PatrolUpdateRequest) {
  return apiJson<Patrol>("PATCH", `/api/patrols/${encodeURIComponent(id)}`, body);
}

export async function deletePatrol(id: string) {
  await apiRequest("DELETE", `/api/patrols/${encodeURIComponent(id)}`);
}

/** Every selected scout joins the patrol (or leaves theirs, with null), or none does. */
export function moveToPatrol(scoutIds: string[], patrolId: string | null) {
  return apiJson<{ moved: number }>("POST", "/api/scouts/move-to-patrol", { scoutIds, patrolId });
}

/** After a patrol or a scout's place in one changes: the patrols and their counts. */
export function refreshPatrols() {
  return queryClient.invalidateQueries({ queryKey: patrolKeys.all });
}

/** A patrol leader's register: one recording per marked scout, all stamped with the same time. */
export async function recordPatrolAttendance(eventId: string, marks: Record<string, "present" | "absent">) {
  const recordedAt = new Date().toISOString();
  await Promise.all(
    Object.entries(marks).map(([scoutId, status]) => apiJson("POST", "/api/attendance", { scoutId, eventId, status, recordedAt })),
  );
}

/** After a patrol leader saves the register. */
export function refreshPatrolRegister() {
  return queryClient.invalidateQueries({ queryKey: patrolKeys.register });
}

/** One patrol of the list by id (undefined for none or one since removed). */
export function patrolById(patrols: readonly Patrol[] | undefined, id: string | null | undefined) {
  return id ? (patrols ?? []).find((p) => p.id === id) : undefined;
}
