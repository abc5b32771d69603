import type { ScoutEvent } from "@shared/api/events";
import type { Scout } from "@shared/api/scouts";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { attendanceQuery } from "../api";
import { AttendanceHistory } from "./attendance-history";
import { AttendanceOverview } from "./attendance-overview";
import { RecordAttendanceForm } from "./record-attendance-form";

/** Attendance Tracking tab: per-scout overview, the record form and the history list. */
export function AttendanceTab({ scouts, events }: { scouts: Scout[]; events: ScoutEvent[] }) {
  const attendance = useQuery(attendanceQuery);
  if (attendance.isLoading) {
    return (
      <div className="grid grid-cols-1 gap-4" aria-busy="true">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const records = attendance.data ?? [];
  return (
    <div className="grid grid-cols-1 gap-6">
      <AttendanceOverview scouts={scouts} records={records} />
      <RecordAttendanceForm scouts={scouts} events={events} records={records} />
      <AttendanceHistory records={records} scouts={scouts} events={events} />
    </div>
  );
}
