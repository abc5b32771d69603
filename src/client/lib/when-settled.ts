/** How long a page is left alone after it has loaded before work that can wait starts on its own. */
export const SETTLE_MS = 5000;

const TOUCHES = ["pointerdown", "keydown"] as const;

/**
 * Runs `run` once the page has settled: when the person first touches it (a tap or a key), when the
 * page is put away (another tab, the phone locked, leaving), when the network goes, or otherwise
 * SETTLE_MS after it has loaded, at a moment the browser is idle. For work that makes the app ready
 * for later (the offline copy, the service worker's download of the app's files): done while a
 * phone is still drawing and taking over the page, it would make the page slower to answer its first
 * tap, which is the one thing that cannot wait.
 */
export function whenSettled(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of TOUCHES) window.removeEventListener(type, soon, true);
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", once);
    window.removeEventListener("offline", once);
    run();
  };
  // After a touch the work waits for the browser to be idle, so the touch itself is answered first.
  const soon = () => idle(once);
  const onHidden = () => {
    if (document.visibilityState === "hidden") once();
  };
  for (const type of TOUCHES) window.addEventListener(type, soon, { capture: true, passive: true });
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", once);
  window.addEventListener("offline", once);
  const afterLoad = () => setTimeout(() => idle(once), SETTLE_MS);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

function idle(run: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}
