// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { SIGNED_IN_ONLY_PATHS } from "./page-addresses";
import { isSignedInAddress, PAGES } from "./pages";
import { SignedOutRoutes } from "./signed-out-routes";

afterEach(cleanup);

/** Where a signed-out visit to `path` ends up. */
function visit(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Suspense fallback={null}>
        <SignedOutRoutes />
      </Suspense>
    </Router>,
  );
  return location.history.at(-1);
}

describe("the signed-out routes", () => {
  it("take their signed-in addresses from the one page table: every page's but home", () => {
    const table = new Set(PAGES.map((row) => row.path).filter((path) => path !== "/"));
    expect(new Set(SIGNED_IN_ONLY_PATHS)).toEqual(table);
  });

  it("send every signed-in address, a child's page and a message's too, to sign-in and back", () => {
    for (const path of [
      "/family",
      "/family/abc",
      "/scout-dashboard",
      "/leader-dashboard",
      "/admin",
      "/scout-management",
      "/troop-settings",
      "/messages",
      "/messages/m1",
    ]) {
      expect(isSignedInAddress(path)).toBe(true);
      expect(visit(path)).toBe(`/login?next=${encodeURIComponent(path)}`);
      cleanup();
    }
  });
});
