// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The page settles once: each test starts from a fresh copy of the module.
async function fresh() {
  vi.resetModules();
  return import("./when-settled");
}

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

  it("waits SETTLE_MS after the page has loaded, then runs each waiting piece of work once", async () => {
    const { SETTLE_MS, isSettled, whenSettled } = await fresh();
    const first = vi.fn();
    const second = vi.fn();
    whenSettled(first);
    whenSettled(second);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(first).not.toHaveBeenCalled();
    expect(isSettled()).toBe(false);
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    window.dispatchEvent(new Event("pointerdown"));
    vi.runAllTimers();
    expect(first).toHaveBeenCalledTimes(1);
    // Work that comes later runs at once.
    const late = vi.fn();
    whenSettled(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("settles at the first touch once the browser is idle, and work called off never runs", async () => {
    const { whenSettled } = await fresh();
    const run = vi.fn();
    const calledOff = vi.fn();
    whenSettled(run);
    whenSettled(calledOff)();
    window.dispatchEvent(new Event("keydown"));
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    expect(calledOff).not.toHaveBeenCalled();
  });

  it("settles at once when the network goes", async () => {
    const { whenSettled } = await fresh();
    const run = vi.fn();
    whenSettled(run);
    window.dispatchEvent(new Event("offline"));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("settles at once when the page is put away", async () => {
    const { whenSettled } = await fresh();
    const run = vi.fn();
    whenSettled(run);
    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    hidden.mockRestore();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("is settled from the start when the device starts offline", async () => {
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { isSettled, whenSettled } = await fresh();
    const run = vi.fn();
    whenSettled(run);
    offline.mockRestore();
    expect(run).toHaveBeenCalledTimes(1);
    expect(isSettled()).toBe(true);
  });
});
