// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SETTLE_MS, whenSettled } from "./when-settled";

describe("whenSettled", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The test page has loaded; the browser is idle at once.
    vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits SETTLE_MS after the page has loaded, then runs once", () => {
    const run = vi.fn();
    whenSettled(run);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("pointerdown"));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs at the first touch, once the browser is idle, and not again after the wait", () => {
    const run = vi.fn();
    whenSettled(run);
    window.dispatchEvent(new Event("keydown"));
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("pointerdown"));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs at once when the network goes or the page is put away", () => {
    const offline = vi.fn();
    whenSettled(offline);
    window.dispatchEvent(new Event("offline"));
    expect(offline).toHaveBeenCalledTimes(1);

    const hidden = vi.fn();
    whenSettled(hidden);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(hidden).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(hidden).toHaveBeenCalledTimes(1);
  });
});
