// @vitest-environment jsdom
import type { User } from "@shared/api/auth";
import type { DistrictOverview } from "@shared/api/districts";
import { DEFAULT_BRANDING } from "@shared/constants";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { clearAuthToken, setAuthToken } from "@/lib/auth-token";
import { AppRouter } from "./router";

/** A district's commissioner who belongs to no troop: the session acts in none. */
const commissioner: User = {
  id: "u-casey",
  email: "casey@example.org",
  firstName: "Casey",
  lastName: "Commissioner",
  profileImageUrl: null,
  role: null,
  leaderRole: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  isNewUser: true,
  troops: [],
  currentTroopId: null,
  districts: [{ id: "d-north", name: "North District" }],
};

const counts = { activeScouts: 12, leaders: 2, badgesEarned30d: 5, badgesPresented30d: 3, eventsHeld30d: 2, attendanceRate30d: 0.9 };
const overview: DistrictOverview = {
  district: { id: "d-north", name: "North District" },
  troops: [{ id: "t-bravo", slug: "bravo", name: "Bravo Troop", ...counts, lastActivityAt: "2026-11-20T18:00:00.000Z" }],
  totals: { troops: 1, ...counts, lastActivityAt: "2026-11-20T18:00:00.000Z" },
  districts: [{ id: "d-north", name: "North District" }],
};

/** The reads a session of no troop may make: its account's, the district's, and the deployment's name and colours. */
const ACCOUNT_READS = new Set(["/api/auth/user", "/api/district/overview", "/api/troop/branding"]);

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
  setAuthToken("token");
  api.answer("GET /api/auth/user", () => ({ status: 200, body: commissioner }));
  api.answer("GET /api/district/overview?districtId=d-north", () => ({ status: 200, body: overview }));
  api.answer("GET /api/troop/branding", () => ({ status: 200, body: { ...DEFAULT_BRANDING, troopName: "Scout Badges" } }));
});
afterEach(() => clearAuthToken());

function visit(path: string) {
  const location = memoryLocation({ path, record: true });
  renderWithProviders(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Suspense fallback={null}>
        <AppRouter />
      </Suspense>
    </Router>,
  );
  return location;
}

describe("the signed-in routes of a commissioner who belongs to no troop", () => {
  it("open the district's overview at home, and ask nothing of any troop", async () => {
    visit("/");
    expect(await screen.findByRole("heading", { name: "North District", level: 1 })).toBeTruthy();
    // The screen's table, and the printed pages' (hidden on screen).
    expect((await screen.findAllByRole("rowheader", { name: /Bravo Troop/ })).length).toBeGreaterThan(0);
    // The account's own buttons: no messages or calendar of a troop, and a password to change.
    expect(screen.queryByRole("button", { name: /messages/i })).toBeNull();
    expect(screen.getByRole("button", { name: "Change password" })).toBeTruthy();
    const asked = api.requests.map((request) => request.url.split("?")[0] ?? "");
    expect(asked.filter((url) => !ACCOUNT_READS.has(url))).toEqual([]);
  });

  it("offer the district and joining a troop in the switcher", async () => {
    visit("/district");
    await userEvent.click(await screen.findByRole("button", { name: "Switch troop" }));
    expect(screen.getByText("None yet: join one with its code.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /District overview/ }).getAttribute("href")).toBe("/district");
    expect(screen.getByRole("button", { name: "Join a troop" })).toBeTruthy();
  });

  it("answer a troop's page with the page-not-found page", async () => {
    visit("/scout-management");
    expect(await screen.findByRole("heading", { name: /not found/i })).toBeTruthy();
  });
});
