import { useRef } from "react";

type FocusHandler = ((event: Event) => void) | undefined;

/**
 * Radix dialogs return focus to their Trigger on close; dialogs opened from elsewhere (a card's button,
 * a controlled `open`) would leave focus on <body>. This remembers what had focus when the dialog opened
 * and returns focus there on close, when that element is still in the page. Callers' own handlers run
 * first and can opt out with preventDefault().
 */
export function useReturnFocus(onOpenAutoFocus: FocusHandler, onCloseAutoFocus: FocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
