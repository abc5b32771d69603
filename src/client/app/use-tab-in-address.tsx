import { useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { DiscardChangesDialog } from "@/components/discard-changes-dialog";
import { hasUnsavedChanges } from "@/lib/unsaved-changes";

/** The tab a page's address asks for ("?tab=events"), or the page's first tab. */
export function tabInSearch<T extends string>(search: string, tabs: readonly T[], fallback: T): T {
  const asked = new URLSearchParams(search).get("tab");
  return tabs.find((t) => t === asked) ?? fallback;
}

/**
 * A page's tabs kept in its address: choosing a tab adds a history entry, so Back and Forward move
 * between tabs and a reload (or the server's first view) opens the same one. While a form holds
 * unsaved changes, leaving its tab asks "Discard changes?" first: for a tab chosen here before the
 * address changes; for Back or Forward after, going back to the tab shown when the person keeps
 * editing. `onDiscard` lets the page close dialogs of its own that held the changes.
 */
export function useTabInAddress<T extends string>(tabs: readonly T[], fallback: T, onDiscard?: () => void) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const asked = tabInSearch(search, tabs, fallback);
  const [shown, setShown] = useState(asked);
  const [waiting, setWaiting] = useState<T | null>(null);
  const discarded = useRef(false);
  // "Keep editing" after a tab was chosen: focus must not go back to that tab, which would choose it
  // again (tabs activate on focus), but to the tab still shown.
  const kept = useRef(false);

  const href = (tab: T) => {
    const params = new URLSearchParams(search);
    params.set("tab", tab);
    // "create=event" opens a dialog once, on arrival; it is not part of the tab.
    params.delete("create");
    return `${location}?${params}`;
  };

  // The address changed: a tab chosen here, or Back and Forward.
  useEffect(() => {
    if (asked === shown) return;
    if (discarded.current || !hasUnsavedChanges()) {
      discarded.current = false;
      setShown(asked);
    } else {
      setWaiting(asked);
    }
  }, [asked, shown]);

  const go = (tab: T) => navigate(href(tab));

  const choose = (tab: T) => {
    // Tabs report each press once (components/ui/tabs.tsx), so a choice is never written twice.
    if (tab === shown) return;
    if (hasUnsavedChanges()) setWaiting(tab);
    else go(tab);
  };

  const question = (
    <DiscardChangesDialog
      open={waiting !== null}
      onDiscard={() => {
        const tab = waiting;
        setWaiting(null);
        if (tab === null) return;
        onDiscard?.();
        if (tab === asked) {
          setShown(tab);
        } else {
          discarded.current = true;
          go(tab);
        }
      }}
      onKeep={() => {
        kept.current = true;
        setWaiting(null);
        // Back or Forward already moved the address: it goes back to the tab still shown.
        if (asked !== shown) navigate(href(shown), { replace: true });
      }}
      onCloseAutoFocus={(event) => {
        if (!kept.current) return;
        kept.current = false;
        event.preventDefault();
        document.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
      }}
    />
  );
  return { tab: shown, choose, question };
}
