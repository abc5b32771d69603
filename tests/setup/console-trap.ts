import { afterEach, beforeEach, vi } from "vitest";

/**
 * console.error fails the test unless the test calls allowConsoleError() first:
 * an unexpected error message is a defect even when assertions pass.
 */
let allowed = false;
let captured: unknown[][] = [];

export function allowConsoleError() {
  allowed = true;
}

beforeEach(() => {
  allowed = false;
  captured = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    captured.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (!allowed && captured.length > 0) {
    const first = captured[0]?.map((a) => (a instanceof Error ? a.stack : String(a))).join(" ");
    throw new Error(`Unexpected console.error: ${first}`);
  }
});
