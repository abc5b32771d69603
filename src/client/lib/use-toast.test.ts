import { afterEach, describe, expect, it } from "vitest";
import { resetToasts, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, toastError } from "./use-toast";

afterEach(() => resetToasts());

describe("toast store", () => {
  it("keeps its limits: one toast, shown 5 s", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it("returns distinct ids and an error toast is destructive and titled 'Error'", () => {
    const a = toast({ title: "One" });
    const b = toastError("Failed to earn badge. Please try again.");
    expect(a).not.toBe(b);
  });
});
