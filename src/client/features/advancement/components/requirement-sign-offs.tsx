import type { ScoutBadgeProgress } from "@shared/api/advancement";
import { useMutation } from "@tanstack/react-query";
import { Check, Circle } from "lucide-react";
import { SignOffNote } from "@/components/sign-off-note";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { refreshSignOffReads, undoSignOff } from "../api";
import type { SignOffTarget } from "./sign-off-dialog";

type Props = {
  scout: { id: string; name: string };
  badge: ScoutBadgeProgress;
  /** Leaders sign off while the troop tracks advancement; otherwise the list is only read. */
  canSignOff: boolean;
  onSignOff: (target: SignOffTarget) => void;
};

/**
 * A badge's requirements for one scout, folded away under "Requirements": each ticked or not, who
 * signed it off and when, with "Sign off" for the others and "Undo sign-off" for those signed off.
 */
export function RequirementSignOffs({ scout, badge, canSignOff, onSignOff }: Props) {
  const undo = useMutation({
    mutationFn: (index: number) => undoSignOff(scout.id, badge.id, index),
    onSuccess: async (_result, index) => {
      toast({ title: "Sign-off undone", description: `${badge.requirements[index]} (${badge.name}) is not done for ${scout.name} now.` });
      await refreshSignOffReads();
    },
    onError: async (error) => {
      toastError(errorMessage(error, "Could not undo the sign-off. Please try again."));
      await refreshSignOffReads();
    },
  });

  if (badge.requirements.length === 0) return null;
  return (
    <details className="text-sm" data-testid="requirement-sign-offs">
      <summary className="cursor-pointer rounded-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Requirements
      </summary>
      <ol className="mt-2 grid gap-2">
        {badge.requirements.map((text, index) => {
          const signOff = badge.signOffs.find((s) => s.index === index);
          const ticked = signOff !== undefined || badge.completedRequirements.includes(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a requirement is its place in the badge's list.
            <li key={index} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1" data-testid="requirement-row">
              <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                <span className="flex items-start gap-1.5 wrap-anywhere">
                  {ticked ? (
                    <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                  ) : (
                    <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <span>
                    <span className="sr-only">{ticked ? "Done: " : "Not done: "}</span>
                    {text}
                  </span>
                </span>
                {signOff && <SignOffNote signOff={signOff} className="ps-5.5" />}
              </div>
              {canSignOff &&
                (signOff ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={undo.isPending}
                    aria-label={`Undo sign-off: ${text}`}
                    onClick={() => undo.mutate(index)}
                  >
                    Undo sign-off
                  </Button>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Sign off: ${text}`}
                    onClick={() => onSignOff({ scout, badge: { id: badge.id, name: badge.name }, index, requirement: text })}
                  >
                    Sign off
                  </Button>
                ))}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
