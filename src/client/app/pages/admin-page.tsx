import type { ScoutEvent } from "@shared/api/events";
import { Award, CalendarDays } from "lucide-react";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BadgeAdminTab } from "@/features/badge-admin/components/badge-admin-tab";
import { EventAdminTab } from "@/features/event-admin/components/event-admin-tab";
import { EventDialog } from "@/features/events/components/event-dialog";
import { AppShell } from "../layout/app-shell";

/** Scout Badge Admin (/admin): Badges and Events tabs. */
export default function AdminPage() {
  const [eventDialogOpen, setEventDialogOpen] = useState(false);
  const [editingEvent, setEditingEvent] = useState<ScoutEvent | null>(null);

  return (
    <AppShell>
      <div className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">Manage badges and events for your Scout group</h1>
        <p className="mt-1 text-muted-foreground">Add, edit and remove the badges scouts work towards and the events they join.</p>
      </div>
      <Tabs defaultValue="badges">
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
          <BadgeAdminTab />
        </TabsContent>
        <TabsContent value="events">
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
        </TabsContent>
      </Tabs>
      <EventDialog open={eventDialogOpen} onOpenChange={setEventDialogOpen} event={editingEvent} />
    </AppShell>
  );
}
