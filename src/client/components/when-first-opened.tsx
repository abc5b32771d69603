import { type ReactNode, Suspense, useState } from "react";

/**
 * Holds a lazily loaded dialog back until it first opens, so its code (often the form library) is
 * fetched then and not with the page, and keeps it mounted from then on, so it closes with its
 * animation and hands focus back as any dialog does. While its code is on its way (a second or more
 * on a slow phone) the tap is answered at once: a dialog of the same shape says it is loading.
 */
export function WhenFirstOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={open ? <DialogLoading /> : null}>{children}</Suspense> : null;
}

/**
 * Where the dialog will be, until it is: the overlay and a panel saying it is loading. A status, not
 * a dialog: there is nothing in it to use yet, and the dialog takes focus when it comes.
 */
function DialogLoading() {
  return (
    <div data-dialog-loading="">
      <div className="fixed inset-0 z-50 bg-black/60" aria-hidden="true" />
      <p
        role="status"
        className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-background p-6 text-center text-muted-foreground text-sm shadow-lg"
      >
        Loading…
      </p>
    </div>
  );
}
