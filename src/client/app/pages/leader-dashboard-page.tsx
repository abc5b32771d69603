import type { QueryClient } from "@tanstack/react-query";
import { NearlyThere } from "@/features/advancement/components/nearly-there";
import { ReviewWaitingNotice } from "@/features/advancement/components/review-waiting-notice";
import { attendanceQuery } from "@/features/attendance/api";
import { badgeStatsQuery, badgesQuery } from "@/features/badges/api";
import { WelcomeMessage } from "@/features/branding/components/welcome-message";
import { eventsQuery, pendingRequestsQuery } from "@/features/events/api";
import { LeaderDashboard } from "@/features/leader-dashboard/components/leader-dashboard";
import { PendingJoinsCard } from "@/features/leader-dashboard/components/pending-joins-card";
import { scoutsQuery } from "@/features/scouts/api";
import { AppShell } from "../layout/app-shell";

/**
 * /leader-dashboard (and the leader's home), with the troop's welcome message when it has one, the
 * badge requests waiting for review, the requests to join waiting for an OK, and who is nearly there
 * on the Badges tab.
 */
export default function LeaderDashboardPage() {
  return (
    <AppShell>
      <WelcomeMessage />
      <LeaderDashboard
        notice={
          <>
            <ReviewWaitingNotice />
            <PendingJoinsCard />
          </>
        }
        badgesExtra={<NearlyThere />}
      />
    </AppShell>
  );
}

/** The reads the dashboard shows first (see app/pages.ts). */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(scoutsQuery);
  void client.prefetchQuery(badgesQuery);
  void client.prefetchQuery(eventsQuery);
  void client.prefetchQuery(attendanceQuery);
  void client.prefetchQuery(badgeStatsQuery);
  void client.prefetchQuery(pendingRequestsQuery);
}
