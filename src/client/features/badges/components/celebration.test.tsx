// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Celebration } from "./celebration";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Celebration", () => {
  it("shows nothing before a trigger", () => {
    render(<Celebration trigger={0} />);
    expect(screen.queryByTestId("celebration")).toBeNull();
  });

  it("drops 5 pieces 200 ms apart and removes each 3 s after it appeared", () => {
    render(<Celebration trigger={1} />);
    const count = () => screen.queryByTestId("celebration")?.querySelectorAll("span").length ?? 0;
    act(() => vi.advanceTimersByTime(0));
    expect(count()).toBe(1);
    act(() => vi.advanceTimersByTime(200));
    expect(count()).toBe(2);
    act(() => vi.advanceTimersByTime(600));
    expect(count()).toBe(5);
    act(() => vi.advanceTimersByTime(2200)); // 3000 ms: the first piece goes
    expect(count()).toBe(4);
    act(() => vi.advanceTimersByTime(800));
    expect(screen.queryByTestId("celebration")).toBeNull();
  });
});
