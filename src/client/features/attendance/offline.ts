import { type AttendanceRecord, attendanceRequest } from "@shared/api/attendance";
import { offlineAction } from "@/lib/offline/actions";
import { cachedEventTitle, cachedScoutName } from "@/lib/offline/cached-names";
import { queryClient } from "@/lib/query-client";
import { attendanceKeys, refreshAttendanceQueries } from "./api";

/** A register's mark, kept offline: it shows on the register at once (docs/product.md, "Offline changes"). */
export const attendanceOffline = [
  offlineAction({
    methods: ["POST"],
    route: "/api/attendance",
    body: attendanceRequest,
    describe: ({ body }) => `Attendance for ${cachedScoutName(body.scoutId)} at ${cachedEventTitle(body.eventId)}`,
    apply: ({ body }) => {
      const recordedAt = body.recordedAt ?? new Date().toISOString();
      queryClient.setQueryData<AttendanceRecord[]>(attendanceKeys.all, (list = []) => {
        const same = (r: AttendanceRecord) => r.scoutId === body.scoutId && r.eventId === body.eventId;
        const before = list.find(same);
        const record: AttendanceRecord = {
          id: before?.id ?? `offline-${body.scoutId}-${body.eventId}`,
          scoutId: body.scoutId,
          eventId: body.eventId,
          status: body.status,
          notes: body.notes ?? before?.notes ?? null,
          recordedAt,
          scoutName: before?.scoutName ?? cachedScoutName(body.scoutId),
          eventTitle: before?.eventTitle ?? cachedEventTitle(body.eventId),
        };
        return before ? list.map((r) => (same(r) ? record : r)) : [record, ...list];
      });
      return null;
    },
    refresh: () => void refreshAttendanceQueries(),
  }),
];
