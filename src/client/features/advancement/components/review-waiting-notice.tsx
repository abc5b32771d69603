import { useQuery } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { troopFeaturesQuery } from "@/features/troop/api";
import { approvalsQuery } from "../api";

/** Where the Scout Group Management page opens its "To review" tab. */
export const REVIEW_TAB_HREF = "/scout-management?tab=review";

/**
 * The leader dashboard's count of badge requests waiting for a leader (requireLeaderApproval), with a
 * link to the To review tab. Shown while leaders approve badges, or while older requests still wait.
 */
export function ReviewWaitingNotice() {
  const features = useQuery(troopFeaturesQuery);
  const approvals = useQuery(approvalsQuery);
  const waiting = approvals.data?.length ?? 0;
  if (!approvals.data || !(features.data?.requireLeaderApproval === true || waiting > 0)) return null;
  return (
    <section
      aria-label="Badge requests"
      className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3 shadow-sm sm:p-4"
      data-testid="review-waiting"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-900">
        <ListChecks className="size-5" aria-hidden="true" />
      </span>
      <p className="min-w-0 flex-1 basis-48">
        <span className="text-2xl font-bold" data-testid="review-waiting-count">
          {waiting}
        </span>{" "}
        {waiting === 1 ? "badge request is" : "badge requests are"} waiting for review
      </p>
      <Button asChild variant={waiting > 0 ? "default" : "outline"} size="sm">
        <Link href={REVIEW_TAB_HREF}>{waiting > 0 ? "Review requests" : "Open To review"}</Link>
      </Button>
    </section>
  );
}
