import { afterAll } from "vitest";

/**
 * A page's timers end with its page, as in a browser. A jsdom test file's page is torn down when the
 * file ends, but a timer it set (when-settled's, seconds after load) would still fire afterwards,
 * with no window left, and fail whichever file the worker runs next.
 */
if (typeof window !== "undefined") {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const original = globalThis.setTimeout;
  const tracked = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = original(() => {
      pending.delete(id);
      if (typeof handler === "function") handler(...args);
    }, ms);
    pending.add(id);
    return id;
  };
  globalThis.setTimeout = Object.assign(tracked, original) as typeof setTimeout;
  afterAll(() => {
    for (const id of pending) clearTimeout(id);
    globalThis.setTimeout = original;
  });
}
