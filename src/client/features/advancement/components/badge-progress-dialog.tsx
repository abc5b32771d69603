import type { BadgeScoutProgress } from "@shared/api/advancement";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { badgeProgressQuery } from "../api";
import { groupBadgeProgress, tickedCount } from "../progress-rules";
import { NotStartedList } from "./not-started-list";
import { PresentedState } from "./presented-state";
import { ProgressLine } from "./progress-line";
import { ProgressSection } from "./progress-section";
import { ProgressLoadState, ProgressSummary } from "./progress-summary";

type BadgeRef = { id: string; name: string; imageUrl: string; requirements: readonly string[] };

function ScoutRow({ row, children }: { row: BadgeScoutProgress; children?: ReactNode }) {
  return (
    <li className="grid gap-1 rounded-md border p-3" data-testid="badge-progress-scout">
      <p className="font-medium wrap-anywhere">{row.scout.name}</p>
      {children}
    </li>
  );
}

/**
 * A leader's look at one badge across the roster: who holds it (and whether it
 * was handed out), who asked for it, who is working on it with their ticks, and who has not started.
 */
export function BadgeProgressDialog({ badge, onOpenChange }: { badge: BadgeRef | null; onOpenChange: (open: boolean) => void }) {
  const progress = useQuery({ ...badgeProgressQuery(badge?.id ?? ""), enabled: badge !== null });
  const total = badge?.requirements.length ?? 0;
  const groups = progress.data ? groupBadgeProgress(progress.data, total) : null;
  const line = (row: BadgeScoutProgress) => (
    <ProgressLine
      ticked={tickedCount(row.completedRequirements, total)}
      total={total}
      percent={row.progressPercentage}
      label={row.scout.name}
    />
  );

  return (
    <Dialog open={badge !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <div className="flex items-center gap-3">
            {badge && <img src={badge.imageUrl} alt="" className="size-10 shrink-0 object-contain" />}
            <DialogTitle>{badge ? `${badge.name}: who has it` : "Badge progress"}</DialogTitle>
          </div>
          <DialogDescription>Scouts who hold this badge, who asked for it and who is working on it.</DialogDescription>
        </DialogHeader>
        <ProgressLoadState isLoading={progress.isLoading} isError={progress.isError} />
        {groups && (
          <div className="grid gap-5">
            <ProgressSummary
              testId="badge-progress-summary"
              earned={groups.holders.length}
              waiting={groups.waiting.length}
              working={`${groups.working.length} working on it`}
            />
            {progress.data?.length === 0 && <p className="text-sm text-muted-foreground">No active scouts in the troop yet.</p>}
            {groups.holders.length > 0 && (
              <ProgressSection title="Earned" count={groups.holders.length} testId="badge-progress-holders">
                {groups.holders.map((row) => (
                  <ScoutRow key={row.scout.id} row={row}>
                    <PresentedState presentedAt={row.presentedAt} />
                  </ScoutRow>
                ))}
              </ProgressSection>
            )}
            {groups.waiting.length > 0 && (
              <ProgressSection title="Waiting for approval" count={groups.waiting.length} testId="badge-progress-waiting">
                {groups.waiting.map((row) => (
                  <ScoutRow key={row.scout.id} row={row}>
                    {line(row)}
                  </ScoutRow>
                ))}
              </ProgressSection>
            )}
            {groups.working.length > 0 && (
              <ProgressSection title="Working on it" count={groups.working.length} testId="badge-progress-working">
                {groups.working.map((row) => (
                  <ScoutRow key={row.scout.id} row={row}>
                    {line(row)}
                    {row.approval === "returned" && <p className="text-xs text-muted-foreground">Sent back with a note</p>}
                  </ScoutRow>
                ))}
              </ProgressSection>
            )}
            <NotStartedList names={groups.notStarted.map((r) => r.scout.name)} testId="badge-progress-not-started" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
