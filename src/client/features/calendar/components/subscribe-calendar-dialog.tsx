import { useMutation, useQuery } from "@tanstack/react-query";
import { Copy, ExternalLink, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { calendarFeedQuery, resetCalendarFeed, webcalUrl } from "../api";

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", description: "Paste it into your calendar app's “subscribe” or “add by URL”." });
  } catch {
    toastError("Could not copy the link. Select it and copy it instead.");
  }
}

/** The address with copy, open-in-app and reset; the address loads when the dialog opens. */
function FeedLink() {
  const feed = useQuery(calendarFeedQuery);
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: () => toast({ title: "Link reset", description: "Subscribe again with the new link; the old one no longer works." }),
    onError: (error) => toastError(errorMessage(error, "Could not reset the link. Please try again.")),
  });

  if (feed.isPending) return <Skeleton className="h-24 w-full" />;
  if (feed.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(feed.error, "Could not load your calendar link. Please try again.")}
      </p>
    );
  }
  const { url } = feed.data;
  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="calendar-feed-url">Your calendar link</Label>
        <Input
          id="calendar-feed-url"
          value={url}
          readOnly
          className="font-mono text-xs md:text-xs"
          aria-describedby="calendar-feed-hint"
          onFocus={(e) => e.target.select()}
          data-testid="calendar-feed-url"
        />
        <p id="calendar-feed-hint" className="text-xs text-muted-foreground">
          Keep it to yourself: anyone with this link can see the troop's events.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" onClick={() => void copyLink(url)}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
        <Button asChild variant="outline">
          <a href={webcalUrl(url)}>
            <ExternalLink aria-hidden="true" />
            Open in calendar
          </a>
        </Button>
        <Button type="button" variant="ghost" className="sm:ml-auto" disabled={reset.isPending} onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden="true" />
          Reset link
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset your calendar link?"
        description="The current link stops working at once. Calendars subscribed to it stop updating until you subscribe with the new link."
        confirmLabel="Reset link"
        onConfirm={() => reset.mutate()}
      />
    </div>
  );
}

/** The dialog itself, with the address: loaded when first opened (calendar-button.tsx). */
export function SubscribeCalendarDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Subscribe to calendar</DialogTitle>
          <DialogDescription>
            Add the troop's events to the calendar on your phone or computer. It keeps itself up to date when events change.
          </DialogDescription>
        </DialogHeader>
        {open && <FeedLink />}
      </DialogContent>
    </Dialog>
  );
}
