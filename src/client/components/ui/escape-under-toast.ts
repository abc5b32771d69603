import { createContext, type RefObject, useContext, useEffect, useRef, useState } from "react";
import { hasOpenToast } from "@/lib/use-toast";

/**
 * Escape closes the top-most thing a keyboard user is working in, which is a dialog, not a toast.
 * Radix gives Escape to the most recently opened layer, and a toast that appears over an open dialog
 * (a save's "Error") is one: one Escape then went to the toast and the dialog stayed. A toast is
 * not modal, so while one is showing the top-most open dialog takes Escape itself (the toast stays
 * until it times out or is closed; Escape pressed inside the toast is still the toast's).
 */

/** How a dialog's content closes its dialog (the root's onOpenChange(false)). */
export const CloseLayerContext = createContext<() => void>(() => {});

/** A dialog root's open state, controlled by the caller when it passes `open`, else its own. */
export function useLayerOpenState(open: boolean | undefined, defaultOpen: boolean | undefined, onOpenChange?: (open: boolean) => void) {
  const [own, setOwn] = useState(defaultOpen ?? false);
  const isOpen = open ?? own;
  const change = (next: boolean) => {
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  return { open: isOpen, onOpenChange: change, close: () => change(false) };
}

const OPEN_MODALS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
// A menu or a select open over the dialog is above it: Escape is not the dialog's then.
const OPEN_POPUPS = "[data-radix-popper-content-wrapper]";
const TOAST = "[data-toast]";

function isTopMostModal(node: Element): boolean {
  const open = document.querySelectorAll(OPEN_MODALS);
  return open[open.length - 1] === node && !document.querySelector(OPEN_POPUPS);
}

/** Lets the dialog whose content is `ref` take an Escape a toast over it would otherwise take. */
export function useEscapeUnderToast(ref: RefObject<HTMLElement | null>) {
  const close = useRef(useContext(CloseLayerContext));
  close.current = useContext(CloseLayerContext);
  // Listened to from the dialog's opening on, and never re-added: listeners run in the order they
  // were added, and this one must run before that of a toast shown later.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || !hasOpenToast()) return;
      const node = ref.current;
      if (!node || !isTopMostModal(node)) return;
      if (event.target instanceof Element && event.target.closest(TOAST)) return;
      // Before the toast's own handler: the dialog closes, and the toast does not take this Escape too.
      event.preventDefault();
      event.stopImmediatePropagation();
      close.current();
    };
    document.addEventListener("keydown", onKeyDown, { capture: true });
    return () => document.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [ref]);
}
