/** How long a page is left alone after it has loaded before work that can wait starts on its own. */
export const SETTLE_MS = 5000;

const TOUCHES = ["pointerdown", "keydown"] as const;

let settled = false;
let watching = false;
const waiting = new Set<() => void>();

/**
 * Whether the page has settled: the person has touched it (a tap or a key), it has been put away
 * (another tab, the phone locked, leaving), the network is gone (or was at the start), or SETTLE_MS
 * have passed since it loaded and the browser was idle. Work that makes the app ready for later (the
 * offline copy, the service worker's download of the app's files, the offline status) waits for it:
 * done while a phone still draws and takes over the page, it would make the page slower to answer
 * its first tap, which is the one thing that cannot wait.
 */
export function isSettled(): boolean {
  return settled;
}

/** Runs `run` once the page has settled (at once when it has); returns a way to call it off. */
export function whenSettled(run: () => void): () => void {
  if (settled) {
    run();
    return () => {};
  }
  waiting.add(run);
  watch();
  return () => waiting.delete(run);
}

function settle() {
  if (settled) return;
  settled = true;
  for (const type of TOUCHES) window.removeEventListener(type, soon, true);
  document.removeEventListener("visibilitychange", onHidden);
  window.removeEventListener("pagehide", settle);
  window.removeEventListener("offline", settle);
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

// After a touch the work waits for the browser to be idle, so the touch itself is answered first.
const soon = () => whenIdle(settle);
const onHidden = () => {
  if (document.visibilityState === "hidden") settle();
};

function watch() {
  if (watching) return;
  watching = true;
  if (navigator.onLine === false) return settle();
  for (const type of TOUCHES) window.addEventListener(type, soon, { capture: true, passive: true });
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", settle);
  window.addEventListener("offline", settle);
  whenLoaded(() => setTimeout(() => whenIdle(settle), SETTLE_MS));
}

/** Runs `run` once the page has loaded (at once when it has). */
export function whenLoaded(run: () => void) {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

/** Runs `run` when the browser is next idle (within a second). */
export function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}
