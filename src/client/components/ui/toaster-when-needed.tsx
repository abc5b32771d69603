import { Suspense, useState } from "react";
import { lazyNamed } from "@/lib/lazy-named";
import { useHydrated } from "@/lib/use-hydrated";
import { useToasts } from "@/lib/use-toast";

const Toaster = lazyNamed(() => import("./toaster"), "Toaster");

/**
 * The toast viewport, loaded with the first toast a page shows rather than with every page: most
 * pages open without one. Not while React takes over a page the server drew (which has no toast), so
 * a toast shown meanwhile waits for the take-over instead of making the page differ from the server's.
 */
export function ToasterWhenNeeded() {
  const toasts = useToasts();
  const hydrated = useHydrated();
  const [needed, setNeeded] = useState(false);
  if (hydrated && toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
