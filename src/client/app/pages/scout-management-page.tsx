import { useQuery } from "@tanstack/react-query";
import { Activity, Award, ClipboardCheck, Users } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ActivityFeed } from "@/features/activities/components/activity-feed";
import { AttendanceTab } from "@/features/attendance/components/attendance-tab";
import { BadgeAwardsTab } from "@/features/awards/components/badge-awards-tab";
import { badgesQuery } from "@/features/badges/api";
import { eventsQuery } from "@/features/events/api";
import { scoutsQuery } from "@/features/scouts/api";
import { ScoutManagementTab } from "@/features/scouts/components/scout-management-tab";
import { ScoutStatCards } from "@/features/scouts/components/scout-stat-cards";
import { AppShell } from "../layout/app-shell";

/** Scout Group Management (/scout-management): four counters and the roster, attendance, awards and activity tabs. */
export default function ScoutManagementPage() {
  const scouts = useQuery(scoutsQuery);
  const badges = useQuery(badgesQuery);
  const events = useQuery(eventsQuery);
  const roster = scouts.data ?? [];

  return (
    <AppShell>
      <div className="grid grid-cols-1 gap-6">
        <header>
          <h1 className="text-2xl font-bold sm:text-3xl">Scout Group Management</h1>
          <p className="text-muted-foreground">Manage scouts, attendance, badge awards and activity</p>
        </header>
        <ScoutStatCards
          totalScouts={scouts.data?.length}
          activeScouts={scouts.data?.filter((s) => s.isActive).length}
          availableBadges={badges.data?.length}
          totalEvents={events.data?.length}
        />
        <Tabs defaultValue="scouts">
          <TabsList aria-label="Scout management sections" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger className="whitespace-normal" value="scouts">
              <Users aria-hidden="true" />
              Scout Management
            </TabsTrigger>
            <TabsTrigger className="whitespace-normal" value="attendance">
              <ClipboardCheck aria-hidden="true" />
              Attendance Tracking
            </TabsTrigger>
            <TabsTrigger className="whitespace-normal" value="awards">
              <Award aria-hidden="true" />
              Badge Awards
            </TabsTrigger>
            <TabsTrigger className="whitespace-normal" value="activities">
              <Activity aria-hidden="true" />
              Scout Activities
            </TabsTrigger>
          </TabsList>
          <TabsContent value="scouts">
            <ScoutManagementTab />
          </TabsContent>
          <TabsContent value="attendance">
            <AttendanceTab scouts={roster} events={events.data ?? []} />
          </TabsContent>
          <TabsContent value="awards">
            <BadgeAwardsTab scouts={roster} badges={badges.data ?? []} />
          </TabsContent>
          <TabsContent value="activities">
            <ActivityFeed scouts={roster} />
          </TabsContent>
        </Tabs>
      </div>
    </AppShell>
  );
}
