import type { Badge } from "@shared/api/badges";
import type { ScoutEvent } from "@shared/api/events";
import { Award, CalendarDays } from "lucide-react";
import { useState } from "react";
import { useSearch } from "wouter";
import { LazyPart } from "@/components/lazy-part";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { BadgeAdminTab } from "@/features/badges/components/badge-admin-tab";
import { lazyNamed } from "@/lib/lazy-named";
import { AppShell } from "../layout/app-shell";
import { useTabInAddress } from "../use-tab-in-address";

const ADMIN_TABS = ["badges", "events"] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

// The Events tab comes with its first opening: the page hydrates only the open tab.
const EventAdminTab = lazyNamed(() => import("@/features/events/components/event-admin-tab"), "EventAdminTab");
// The event form (and the form library) and a badge's progress load when first opened.
const EventDialog = lazyNamed(() => import("@/features/events/components/event-dialog"), "EventDialog");
const BadgeProgressDialog = lazyNamed(() => import("@/features/advancement/components/badge-progress-dialog"), "BadgeProgressDialog");

/** Scout Badge Admin (/admin): Badges and Events tabs, the tab kept in the address. */
export default function AdminPage() {
  // "?tab=events" opens the Events tab; "&create=event" opens the Create Event dialog (onboarding links here).
  const params = new URLSearchParams(useSearch());
  const [eventDialogOpen, setEventDialogOpen] = useState(params.get("create") === "event");
  const { tab, choose, question } = useTabInAddress(ADMIN_TABS, "badges", () => setEventDialogOpen(false));
  const [editingEvent, setEditingEvent] = useState<ScoutEvent | null>(null);
  const [progressOf, setProgressOf] = useState<Badge | null>(null);

  return (
    <AppShell>
      <PageHeader
        className="mb-6"
        title="Manage badges and events for your Scout group"
        description="Add, edit and remove the badges scouts work towards and the events they join."
      />
      <Tabs value={tab} onValueChange={(next) => choose(next as AdminTab)}>
        <TabsList aria-label="Content to manage">
          <TabsTrigger value="badges">
            <Award aria-hidden="true" />
            Badges
          </TabsTrigger>
          <TabsTrigger value="events">
            <CalendarDays aria-hidden="true" />
            Events
          </TabsTrigger>
        </TabsList>
        <TabsContent value="badges">
          <BadgeAdminTab onProgress={setProgressOf} />
        </TabsContent>
        <TabsContent value="events">
          <LazyPart>
            <EventAdminTab
              onAdd={() => {
                setEditingEvent(null);
                setEventDialogOpen(true);
              }}
              onEdit={(event) => {
                setEditingEvent(event);
                setEventDialogOpen(true);
              }}
            />
          </LazyPart>
        </TabsContent>
      </Tabs>
      <WhenFirstOpened open={eventDialogOpen}>
        <EventDialog open={eventDialogOpen} onOpenChange={setEventDialogOpen} event={editingEvent} />
      </WhenFirstOpened>
      <WhenFirstOpened open={progressOf !== null}>
        <BadgeProgressDialog badge={progressOf} onOpenChange={(open) => !open && setProgressOf(null)} />
      </WhenFirstOpened>
      {question}
    </AppShell>
  );
}
