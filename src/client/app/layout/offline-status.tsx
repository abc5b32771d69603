import { CloudOff, RefreshCw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatTime } from "@/lib/format-date";
import { changesWaitingText, useOfflineStatus } from "@/lib/offline/use-offline-status";

/**
 * Under the top bar, only when there is something to say: "Offline · updated 14:05" while the
 * device has no network (when the reads on screen last came from the server), "{n} changes waiting"
 * while changes made here wait to be sent, and "Couldn't be saved" with the changes the server
 * refused, each with its reason, Dismiss and Retry.
 */
export function OfflineStatus() {
  const status = useOfflineStatus();
  const [open, setOpen] = useState(false);
  const waiting = status.waiting.length;
  const refused = status.refused.length;
  if (status.online && waiting === 0 && refused === 0) return null;

  return (
    <div className="border-b bg-amber-50 text-amber-950" data-testid="offline-status">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-3 py-1.5 text-sm sm:px-6">
        {!status.online && (
          <span className="flex items-center gap-1.5 font-medium">
            <CloudOff aria-hidden="true" className="size-4" />
            {status.lastReadAt === null ? "Offline" : `Offline · updated ${formatTime(status.lastReadAt)}`}
          </span>
        )}
        {waiting > 0 && (
          <span role="status" className="flex items-center gap-1.5">
            <RefreshCw aria-hidden="true" className={status.syncing ? "size-4 animate-spin" : "size-4"} />
            {changesWaitingText(waiting)}
          </span>
        )}
        {refused > 0 && (
          <Button variant="link" size="sm" className="ml-auto h-auto p-0 text-sm font-semibold text-red-800" onClick={() => setOpen(true)}>
            <TriangleAlert aria-hidden="true" />
            Couldn't be saved ({refused})
          </Button>
        )}
      </div>
      <Dialog open={open && refused > 0} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Couldn't be saved</DialogTitle>
            <DialogDescription>
              The server refused these changes made on this device. Retry sends one again; Dismiss lets it go.
            </DialogDescription>
          </DialogHeader>
          <ul className="grid gap-3">
            {status.refused.map((change) => (
              <li key={change.id} className="grid gap-2 rounded-md border p-3" data-testid="refused-change">
                <div>
                  <p className="break-words font-medium">{change.description}</p>
                  <p className="break-words text-sm text-destructive">{change.reason}</p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => status.retry(change.id)}>
                    Retry
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => status.dismiss(change.id)}>
                    Dismiss
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </div>
  );
}
