import { useQuery } from "@tanstack/react-query";
import { Plus, Settings, Users } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
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

/** Scout Leader Dashboard (spec §2): header links and the Overview, Scouts, Badges and Events tabs. */
export function LeaderDashboard() {
  const scouts = useQuery(scoutsQuery);
  const badges = useQuery(badgesQuery);
  const events = useQuery(eventsQuery);
  const attendance = useQuery(attendanceQuery);
  const stats = useQuery(badgeStatsQuery);

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Scout Leader Dashboard</h1>
          <p className="text-muted-foreground">Manage your scout group and track progress</p>
        </div>
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
        </nav>
      </header>
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
          <BadgeAnalyticsTab stats={stats.data} isError={stats.isError} />
        </TabsContent>
        <TabsContent value="events">
          <EventManagementTab events={events.data ?? []} loading={events.isLoading} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
