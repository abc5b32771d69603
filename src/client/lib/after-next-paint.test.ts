// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./after-next-paint";

describe("afterNextPaint", () => {
  const spies: { mockRestore: () => void }[] = [];
  afterEach(() => {
    vi.useRealTimers();
    for (const spy of spies.splice(0)) spy.mockRestore();
  });

  it("runs after the next frame has been painted, not within the frame's own callback", () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    spies.push(vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback)));
    const then = vi.fn();
    afterNextPaint(then);
    expect(then).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]?.(performance.now());
    // The frame is painted when its callbacks return; the work runs in the task after.
    expect(then).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });

  it("runs at once on a page that is not on screen, which paints no frame", () => {
    const frame = vi.spyOn(window, "requestAnimationFrame");
    spies.push(vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden"), frame);
    const then = vi.fn();
    afterNextPaint(then);
    expect(then).toHaveBeenCalledOnce();
    expect(frame).not.toHaveBeenCalled();
  });
});
