import type { Scout } from "@shared/api/scouts";
import { useQuery } from "@tanstack/react-query";
import { Activity, Award, ClipboardCheck, Gift, ListChecks, Users } from "lucide-react";
import { useState } from "react";
import { LazyPart } from "@/components/lazy-part";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { approvalsQuery } from "@/features/advancement/api";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { badgesQuery } from "@/features/badges/api";
import { eventsQuery } from "@/features/events/api";
import { PatrolsCard } from "@/features/patrols/components/patrols-card";
import { scoutsQuery } from "@/features/scouts/api";
import { ScoutManagementTab } from "@/features/scouts/components/scout-management-tab";
import { ScoutStatCards } from "@/features/scouts/components/scout-stat-cards";
import { troopFeaturesQuery } from "@/features/troop/api";
import { lazyNamed } from "@/lib/lazy-named";
import { AppShell } from "../layout/app-shell";
import { useTabInAddress } from "../use-tab-in-address";

// The tabs besides the roster come with their first opening: the page hydrates only the open one.
const AttendanceTab = lazyNamed(() => import("@/features/attendance/components/attendance-tab"), "AttendanceTab");
const BadgeAwardsTab = lazyNamed(() => import("@/features/awards/components/badge-awards-tab"), "BadgeAwardsTab");
const ReviewTab = lazyNamed(() => import("@/features/advancement/components/review-tab"), "ReviewTab");
const ToPresentTab = lazyNamed(() => import("@/features/advancement/components/to-present-tab"), "ToPresentTab");
const ActivityFeed = lazyNamed(() => import("@/features/activities/components/activity-feed"), "ActivityFeed");
// A scout's progress (and the dialog library) loads when first opened.
const ScoutProgressDialog = lazyNamed(() => import("@/features/advancement/components/scout-progress-dialog"), "ScoutProgressDialog");

const TABS = ["scouts", "attendance", "awards", "review", "present", "activities"] as const;
type ManagementTab = (typeof TABS)[number];

/**
 * Scout Group Management (/scout-management): four counters and the roster, attendance, awards,
 * review, to-present and activity tabs. The tab is kept in the address ("?tab=review": the dashboard's
 * count links here), so Back, Forward and a reload keep it.
 */
export default function ScoutManagementPage() {
  const { tab, choose, question } = useTabInAddress(TABS, "scouts");
  const [progressOf, setProgressOf] = useState<Scout | null>(null);
  // Signs the certificates of awards that name no leader (docs/product.md, "Paper").
  const signedIn = useAuth().user;
  // Only the troop's admins erase or merge scouts (docs/product.md, "Leaders' roles").
  const { isAssistant } = useAuth();
  const scouts = useQuery(scoutsQuery);
  const badges = useQuery(badgesQuery);
  const events = useQuery(eventsQuery);
  const features = useQuery(troopFeaturesQuery);
  const approvals = useQuery(approvalsQuery);
  const roster = scouts.data ?? [];
  const waiting = approvals.data?.length ?? 0;
  // The feed tab goes while the troop has the activity feed off.
  const feedOn = features.data?.enableActivityFeed !== false;
  // "To review" shows while leaders approve badges, or while requests made before it was switched off still wait.
  const reviewOn = features.data?.requireLeaderApproval === true || waiting > 0;
  // A tab asked for by its address that this troop does not show falls back to the roster once that is known.
  const hidden = (tab === "review" && features.data && approvals.data && !reviewOn) || (tab === "activities" && !feedOn);
  const shownTab = hidden ? "scouts" : tab;

  return (
    <AppShell>
      <div className="grid grid-cols-1 gap-6">
        <PageHeader
          className="print:hidden"
          title="Scout Group Management"
          description="Manage scouts, attendance, badge awards and activity"
        />
        <div className="print:hidden">
          <ScoutStatCards
            totalScouts={scouts.data?.length}
            activeScouts={scouts.data?.filter((s) => s.isActive).length}
            availableBadges={badges.data?.length}
            totalEvents={events.data?.length}
          />
        </div>
        <Tabs value={shownTab} onValueChange={(next) => choose(next as ManagementTab)}>
          <TabsList
            aria-label="Scout management sections"
            className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto sm:flex-wrap print:hidden"
          >
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
            {reviewOn && (
              <TabsTrigger className="whitespace-normal" value="review">
                <ListChecks aria-hidden="true" />
                To review
                {waiting > 0 && (
                  <span className="rounded-full bg-amber-800 px-1.5 text-xs font-bold text-white">
                    {waiting}
                    <span className="sr-only"> waiting</span>
                  </span>
                )}
              </TabsTrigger>
            )}
            <TabsTrigger className="whitespace-normal" value="present">
              <Gift aria-hidden="true" />
              Badges to present
            </TabsTrigger>
            {feedOn && (
              <TabsTrigger className="whitespace-normal" value="activities">
                <Activity aria-hidden="true" />
                Scout Activities
              </TabsTrigger>
            )}
          </TabsList>
          <TabsContent value="scouts">
            <div className="mb-6">
              <PatrolsCard />
            </div>
            <ScoutManagementTab onShowProgress={setProgressOf} canErase={!isAssistant} />
          </TabsContent>
          <TabsContent value="attendance">
            <LazyPart>
              <AttendanceTab scouts={roster} events={events.data ?? []} />
            </LazyPart>
          </TabsContent>
          <TabsContent value="awards">
            <LazyPart>
              <BadgeAwardsTab scouts={roster} badges={badges.data ?? []} />
            </LazyPart>
          </TabsContent>
          {reviewOn && (
            <TabsContent value="review">
              <LazyPart>
                <ReviewTab />
              </LazyPart>
            </TabsContent>
          )}
          <TabsContent value="present">
            <LazyPart>
              <ToPresentTab signer={signedIn ? `${signedIn.firstName} ${signedIn.lastName}` : ""} />
            </LazyPart>
          </TabsContent>
          {feedOn && (
            <TabsContent value="activities">
              <LazyPart>
                <ActivityFeed scouts={roster} />
              </LazyPart>
            </TabsContent>
          )}
        </Tabs>
      </div>
      <WhenFirstOpened open={progressOf !== null}>
        <ScoutProgressDialog scout={progressOf} onOpenChange={(open) => !open && setProgressOf(null)} />
      </WhenFirstOpened>
      {question}
    </AppShell>
  );
}
