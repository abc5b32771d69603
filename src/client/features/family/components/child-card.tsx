import type { ChildSummary } from "@shared/api/family";
import { Link } from "wouter";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ProgressRing } from "@/components/ui/progress-ring";
import { formatDateTime } from "@/lib/format-date";
import { PARTICIPATION_TEXT } from "../participation-text";

/** One child on the family home: initial, name, earned/total badges with the ring, the next events with their state. */
export function ChildCard({ child }: { child: ChildSummary }) {
  const { scout, earnedCount, totalBadges, upcomingEvents } = child;
  const percent = totalBadges > 0 ? Math.round((100 * earnedCount) / totalBadges) : 0;
  return (
    <Card data-testid="child-card">
      <CardHeader className="flex flex-row items-center gap-3">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
          aria-hidden="true"
        >
          {scout.name.trim().charAt(0).toUpperCase()}
        </span>
        <h2 className="min-w-0 break-words text-xl font-semibold leading-none">{scout.name}</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-4">
          <ProgressRing size="md" percent={percent} label={`${earnedCount} of ${totalBadges} badges earned`} />
          <p className="text-sm">
            <span className="text-2xl font-bold">{earnedCount}</span> / {totalBadges} badges earned
          </p>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold">Next events</h3>
          {upcomingEvents.length === 0 ? (
            <p className="text-sm text-muted-foreground">No upcoming events.</p>
          ) : (
            <ul className="grid gap-2">
              {upcomingEvents.map((e) => (
                <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
                  <span className="min-w-0 break-words font-medium">{e.title}</span>
                  <span className="text-muted-foreground">
                    <time dateTime={e.startDate}>{formatDateTime(e.startDate)}</time> · {PARTICIPATION_TEXT[e.participation]}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Link
          href={`/family/${scout.id}`}
          className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          Open {scout.name}
        </Link>
      </CardContent>
    </Card>
  );
}
