import { type ReactNode, Suspense, useState } from "react";

/**
 * Holds a lazily loaded dialog back until it first opens, so its code (often the form library) is
 * fetched then and not with the page, and keeps it mounted from then on, so it closes with its
 * animation and hands focus back as any dialog does.
 */
export function WhenFirstOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
