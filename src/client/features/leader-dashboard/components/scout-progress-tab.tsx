import type { AttendanceRecord } from "@shared/api/attendance";
import type { Scout } from "@shared/api/scouts";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ATTENDANCE_TEXT_CLASS, attendancePercentage, attendanceTone } from "@/lib/attendance-rules";
import { cn } from "@/lib/utils";

/** Scouts tab 'Scout Progress Overview': initial, name, email, attendance percentage (80/60 colours), Active/Inactive. */
export function ScoutProgressTab({ scouts, records, loading }: { scouts: Scout[]; records: AttendanceRecord[]; loading: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Scout Progress Overview</CardTitle>
        <CardDescription>Attendance and status of every scout in your group.</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-32 w-full" />
        ) : scouts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No scouts yet. Add scouts from Manage Scouts.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {scouts.map((scout) => {
              const pct = attendancePercentage(records, scout.id);
              const tone = attendanceTone(pct);
              return (
                <li key={scout.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3" data-testid="scout-progress-item">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                  >
                    {scout.name.trim().charAt(0).toUpperCase() || "?"}
                  </span>
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="break-words font-medium">{scout.name}</p>
                    <p className="text-sm text-muted-foreground wrap-anywhere">{scout.email ?? "No email"}</p>
                  </div>
                  <div className="ml-auto flex items-center gap-3">
                    <span className="text-right">
                      <span
                        className={cn("block text-lg font-bold", ATTENDANCE_TEXT_CLASS[tone])}
                        data-testid="scout-attendance"
                        data-tone={tone}
                      >
                        {pct}%
                      </span>
                      <span className="block text-xs text-muted-foreground">attendance</span>
                    </span>
                    <Badge variant={scout.isActive ? "success" : "muted"}>{scout.isActive ? "Active" : "Inactive"}</Badge>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
