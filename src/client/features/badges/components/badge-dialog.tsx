import type { Badge } from "@shared/api/badges";
import { NEARLY_DONE_THRESHOLD } from "@shared/constants";
import { Award, Hourglass, Lock, MessageSquare, Sparkles } from "lucide-react";
import { useId } from "react";
import { SignOffNote } from "@/components/sign-off-note";
import { Badge as Pill } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { badgeState } from "../badge-rules";
import { earnedDateText } from "./badge-card";

type Props = {
  badge: Badge | null;
  onOpenChange: (open: boolean) => void;
  /** Scouts tick requirements; leaders see them read-only (and so do scouts while the troop's tracking is off). */
  canTrack: boolean;
  /** The troop's advancement tracking is off: leaders record badges, scouts neither tick nor earn. */
  trackingOff?: boolean;
  onToggleRequirement: (badge: Badge, index: number, checked: boolean) => void;
  onEarn: (badge: Badge) => void;
  savingProgress: boolean;
  earning: boolean;
};

/** What a scout reads while the troop's tracking is off: the server's own refusal, and what to do instead. */
export const TRACKING_OFF_TEXT = "Your leaders record badges for this troop. Show them what you have done; they award the badge.";
const LEADER_READ_ONLY_TEXT = "Scouts tick off requirements here as they complete them.";

/**
 * Badge details with the requirement checklist and, at 75 % or more, 'Earn This Badge!'. Each
 * requirement shows whether it was really ticked, earned or not: a scout's own Earn needs 75 % of
 * them ticked, so an earned badge with fewer was awarded by a leader directly, and says so instead
 * of showing ticks nobody made.
 */
export function BadgeDialog({
  badge,
  onOpenChange,
  canTrack,
  trackingOff = false,
  onToggleRequirement,
  onEarn,
  savingProgress,
  earning,
}: Props) {
  const id = useId();
  const state = badge ? badgeState(badge) : "progress";
  const total = badge?.requirements.length ?? 0;
  const ticked = badge ? badge.completedRequirements.filter((i) => i < total).length : 0;
  const awardedByLeader = state === "earned" && total > 0 && (100 * ticked) / total < NEARLY_DONE_THRESHOLD;
  return (
    <Dialog open={badge !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {badge && (
          <>
            <DialogHeader className="items-center text-center">
              <img src={badge.imageUrl} alt="" className={cn("size-24 object-contain", state === "progress" && "opacity-70 grayscale")} />
              <DialogTitle className="text-xl">{badge.name}</DialogTitle>
              <Pill variant="muted" className="capitalize">
                {badge.category}
              </Pill>
              <DialogDescription>{badge.description}</DialogDescription>
            </DialogHeader>

            {state === "earned" ? (
              <p className="flex items-center justify-center gap-2 rounded-md bg-yellow-100 p-3 font-semibold text-yellow-900">
                <Award className="size-5" aria-hidden="true" />
                {earnedDateText(badge)}
              </p>
            ) : (
              <div className="grid gap-1">
                <div className="flex justify-between text-sm">
                  <span id={`${id}-progress`}>Progress</span>
                  <span className="font-medium tabular-nums">{badge.progressPercentage}%</span>
                </div>
                <Progress
                  value={badge.progressPercentage}
                  aria-labelledby={`${id}-progress`}
                  indicatorClassName={state === "nearly" && !trackingOff ? "bg-green-600" : undefined}
                />
              </div>
            )}

            <fieldset className="grid gap-2">
              <legend className="mb-2 font-semibold">Requirements</legend>
              {awardedByLeader && (
                <p className="flex items-center gap-2 text-sm font-medium" data-testid="awarded-by-leader">
                  <Award className="size-4 shrink-0" aria-hidden="true" />
                  Awarded by a leader
                </p>
              )}
              {badge.requirements.map((text, index) => {
                // A requirement a leader signed off is done and stays ticked: only a leader can undo it.
                const signOff = badge.signOffs.find((s) => s.index === index);
                const checked = signOff !== undefined || badge.completedRequirements.includes(index);
                const inputId = `${id}-req-${index}`;
                return (
                  <div key={inputId} className="flex items-start gap-3 rounded-md p-1">
                    <Checkbox
                      id={inputId}
                      checked={checked}
                      disabled={!canTrack || state === "earned" || savingProgress || signOff !== undefined}
                      aria-describedby={signOff ? `${inputId}-signed` : undefined}
                      onCheckedChange={(v) => onToggleRequirement(badge, index, v === true)}
                      className="mt-0.5"
                    />
                    <div className="grid min-w-0 gap-0.5">
                      <label htmlFor={inputId} className={cn("text-sm leading-snug", checked && "text-muted-foreground line-through")}>
                        {text}
                      </label>
                      {signOff && <SignOffNote signOff={signOff} id={`${inputId}-signed`} />}
                    </div>
                  </div>
                );
              })}
              {!canTrack && !trackingOff && state !== "earned" && <p className="text-xs text-muted-foreground">{LEADER_READ_ONLY_TEXT}</p>}
            </fieldset>

            {state !== "earned" && badge.approval === "pending" && (
              <p className="flex items-center gap-2 rounded-md bg-amber-100 p-3 text-sm text-amber-950">
                <Hourglass className="size-4 shrink-0" aria-hidden="true" />
                <span>
                  <strong className="block">Waiting for approval</strong>A leader will check your {badge.name} badge soon.
                </span>
              </p>
            )}
            {state !== "earned" && badge.approval === "returned" && badge.approvalNote && (
              <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                <p className="flex items-center gap-2 font-semibold">
                  <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
                  Note from your leader
                </p>
                <p className="whitespace-pre-wrap break-words">{badge.approvalNote}</p>
                {canTrack && <p className="text-xs">When you have done what the note asks, earn the badge again.</p>}
              </div>
            )}
            {state === "nearly" && canTrack && badge.approval !== "pending" && (
              <Button className="w-full bg-green-700 text-white hover:bg-green-800" disabled={earning} onClick={() => onEarn(badge)}>
                <Sparkles aria-hidden="true" />
                {earning ? "Earning..." : "Earn This Badge!"}
              </Button>
            )}
            {/* One thing said while tracking is off: scouts can neither complete requirements here nor earn. */}
            {state !== "earned" && trackingOff && (
              <p className="flex items-center gap-2 rounded-md bg-muted p-3 text-sm" data-testid="tracking-off">
                <Lock className="size-4 shrink-0" aria-hidden="true" />
                {TRACKING_OFF_TEXT}
              </p>
            )}
            {state === "progress" && !trackingOff && (
              <p className="flex items-center gap-2 rounded-md bg-muted p-3 text-sm">
                <Lock className="size-4 shrink-0" aria-hidden="true" />
                Complete more requirements to earn this badge ({NEARLY_DONE_THRESHOLD}% needed).
              </p>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
