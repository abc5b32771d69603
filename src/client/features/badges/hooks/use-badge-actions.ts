import type { Badge } from "@shared/api/badges";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { refreshActivities } from "@/features/activities/api";
import { apiErrorStatus, errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { earnBadge, refreshBadgeQueries, replaceCachedBadge, saveProgress } from "../api";

/** Requirement ticking and earning, with their toasts and the celebration counter. */
export function useBadgeActions() {
  const [celebration, setCelebration] = useState(0);

  const progress = useMutation({
    mutationFn: ({ badge, completed }: { badge: Badge; completed: number[] }) => saveProgress(badge.id, completed),
    onMutate: ({ badge, completed }) => {
      // Tick shows at once; the server's answer (with the new percentage) replaces it.
      replaceCachedBadge({ ...badge, completedRequirements: completed });
    },
    onSuccess: (badge) => {
      replaceCachedBadge(badge);
      void refreshActivities();
    },
    onError: (error, { badge }) => {
      replaceCachedBadge(badge);
      toastError(errorMessage(error, "Something went wrong. Please try again."));
    },
  });

  const earn = useMutation({
    mutationFn: (badge: Badge) => earnBadge(badge.id),
    onSuccess: async (earned, badge) => {
      if (earned) replaceCachedBadge(earned);
      if (earned && !earned.isEarned && earned.approval === "pending") {
        // The troop's leaders approve badges first: no celebration yet.
        toast({ title: "Sent for approval", description: `A leader will check your ${badge.name} badge soon.` });
      } else {
        setCelebration((c) => c + 1);
        toast({ title: "Badge Earned! 🎉", description: `Congratulations! You've earned the ${badge.name} badge!` });
      }
      await Promise.all([refreshBadgeQueries(), refreshActivities()]);
    },
    onError: (error) => {
      // A refusal the server explains (tracking switched off meanwhile) says why; anything else gets the fixed text.
      toastError(
        apiErrorStatus(error) === 403
          ? errorMessage(error, "Failed to earn badge. Please try again.")
          : "Failed to earn badge. Please try again.",
      );
    },
  });

  function toggleRequirement(badge: Badge, index: number, checked: boolean) {
    const set = new Set(badge.completedRequirements);
    if (checked) set.add(index);
    else set.delete(index);
    progress.mutate({ badge, completed: [...set].sort((a, b) => a - b) });
  }

  return {
    toggleRequirement,
    savingProgress: progress.isPending,
    // TanStack Query keeps `mutate` the same function across renders, so the memoised cards stay as drawn.
    earn: earn.mutate,
    earning: earn.isPending,
    celebration,
  };
}
