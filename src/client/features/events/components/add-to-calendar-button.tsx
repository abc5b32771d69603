import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-request";
import { toastError } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { downloadEventIcs } from "../api";

/** Downloads the event as an .ics file that a calendar app opens to add it. */
export function AddToCalendarButton({ eventId, title, className }: { eventId: string; title: string; className?: string }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={cn(className)}
      disabled={saving}
      // Starts with the visible words, so speech control finds it; the title tells the cards apart.
      aria-label={`Add to calendar: ${title}`}
      onClick={async () => {
        setSaving(true);
        try {
          await downloadEventIcs(eventId);
        } catch (error) {
          toastError(errorMessage(error, "Could not download the event. Please try again."));
        } finally {
          setSaving(false);
        }
      }}
    >
      <CalendarPlus aria-hidden="true" />
      Add to calendar
    </Button>
  );
}
