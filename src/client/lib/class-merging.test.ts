import { getDefaultConfig } from "tailwind-merge";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addKnownMerges, onClassMerge, warmUpClassMerging } from "./class-merging";
import { cn } from "./utils";

vi.mock("tailwind-merge", async (importOriginal) => {
  const actual = await importOriginal<typeof import("tailwind-merge")>();
  return { ...actual, getDefaultConfig: vi.fn(actual.getDefaultConfig) };
});

// In this order: merging is set up once per page, by the first class list not known beforehand.
describe("class merging", () => {
  afterEach(() => vi.useRealTimers());

  it("uses a class list merged elsewhere as it is, without setting merging up", () => {
    addKnownMerges([["px-2 py-1 p-3", "p-3"], ["flex gap-2"], ["known-a known-b", "as-the-server-merged-it"]]);
    expect(cn("px-2 py-1", "p-3")).toBe("p-3");
    expect(cn("flex", { "gap-2": true })).toBe("flex gap-2");
    expect(cn("known-a", "known-b")).toBe("as-the-server-merged-it");
    expect(getDefaultConfig).not.toHaveBeenCalled();
  });

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

  it("tells the server's listener each class list it merged, as joined and as merged", () => {
    const merged: [string, string][] = [];
    onClassMerge((joined, result) => merged.push([joined, result]));
    expect(cn("text-sm font-bold", "text-base")).toBe("font-bold text-base");
    expect(cn("known-a known-b")).toBe("as-the-server-merged-it");
    expect(merged).toEqual([["text-sm font-bold text-base", "font-bold text-base"]]);
  });
});
