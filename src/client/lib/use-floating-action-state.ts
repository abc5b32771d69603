import { useEffect, useState } from "react";

/** How far down the page (px) the floating button folds to its icon. */
const FOLD_AFTER = 64;
/** Scroll movement (px) that counts as a direction, so a finger's jitter does not flicker the button. */
const JITTER = 8;

export type FloatingActionState = { folded: boolean; tucked: boolean };

/**
 * A floating action button on a phone covers whatever scrolls under it (a card's "Can't come").
 * Material's answer, used here: it folds to its round icon once the page is scrolled, and tucks away
 * while the reader scrolls down through the content, coming back as soon as they scroll up or stop
 * at the end of the page.
 */
export function useFloatingActionState(): FloatingActionState {
  const [state, setState] = useState<FloatingActionState>({ folded: false, tucked: false });
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      const moved = y - last;
      if (Math.abs(moved) < JITTER && !atEnd) return;
      last = y;
      const next = { folded: y > FOLD_AFTER, tucked: moved > 0 && !atEnd && y > FOLD_AFTER };
      setState((prev) => (prev.folded === next.folded && prev.tucked === next.tucked ? prev : next));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return state;
}
