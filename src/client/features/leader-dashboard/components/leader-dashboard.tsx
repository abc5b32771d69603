import { useQuery } from "@tanstack/react-query";
import { Plus, Settings, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { attendanceQuery } from "../../attendance/api";
import { badgesQuery } from "../../badges/api";
import { eventsQuery } from "../../events/api";
import { scoutsQuery } from "../../scouts/api";
import { badgeStatsQuery } from "../api";
import { BadgeAnalyticsTab } from "./badge-analytics-tab";
import { EventManagementTab } from "./event-management-tab";
import { OverviewTab } from "./overview-tab";
import { ScoutProgressTab } from "./scout-progress-tab";

type Props = {
  /** Shown under the header on every tab (the page puts the badge requests waiting for review here). */
  notice?: ReactNode;
  /** Shown on the Badges tab after the totals (the page puts "Nearly there" here). */
  badgesExtra?: ReactNode;
  /** More header shortcuts after the dashboard's own (the page puts "Sign off at a meeting" here). */
  shortcuts?: ReactNode;
};

/** Scout Leader Dashboard: header links and the Overview, Scouts, Badges and Events tabs. */
export function LeaderDashboard({ notice, badgesExtra, shortcuts }: Props = {}) {
  const scouts = useQuery(scoutsQuery);
  const badges = useQuery(badgesQuery);
  const events = useQuery(eventsQuery);
  const attendance = useQuery(attendanceQuery);
  const stats = useQuery(badgeStatsQuery);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Scout Leader Dashboard" description="Manage your scout group and track progress">
        <nav aria-label="Dashboard shortcuts" className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/scout-management">
              <Users aria-hidden="true" />
              Manage Scouts
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/admin">
              <Plus aria-hidden="true" />
              Add Content
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/troop-settings">
              <Settings aria-hidden="true" />
              Troop Settings
            </Link>
          </Button>
          {shortcuts}
        </nav>
      </PageHeader>
      {notice}
      <Tabs defaultValue="overview">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="scouts">Scouts</TabsTrigger>
          <TabsTrigger value="badges">Badges</TabsTrigger>
          <TabsTrigger value="events">Events</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab scouts={scouts.data} totalBadges={badges.data?.length} events={events.data} />
        </TabsContent>
        <TabsContent value="scouts">
          <ScoutProgressTab scouts={scouts.data ?? []} records={attendance.data ?? []} loading={scouts.isLoading || attendance.isLoading} />
        </TabsContent>
        <TabsContent value="badges">
          <BadgeAnalyticsTab stats={stats.data} isError={stats.isError}>
            {badgesExtra}
          </BadgeAnalyticsTab>
        </TabsContent>
        <TabsContent value="events">
          <EventManagementTab events={events.data ?? []} loading={events.isLoading} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
