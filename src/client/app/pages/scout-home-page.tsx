import { useQuery } from "@tanstack/react-query";
import { Award, CalendarDays, Plus, Settings } from "lucide-react";
import { Suspense, useState } from "react";
import { useSearch } from "wouter";
import { LazyPart } from "@/components/lazy-part";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { badgesQuery } from "@/features/badges/api";
import { mostProgressedUnearned, workOnLabel } from "@/features/badges/badge-rules";
import { MyBadges } from "@/features/badges/components/my-badges";
import { WelcomeMessage } from "@/features/troop/components/welcome-message";
import { lazyNamed } from "@/lib/lazy-named";
import { useFloatingActionState } from "@/lib/use-floating-action-state";
import { cn } from "@/lib/utils";
import { AppShell } from "../layout/app-shell";

// Forms load when shown (the Settings tab, a leader's Create Event), not with My Badges.
const AccountSettings = lazyNamed(() => import("@/features/account/components/account-settings"), "AccountSettings");
// Below the badges: its code (with a patrol leader's register) comes after theirs.
const MyPatrolCard = lazyNamed(() => import("@/features/patrols/components/my-patrol-card"), "MyPatrolCard");
const EventDialog = lazyNamed(() => import("@/features/events/components/event-dialog"), "EventDialog");
// The Events tab comes with its first opening, and the feed (with its "3 days ago") after the badges.
const EventsTab = lazyNamed(() => import("@/features/events/components/events-tab"), "EventsTab");
const MyFeed = lazyNamed(() => import("@/features/advancement/components/my-feed"), "MyFeed");

// The same elements on every render of the page, so a change on it (a badge's dialog opened by the
// plus button) never reaches these parts: until their code has arrived they are still the server's
// drawing, and a new element there would make React take them over at once, in the tap's own task,
// or throw the server's drawing away.
const PATROL_CARD = (
  <Suspense fallback={null}>
    <MyPatrolCard />
  </Suspense>
);
const FEED = (
  <Suspense fallback={null}>
    <MyFeed />
  </Suspense>
);

type Tab = "badges" | "events" | "settings";

/** Scout home (/ for scouts, /scout-dashboard): My Badges, Events, Settings (scouts), and the plus button. */
export default function ScoutHomePage() {
  const { user } = useAuth();
  // "?tab=events" or "?tab=badges" (onboarding links here) chooses the first tab shown.
  const requested = new URLSearchParams(useSearch()).get("tab");
  const [tab, setTab] = useState<Tab>(requested === "events" ? "events" : "badges");
  const [openBadgeId, setOpenBadgeId] = useState<string | null>(null);
  const [eventDialogOpen, setEventDialogOpen] = useState(false);
  const floating = useFloatingActionState();
  const badges = useQuery(badgesQuery);
  if (!user) return null;
  const isLeader = user.role === "leader";
  const isScout = user.role === "scout";

  // Plus button: leaders create an event; scouts open the badge closest to done, or go to Events.
  const next = mostProgressedUnearned(badges.data ?? []);
  const plusLabel = isLeader ? "Add a new event" : next ? workOnLabel(next) : "Find an event";
  function onPlus() {
    if (isLeader) {
      setEventDialogOpen(true);
    } else if (next) {
      setTab("badges");
      setOpenBadgeId(next.id);
    } else {
      setTab("events");
    }
  }

  return (
    <AppShell className="pb-28">
      <h1 className="sr-only">{isLeader ? "Scout view" : "My scouting"}</h1>
      <WelcomeMessage />
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList aria-label="Sections" className="w-full sm:w-auto">
          <TabsTrigger value="badges" className="flex-1 sm:flex-none">
            <Award aria-hidden="true" />
            My Badges
          </TabsTrigger>
          <TabsTrigger value="events" className="flex-1 sm:flex-none">
            <CalendarDays aria-hidden="true" />
            Events
          </TabsTrigger>
          {isScout && (
            <TabsTrigger value="settings" className="flex-1 sm:flex-none">
              <Settings aria-hidden="true" />
              Settings
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="badges">
          <div className="grid gap-6">
            <MyBadges user={user} openBadgeId={openBadgeId} onOpenBadge={setOpenBadgeId} />
            {isScout && PATROL_CARD}
            {/* Below the badges once they are in, so the feed never jumps down under a reader's eyes. */}
            {isScout && !badges.isPending && FEED}
          </div>
        </TabsContent>
        <TabsContent value="events">
          <LazyPart>
            <EventsTab onCreateEvent={isLeader ? () => setEventDialogOpen(true) : undefined} />
          </LazyPart>
        </TabsContent>
        {isScout && (
          <TabsContent value="settings">
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <AccountSettings user={user} />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>

      {/* A labelled pill, hidden on the Settings tab so it never sits over that form's fields; the page's
          bottom padding lets the last content scroll clear of it on the other tabs. Scrolled, it folds to
          its icon, and it tucks away while the reader scrolls down so no card's button lies under it;
          focused from the keyboard it always shows. */}
      {tab !== "settings" && (
        <Button
          className={cn(
            "fixed bottom-4 right-4 z-30 h-12 max-w-[calc(100%-2rem)] rounded-full px-5 shadow-lg transition-transform motion-reduce:transition-none sm:bottom-6 sm:right-6",
            floating.folded && "w-12 px-0",
            floating.tucked && "translate-y-24 focus-visible:translate-y-0",
          )}
          onClick={onPlus}
          data-testid="plus-button"
        >
          <Plus aria-hidden="true" className="shrink-0" />
          <span className={floating.folded ? "sr-only" : "truncate"}>{plusLabel}</span>
        </Button>
      )}

      {isLeader && (
        <WhenFirstOpened open={eventDialogOpen}>
          <EventDialog open={eventDialogOpen} onOpenChange={setEventDialogOpen} />
        </WhenFirstOpened>
      )}
    </AppShell>
  );
}
