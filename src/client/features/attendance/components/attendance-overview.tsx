import type { AttendanceRecord } from "@shared/api/attendance";
import type { Scout } from "@shared/api/scouts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { ATTENDANCE_BAR_CLASS, ATTENDANCE_TEXT_CLASS, attendancePercentage, attendanceTone } from "@/lib/attendance-rules";
import { cn } from "@/lib/utils";

/** Per-scout attendance: the rounded share of present records, coloured 80 / 60. */
export function AttendanceOverview({ scouts, records }: { scouts: Scout[]; records: AttendanceRecord[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Attendance Overview</CardTitle>
        <CardDescription>Share of recorded events each scout attended.</CardDescription>
      </CardHeader>
      <CardContent>
        {scouts.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add scouts to track their attendance.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {scouts.map((scout) => {
              const own = records.filter((r) => r.scoutId === scout.id);
              const present = own.filter((r) => r.status === "present").length;
              const pct = attendancePercentage(records, scout.id);
              const tone = attendanceTone(pct);
              return (
                <li key={scout.id} className="grid grid-cols-1 gap-2 rounded-md border p-3" data-testid="attendance-overview-item">
                  <div className="flex items-center justify-between gap-2">
                    <span className="min-w-0 break-words font-medium">{scout.name}</span>
                    {own.length === 0 ? (
                      // Nothing recorded yet is not 0 % attendance.
                      <span className="text-lg font-bold text-muted-foreground" data-testid="attendance-percentage" data-tone="none">
                        —<span className="sr-only">no attendance recorded yet</span>
                      </span>
                    ) : (
                      <span
                        className={cn("text-lg font-bold", ATTENDANCE_TEXT_CLASS[tone])}
                        data-testid="attendance-percentage"
                        data-tone={tone}
                      >
                        {pct}%
                      </span>
                    )}
                  </div>
                  <Progress value={pct} aria-label={`${scout.name} attendance`} indicatorClassName={ATTENDANCE_BAR_CLASS[tone]} />
                  <p className="text-xs text-muted-foreground">
                    {own.length === 0
                      ? "No records yet"
                      : `Present at ${present} of ${own.length} ${own.length === 1 ? "event" : "events"}`}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
