import { getDefaultConfig } from "tailwind-merge";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cn, warmUpClassMerging } from "./utils";

vi.mock("tailwind-merge", async (importOriginal) => {
  const actual = await importOriginal<typeof import("tailwind-merge")>();
  return { ...actual, getDefaultConfig: vi.fn(actual.getDefaultConfig) };
});

describe("class merging", () => {
  afterEach(() => vi.useRealTimers());

  it("is set up ahead of its first use in two tasks: the configuration, then the class map made from it", () => {
    vi.useFakeTimers();
    warmUpClassMerging();
    expect(getDefaultConfig).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(getDefaultConfig).toHaveBeenCalledOnce();
    // The class map is made in a task after, from that configuration rather than a new one.
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(getDefaultConfig).toHaveBeenCalledOnce();
    expect(cn("p-0 text-sm", "p-1", false, "text-base")).toBe("p-1 text-base");
  });
});
