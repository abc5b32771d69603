import type { AttendanceRecord, AttendanceStatus } from "@shared/api/attendance";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { refreshActivities } from "../activities/api";

export const attendanceKeys = { all: ["/api/attendance"] as const };

export const attendanceQuery = queryOptions({
  queryKey: attendanceKeys.all,
  queryFn: ({ signal }) => apiGet<AttendanceRecord[]>("/api/attendance", { signal }),
});

/** One POST per marked scout, all stamped with the same time. */
export async function recordAttendance(eventId: string, marks: Record<string, AttendanceStatus>) {
  const recordedAt = new Date().toISOString();
  await Promise.all(
    Object.entries(marks).map(([scoutId, status]) => apiJson("POST", "/api/attendance", { scoutId, eventId, status, recordedAt })),
  );
}

/** Present marks write activities, so the feed is refreshed with the records. */
export function refreshAttendanceQueries() {
  return Promise.all([refreshAttendance(), refreshActivities()]);
}

/** The attendance records alone (the roster refreshes them when a scout goes). */
export function refreshAttendance() {
  return queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
}
