import { HELD_TAPS, TAP_HELD } from "@shared/early-taps";

/** What the first view's inline script (shared/early-taps.ts) leaves on the window. */
type Held = { element: Element; path: number[]; text: string };
type HeldTaps = { taps: Held[]; stop: () => void };

function elementAt(root: Element, path: number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) {
    node = node?.children[index];
    if (!node) return null;
  }
  return node ?? null;
}

/**
 * The page has been taken over: stops holding taps, and clicks each element tapped before, in the
 * order tapped, so the app answers them as it would have. An element the app drew anew is found
 * where it stood, if it still reads the same; one that now reads differently (or is disabled) is not
 * tapped, as the person never saw it.
 */
export function replayHeldTaps() {
  const held = (window as unknown as Record<string, HeldTaps | undefined>)[HELD_TAPS];
  if (!held) return;
  delete (window as unknown as Record<string, unknown>)[HELD_TAPS];
  held.stop();
  const root = document.getElementById("root");
  for (const tap of held.taps.splice(0)) {
    tap.element.removeAttribute(TAP_HELD);
    const again = tap.element.isConnected ? tap.element : root && elementAt(root, tap.path);
    if (again instanceof HTMLElement && (again.textContent ?? "") === tap.text && !again.matches(":disabled")) again.click();
  }
}
