/**
 * Runs `then` once the browser has painted the page as it stands: a frame's callback runs just before
 * that frame is painted, and a task it queues runs after. A page that is not on screen paints no
 * frame, so there `then` runs at once.
 */
export function afterNextPaint(then: () => void) {
  if (document.visibilityState === "hidden") {
    then();
    return;
  }
  requestAnimationFrame(() => setTimeout(then, 0));
}
