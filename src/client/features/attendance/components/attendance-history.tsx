import type { AttendanceRecord } from "@shared/api/attendance";
import type { ScoutEvent } from "@shared/api/events";
import type { Scout } from "@shared/api/scouts";
import { ClipboardList } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";

/**
 * Attendance history, newest first: scout, event and its date, status and when it was recorded
 * ('Unknown Scout' / 'Unknown Event' when missing).
 */
export function AttendanceHistory({ records, scouts, events }: { records: AttendanceRecord[]; scouts: Scout[]; events: ScoutEvent[] }) {
  const scoutNames = new Map(scouts.map((s) => [s.id, s.name]));
  const eventsById = new Map(events.map((e) => [e.id, e]));
  const sorted = [...records].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Attendance History</CardTitle>
        <CardDescription>
          {records.length} {records.length === 1 ? "record" : "records"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sorted.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed py-8 text-center">
            <ClipboardList className="size-10 text-muted-foreground" aria-hidden="true" />
            <h3 className="text-lg font-semibold">No Attendance Records</h3>
            <p className="max-w-sm text-sm text-muted-foreground">Recorded attendance shows up here.</p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {sorted.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                data-testid="attendance-history-item"
              >
                <div className="min-w-0">
                  <p className="break-words font-medium">{scoutNames.get(r.scoutId) ?? (r.scoutName || "Unknown Scout")}</p>
                  <p className="break-words text-sm text-muted-foreground">
                    {eventsById.get(r.eventId)?.title ?? (r.eventTitle || "Unknown Event")}
                    {eventsById.has(r.eventId) && (
                      <>
                        {" · "}
                        <time dateTime={eventsById.get(r.eventId)?.startDate}>
                          {formatDate(eventsById.get(r.eventId)?.startDate ?? "")}
                        </time>
                      </>
                    )}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={r.status === "present" ? "success" : "destructive"}>
                    {r.status === "present" ? "Present" : "Absent"}
                  </Badge>
                  <span className="text-sm text-muted-foreground">
                    Recorded <time dateTime={r.recordedAt}>{formatDate(r.recordedAt)}</time>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
