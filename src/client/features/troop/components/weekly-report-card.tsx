import type { WeeklyReport } from "@shared/api/notifications";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ChevronDown, ChevronUp, Send } from "lucide-react";
import { useId, useState } from "react";
import { NotOnThisPhone } from "@/components/not-on-this-phone";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { toast, toastError } from "@/lib/use-toast";
import { waitsForNetwork } from "@/lib/waits-for-network";
import { refreshOutbox, sendWeeklyReport, weeklyReportQuery } from "../../notifications/api";

const messages = (n: number) => `${n} ${n === 1 ? "message" : "messages"}`;

function ReportSection({ title, lines, empty }: { title: string; lines: string[]; empty: string }) {
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid list-disc gap-0.5 pl-5 text-sm">
          {lines.map((line, i) => (
            // Lines may repeat (one scout, one badge name twice); their place in the list is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders
            <li key={i} className="wrap-anywhere">
              {line}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The report's sections as the leaders' email has them, dates in the troop's zone. */
function ReportPreview({ report }: { report: WeeklyReport }) {
  const zone = report.timeZone;
  const day = (iso: string) => formatDate(iso, zone);
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <span className="font-semibold">{report.troopName}</span>: the week of {day(report.from)} to {day(report.to)} ({zone})
      </p>
      <ReportSection
        title={`Badges earned (${report.awards.length})`}
        lines={report.awards.map((a) => `${a.scoutName}: ${a.badgeName} (${day(a.earnedDate)})`)}
        empty="Nothing this time."
      />
      <ReportSection
        title={`Badges to present (${report.badgesToPresent.length})`}
        lines={report.badgesToPresent.map((a) => `${a.scoutName}: ${a.badgeName}`)}
        empty="Nothing this time."
      />
      <ReportSection
        title="Attendance"
        lines={report.attendance.map((e) => `${e.title} (${day(e.startDate)}): ${e.present} present, ${e.absent} absent`)}
        empty="No events last week."
      />
      <ReportSection title={`New scouts (${report.newScouts.length})`} lines={report.newScouts.map((s) => s.name)} empty="No new scouts." />
      <ReportSection
        title="Next 7 days"
        lines={report.upcomingEvents.map(
          (e) => `${e.title}: ${formatDateTime(e.startDate, zone)}, ${e.location} (${e.participants} signed up)`,
        )}
        empty="No events in the next 7 days."
      />
    </div>
  );
}

/**
 * Weekly report: what every leader gets on Monday at 07:00 troop time, previewed here from
 * GET /api/reports/weekly, and "Send now" to queue it for every leader at once. `blockedReason`
 * (email notifications off) disables "Send now" and says why beside it.
 */
export function WeeklyReportCard({
  timeZone,
  emailReady,
  blockedReason = null,
}: {
  timeZone: string;
  emailReady: boolean;
  blockedReason?: string | null;
}) {
  const previewId = useId();
  const blockedId = useId();
  const [showPreview, setShowPreview] = useState(false);
  const report = useQuery({ ...weeklyReportQuery, enabled: showPreview });
  const send = useMutation({
    mutationFn: sendWeeklyReport,
    onSuccess: async ({ queued }) => {
      toast({
        title: "Weekly report queued",
        description: emailReady
          ? `${messages(queued)} queued for your troop's leaders. The outbox shows when they are sent.`
          : `${messages(queued)} queued for your troop's leaders. They wait in the outbox until a mail server is configured.`,
      });
      await refreshOutbox();
    },
    onError: (error) => toastError(errorMessage(error, "Could not send the weekly report. Please try again.")),
  });

  function togglePreview() {
    // Opened again later: the report is read afresh, as Monday's would be.
    if (!showPreview && report.data) void report.refetch();
    setShowPreview((v) => !v);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Weekly report</CardTitle>
        <CardDescription>
          Every Monday at 07:00 ({timeZone}), while weekly reports are on, each leader gets last week's badges, badges to present,
          attendance, new scouts and the next 7 days' events.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" aria-expanded={showPreview} aria-controls={previewId} onClick={togglePreview}>
            {showPreview ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {showPreview ? "Hide preview" : "Preview"}
          </Button>
          <Button
            onClick={() => send.mutate()}
            disabled={send.isPending || blockedReason !== null}
            aria-describedby={blockedReason ? blockedId : undefined}
          >
            <Send aria-hidden="true" />
            {send.isPending ? "Sending..." : "Send now"}
          </Button>
        </div>
        {blockedReason && (
          <p id={blockedId} className="text-sm text-muted-foreground">
            {blockedReason}
          </p>
        )}
        <div id={previewId} hidden={!showPreview} className="rounded-md border p-4">
          {showPreview &&
            (report.isLoading ? (
              <div className="grid gap-2" aria-busy="true">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-16 w-full" />
              </div>
            ) : waitsForNetwork(report) ? (
              <NotOnThisPhone what="This week's report is" />
            ) : report.isError || !report.data ? (
              <p role="alert" className="text-destructive">
                {errorMessage(report.error, "Could not load the weekly report.")}
              </p>
            ) : (
              <ReportPreview report={report.data} />
            ))}
        </div>
      </CardContent>
    </Card>
  );
}
