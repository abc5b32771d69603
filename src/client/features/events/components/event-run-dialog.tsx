import type { ScoutEvent } from "@shared/api/events";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@/lib/format-date";
import { CampSheetPanel } from "./camp-sheet-panel";
import { HelpersPanel } from "./helpers-panel";
import { RepliesPanel } from "./replies-panel";

export const RUN_TABS = ["replies", "camp-sheet", "helpers"] as const;
export type RunTab = (typeof RUN_TABS)[number];

type Props = {
  event: ScoutEvent | null;
  /** The tab shown first. */
  tab: RunTab;
  onTabChange: (tab: RunTab) => void;
  onOpenChange: (open: boolean) => void;
};

/**
 * Running one event: the replies table (answers, consent, payments), the camp sheet (read only when
 * its tab is opened, since every read is logged) and the parents' offers of help.
 */
export function EventRunDialog({ event, tab, onTabChange, onOpenChange }: Props) {
  return (
    <Dialog open={event !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl print:max-h-none">
        {event && (
          <>
            <DialogHeader className="print:hidden">
              <DialogTitle>{event.title}</DialogTitle>
              <DialogDescription>
                {formatDateTime(event.startDate)} · {event.location}
              </DialogDescription>
            </DialogHeader>
            <Tabs value={tab} onValueChange={(value) => onTabChange(value as RunTab)}>
              <TabsList aria-label="Running the event" className="print:hidden">
                <TabsTrigger value="replies">Replies</TabsTrigger>
                <TabsTrigger value="camp-sheet">Camp sheet</TabsTrigger>
                <TabsTrigger value="helpers">Helpers</TabsTrigger>
              </TabsList>
              <TabsContent value="replies">
                <RepliesPanel event={event} />
              </TabsContent>
              <TabsContent value="camp-sheet">
                <CampSheetPanel eventId={event.id} />
              </TabsContent>
              <TabsContent value="helpers">
                <HelpersPanel eventId={event.id} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
