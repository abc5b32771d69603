// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useFloatingActionState } from "./use-floating-action-state";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("useFloatingActionState", () => {
  afterEach(() => scrollTo(0));

  it("shows the labelled pill at the top, folds and tucks it while scrolling down, brings it back scrolling up", () => {
    Object.defineProperty(document.documentElement, "scrollHeight", { value: 5000, configurable: true });
    const { result } = renderHook(() => useFloatingActionState());
    expect(result.current).toEqual({ folded: false, tucked: false });
    act(() => scrollTo(400));
    expect(result.current).toEqual({ folded: true, tucked: true });
    // A finger's jitter changes nothing.
    act(() => scrollTo(396));
    expect(result.current).toEqual({ folded: true, tucked: true });
    act(() => scrollTo(300));
    expect(result.current).toEqual({ folded: true, tucked: false });
    act(() => scrollTo(0));
    expect(result.current).toEqual({ folded: false, tucked: false });
  });

  it("comes back at the end of the page, where the page's padding leaves room for it", () => {
    Object.defineProperty(document.documentElement, "scrollHeight", { value: window.innerHeight + 600, configurable: true });
    const { result } = renderHook(() => useFloatingActionState());
    act(() => scrollTo(300));
    expect(result.current.tucked).toBe(true);
    act(() => scrollTo(600));
    expect(result.current).toEqual({ folded: true, tucked: false });
  });
});
