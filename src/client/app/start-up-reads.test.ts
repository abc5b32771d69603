// @vitest-environment jsdom
import type { User } from "@shared/api/auth";
import { FIRST_VIEW_STATE_ID, TOKEN_STORAGE_KEY } from "@shared/constants";
import { dehydrate } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { badgeFixture } from "@tests/client/fixtures";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authKeys } from "@/features/auth/api";
import { signedInRole } from "@/features/auth/last-role";
import { badgeKeys } from "@/features/badges/api";
import { createQueryClient, queryClient } from "@/lib/query-client";
import { startUpReads } from "./start-up-reads";

const leader: User = {
  id: "u1",
  email: "lee@example.com",
  firstName: "Lee",
  lastName: "Park",
  profileImageUrl: null,
  role: "leader",
  leaderRole: "admin",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  isNewUser: false,
  troops: [],
  currentTroopId: "troop-1",
  districts: [],
};

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
  queryClient.clear();
  localStorage.clear();
  localStorage.setItem(TOKEN_STORAGE_KEY, "token-1");
  api.reply("GET /api/auth/user", leader);
  api.reply("GET /api/badges", [badgeFixture({ id: "b1", name: "Knots" })]);
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("startUpReads", () => {
  it("asks for the user and the page's first reads together, and remembers the role for next time", async () => {
    window.history.replaceState(null, "", "/admin");
    startUpReads();
    await waitFor(() => expect(api.requests.map((r) => r.url).sort()).toEqual(["/api/auth/user", "/api/badges"]), { timeout: 20_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(authKeys.user)).toEqual(leader);
    expect(queryClient.getQueryData(badgeKeys.all)).toHaveLength(1);
    expect(signedInRole()).toBe("leader");
  });

  it("reads only the user at home when no role was seen on this device yet", async () => {
    startUpReads();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.requests.map((r) => r.url)).toEqual(["/api/auth/user"]);
  });

  it("asks nothing ahead offline, where the reads kept on the device stand in", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      window.history.replaceState(null, "", "/admin");
      startUpReads();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.requests).toEqual([]);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    } finally {
      onLine.mockRestore();
    }
  });

  it("asks for nothing the server's first view brought with it, and starts from those reads", async () => {
    const server = createQueryClient();
    server.setQueryData(authKeys.user, leader);
    server.setQueryData(badgeKeys.all, [badgeFixture({ id: "b9", name: "Orienteering" })]);
    const state = document.createElement("script");
    state.type = "application/json";
    state.id = FIRST_VIEW_STATE_ID;
    state.textContent = JSON.stringify(dehydrate(server));
    document.body.append(state);
    try {
      window.history.replaceState(null, "", "/admin");
      startUpReads();
      expect(queryClient.getQueryData(authKeys.user)).toEqual(leader);
      expect(queryClient.getQueryData(badgeKeys.all)).toEqual([expect.objectContaining({ name: "Orienteering" })]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(queryClient.isFetching()).toBe(0);
      expect(api.requests).toEqual([]);
    } finally {
      state.remove();
    }
  });
});
