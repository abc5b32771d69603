// @vitest-environment jsdom
import type { TroopUser } from "@shared/api/auth";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { Welcome } from "./welcome";

const user = (role: TroopUser["role"]): TroopUser => ({
  id: "u1",
  email: "lee@example.com",
  firstName: "Lee",
  lastName: "Park",
  profileImageUrl: null,
  role,
  leaderRole: role === "leader" ? "admin" : null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  isNewUser: true,
  troops: [],
  currentTroopId: "troop-1",
  districts: [],
});

let api: FetchStub;
let assigned: string[];
// jsdom does not navigate: the address each button goes to is recorded instead.
const go = (url: string) => {
  assigned.push(url);
};
beforeEach(() => {
  api = stubFetch().answer("POST /api/mark-not-new", () => ({ status: 204 }));
  assigned = [];
});

describe("Welcome's closing button", () => {
  it("Set Up Group takes a leader to Troop Settings, after marking them not new", async () => {
    renderWithProviders(<Welcome user={user("leader")} go={go} />);
    await userEvent.click(screen.getByRole("button", { name: "Set Up Group" }));
    await waitFor(() => expect(assigned).toEqual(["/troop-settings"]));
    expect(api.sent("POST", "/api/mark-not-new")).toHaveLength(1);
  });

  it("Explore Badges takes a scout home", async () => {
    renderWithProviders(<Welcome user={user("scout")} go={go} />);
    await userEvent.click(screen.getByRole("button", { name: "Explore Badges" }));
    await waitFor(() => expect(assigned).toEqual(["/"]));
  });
});
