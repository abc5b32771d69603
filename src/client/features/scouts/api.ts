import type { Scout, ScoutCreateRequest, ScoutImportRefusal, ScoutImportResult, ScoutUpdateRequest } from "@shared/api/scouts";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiGet, apiJson, apiRequest } from "@/lib/api-request";
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

/** A leader takes a parent off one scout; the parent's account stays. */
export async function unlinkParent(scoutId: string, userId: string) {
  await apiRequest("DELETE", `/api/scouts/${encodeURIComponent(scoutId)}/parents/${encodeURIComponent(userId)}`);
}

/** A leader gives a scout's account a new password; the scout's sessions end. */
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
 * Imports the rows in one call: the server creates every scout or none. A refusal throws an ApiError
 * whose rows importRefusalRows reads.
 */
export function importScouts(rows: ScoutCreateRequest[]) {
  return apiJson<ScoutImportResult>("POST", "/api/scouts/import", { rows });
}

/** The rows a refused import names (row counted from 1 in the order sent, field → message); [] for any other failure. */
export function importRefusalRows(error: unknown): ScoutImportRefusal["rows"] {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.body?.rows)) return [];
  return (error.body.rows as unknown[]).flatMap((item) => {
    if (!item || typeof item !== "object") return [];
    const { row, fields } = item as { row?: unknown; fields?: unknown };
    if (typeof row !== "number" || !fields || typeof fields !== "object") return [];
    const messages = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string");
    return [{ row, fields: Object.fromEntries(messages) }];
  });
}

/** Moves everything of one roster entry into another and erases the first; answers the kept entry. */
export function mergeScouts(id: string, intoScoutId: string) {
  return apiJson<Scout>("POST", `/api/scouts/${encodeURIComponent(id)}/merge`, { intoScoutId });
}
