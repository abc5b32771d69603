import { startTransition, useEffect, useState } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * How many of a long list's `total` items to draw now. A page the server draws shows the `first` (more
 * than a phone's first screen holds), so the phone parses, lays out and takes over only those before it
 * can answer a tap; once the app has taken the page over the rest follow, `later` at a time (as many as
 * `first` unless told), each batch in a transition so no one task keeps the phone busy: a batch's
 * commit cannot be cut into slices, so a smaller one is a shorter task. A list first drawn by the app
 * itself (after navigating) is drawn whole at once.
 */
export function useDrawnInBatches(total: number, first: number, later = first): number {
  const hydrated = useHydrated();
  const [drawn, setDrawn] = useState(hydrated ? Number.POSITIVE_INFINITY : first);
  useEffect(() => {
    if (drawn < total) startTransition(() => setDrawn((count) => count + later));
  }, [drawn, total, later]);
  return drawn;
}
