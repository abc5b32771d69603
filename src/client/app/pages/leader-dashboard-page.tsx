import { LeaderDashboard } from "@/features/leader-dashboard/components/leader-dashboard";
import { AppShell } from "../layout/app-shell";

/** /leader-dashboard (and the leader's home). */
export default function LeaderDashboardPage() {
  return (
    <AppShell>
      <LeaderDashboard />
    </AppShell>
  );
}
