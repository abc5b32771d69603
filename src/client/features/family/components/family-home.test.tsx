// @vitest-environment jsdom
import type { ChildSummary } from "@shared/api/family";
import { DEFAULT_BRANDING } from "@shared/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { within } from "@testing-library/react";
import { drawnByServer } from "@tests/client/take-over";
import { afterEach, describe, expect, it } from "vitest";
import { TroopTimeZone } from "@/features/troop/components/troop-time-zone";
import { setTroopTimeZone } from "@/lib/format-date";
import { createQueryClient } from "@/lib/query-client";
import { troopKeys } from "../../troop/api";
import { childrenQuery } from "../api";
import { FamilyHome } from "./family-home";

const CHILD: ChildSummary = {
  scout: {
    id: "s1",
    name: "Bo Oak",
    email: null,
    phone: null,
    emergencyContact: null,
    emergencyPhone: null,
    dateOfBirth: null,
    isActive: true,
    hasAccount: false,
    contacts: [],
  },
  earnedCount: 1,
  totalBadges: 4,
  // 03:30 UTC on Friday 27 November: Thursday evening for a troop in New York.
  upcomingEvents: [{ id: "e1", title: "Night Hike", startDate: "2026-11-27T03:30:00.000Z", participation: "joined" }],
};

const processZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = processZone;
  setTroopTimeZone(undefined);
});

/** The family home as the app holds it: the troop's branding (with its zone) and the children already read. */
function familyHome() {
  const client = createQueryClient();
  client.setQueryData(troopKeys.branding, { ...DEFAULT_BRANDING, timeZone: "America/New_York" });
  client.setQueryData(childrenQuery.queryKey, [CHILD]);
  return (
    <QueryClientProvider client={client}>
      <TroopTimeZone>
        <FamilyHome />
      </TroopTimeZone>
    </QueryClientProvider>
  );
}

describe("the family home's dates", () => {
  it("are the troop's, in the app's one style, and the browser takes the server's page over without a mismatch", async () => {
    // The server in Los Angeles (still Thursday), the parent's phone in Auckland (already Friday).
    process.env.TZ = "America/Los_Angeles";
    const page = await drawnByServer(familyHome());
    const drawn = within(page.container).getByTestId("child-card").textContent;
    expect(drawn).toContain("Thu, Nov 26, 2026, 10:30 PM · Joined");
    process.env.TZ = "Pacific/Auckland";
    await page.takeOver();
    expect(page.mismatches).toEqual([]);
    expect(within(page.container).getByTestId("child-card").textContent).toBe(drawn);
    page.remove();
  });
});
