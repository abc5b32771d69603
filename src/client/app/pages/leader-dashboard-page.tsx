import { useQuery } from "@tanstack/react-query";
import { MeetingSignOffButton } from "@/features/advancement/components/meeting-sign-off-button";
import { NearlyThere } from "@/features/advancement/components/nearly-there";
import { ReviewWaitingNotice } from "@/features/advancement/components/review-waiting-notice";
import { badgesQuery } from "@/features/badges/api";
import { LeaderDashboard } from "@/features/leader-dashboard/components/leader-dashboard";
import { PendingJoinsCard } from "@/features/leader-dashboard/components/pending-joins-card";
import { scoutsQuery } from "@/features/scouts/api";
import { WelcomeMessage } from "@/features/troop/components/welcome-message";
import { AppShell } from "../layout/app-shell";

/**
 * /leader-dashboard (and the leader's home), with the troop's welcome message when it has one, the
 * badge requests waiting for review, the requests to join waiting for an OK, who is nearly there
 * on the Badges tab, and meeting mode for signing off requirements.
 */
export default function LeaderDashboardPage() {
  // The dashboard reads both anyway; meeting mode picks its badge and scouts from them.
  const badges = useQuery(badgesQuery);
  const scouts = useQuery(scoutsQuery);
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
        shortcuts={<MeetingSignOffButton badges={badges.data} scouts={scouts.data} />}
      />
    </AppShell>
  );
}
