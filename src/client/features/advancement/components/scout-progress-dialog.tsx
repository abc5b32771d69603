import type { ScoutBadgeProgress } from "@shared/api/advancement";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { troopFeaturesQuery } from "@/features/troop/api";
import { formatDate } from "@/lib/format-date";
import { lazyNamed } from "@/lib/lazy-named";
import { scoutProgressQuery } from "../api";
import { groupScoutProgress, tickedCount } from "../progress-rules";
import { PresentedState } from "./presented-state";
import { ProgressLine } from "./progress-line";
import { ProgressSection } from "./progress-section";
import { ProgressLoadState, ProgressSummary } from "./progress-summary";
import type { SignOffTarget } from "./sign-off-dialog";

type ScoutRef = { id: string; name: string };

// Signing off loads with the dialog's first opening, not with the roster page: the requirement
// lists when the progress is in, the form (and the form library) when first asked for.
const RequirementSignOffs = lazyNamed(() => import("./requirement-sign-offs"), "RequirementSignOffs");
const SignOffDialog = lazyNamed(() => import("./sign-off-dialog"), "SignOffDialog");

function BadgeProgressLine({ badge }: { badge: ScoutBadgeProgress }) {
  const total = badge.requirements.length;
  return (
    <ProgressLine
      ticked={tickedCount(badge.completedRequirements, total)}
      total={total}
      percent={badge.progressPercentage}
      label={badge.name}
    />
  );
}

function BadgeRow({ badge, children }: { badge: ScoutBadgeProgress; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-md border p-3" data-testid="scout-progress-badge">
      <img src={badge.imageUrl} alt="" className="size-10 shrink-0 object-contain" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium wrap-anywhere">{badge.name}</p>
        {children}
      </div>
    </li>
  );
}

/**
 * A leader's look at one scout's badges: earned (with the date and whether it
 * was handed out), waiting for approval, in progress with ticks and percentage, and how many are
 * not started. Each badge not earned yet opens its requirements, to sign one off or undo that.
 */
export function ScoutProgressDialog({ scout, onOpenChange }: { scout: ScoutRef | null; onOpenChange: (open: boolean) => void }) {
  const progress = useQuery({ ...scoutProgressQuery(scout?.id ?? ""), enabled: scout !== null });
  const features = useQuery({ ...troopFeaturesQuery, enabled: scout !== null });
  const groups = progress.data ? groupScoutProgress(progress.data) : null;
  const [signingOff, setSigningOff] = useState<SignOffTarget | null>(null);
  // With tracking off nothing is ticked or signed off: leaders award badges instead.
  const canSignOff = features.data?.enableAdvancementTracking === true;
  const requirements = (badge: ScoutBadgeProgress) =>
    scout && (
      <Suspense fallback={null}>
        <RequirementSignOffs scout={scout} badge={badge} canSignOff={canSignOff} onSignOff={setSigningOff} />
      </Suspense>
    );

  return (
    <Dialog open={scout !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{scout ? `${scout.name}'s badges` : "Badges"}</DialogTitle>
          <DialogDescription>Earned badges, requests waiting for approval and work in progress.</DialogDescription>
        </DialogHeader>
        <ProgressLoadState isLoading={progress.isLoading} isError={progress.isError} />
        {groups && (
          <div className="grid gap-5">
            <ProgressSummary
              testId="scout-progress-summary"
              earned={groups.earned.length}
              waiting={groups.waiting.length}
              working={`${groups.inProgress.length} in progress`}
            />
            {progress.data?.length === 0 && <p className="text-sm text-muted-foreground">The troop has no badges yet.</p>}
            {groups.earned.length > 0 && (
              <ProgressSection title="Earned" count={groups.earned.length} testId="scout-progress-earned">
                {groups.earned.map((badge) => (
                  <BadgeRow key={badge.id} badge={badge}>
                    <p className="text-xs text-muted-foreground">Earned {badge.earnedDate ? formatDate(badge.earnedDate) : "just now"}</p>
                    <PresentedState presentedAt={badge.presentedAt} />
                  </BadgeRow>
                ))}
              </ProgressSection>
            )}
            {groups.waiting.length > 0 && (
              <ProgressSection title="Waiting for approval" count={groups.waiting.length} testId="scout-progress-waiting">
                {groups.waiting.map((badge) => (
                  <BadgeRow key={badge.id} badge={badge}>
                    <BadgeProgressLine badge={badge} />
                    {requirements(badge)}
                  </BadgeRow>
                ))}
              </ProgressSection>
            )}
            {groups.inProgress.length > 0 && (
              <ProgressSection title="In progress" count={groups.inProgress.length} testId="scout-progress-in-progress">
                {groups.inProgress.map((badge) => (
                  <BadgeRow key={badge.id} badge={badge}>
                    <BadgeProgressLine badge={badge} />
                    {badge.approval === "returned" && (
                      <p className="rounded-md bg-muted p-2 text-xs">
                        <span className="font-semibold">Sent back:</span>{" "}
                        <span className="whitespace-pre-wrap break-words">{badge.approvalNote}</span>
                      </p>
                    )}
                    {requirements(badge)}
                  </BadgeRow>
                ))}
              </ProgressSection>
            )}
            {groups.notStarted.length > 0 && (
              <details className="text-sm" data-testid="scout-progress-not-started">
                <summary className="cursor-pointer rounded-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  Not started yet <span className="font-normal text-muted-foreground">({groups.notStarted.length})</span>
                </summary>
                <ul className="mt-2 grid gap-2">
                  {groups.notStarted.map((badge) => (
                    <BadgeRow key={badge.id} badge={badge}>
                      {requirements(badge)}
                    </BadgeRow>
                  ))}
                </ul>
              </details>
            )}
          </div>
        )}
        <WhenFirstOpened open={signingOff !== null}>
          <SignOffDialog target={signingOff} onOpenChange={(open) => !open && setSigningOff(null)} />
        </WhenFirstOpened>
      </DialogContent>
    </Dialog>
  );
}
