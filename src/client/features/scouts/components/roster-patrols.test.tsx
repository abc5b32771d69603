// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { patrolFixture, scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { ScoutManagementTab } from "./scout-management-tab";

const PATROLS = [
  patrolFixture({ id: "p1", name: "Hawks", color: "#aa3300", scoutCount: 1 }),
  patrolFixture({ id: "p2", name: "Owls", color: "#2255aa", scoutCount: 1 }),
];
const ROSTER = [
  scoutFixture({ id: "1", name: "Alice Archer", patrolId: "p2" }),
  scoutFixture({ id: "2", name: "Bob Baker" }),
  scoutFixture({ id: "3", name: "Cara Cole", patrolId: "p1", patrolLeader: true }),
];

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().reply("GET /api/scouts", ROSTER).reply("GET /api/badges", []).reply("GET /api/patrols", PATROLS);
});

const rows = () =>
  screen.getAllByRole("row").flatMap((row) => {
    if (row.getAttribute("data-testid") === "patrol-group") return [`# ${row.textContent}`];
    if (row.getAttribute("data-testid") === "scout-row")
      return [within(row).getAllByRole("cell")[1]?.querySelector("span")?.textContent ?? ""];
    return [];
  });

describe("the roster by patrol", () => {
  it("groups the roster by patrol, marks each scout's patrol, and filters by patrol", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScoutManagementTab />);
    await screen.findAllByTestId("patrol-group");
    expect(rows()).toEqual(["# Hawks", "Cara Cole", "# Owls", "Alice Archer", "# No patrol", "Bob Baker"]);
    expect(screen.getByText(/Hawks · Patrol leader/)).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Patrol" }), "Owls");
    expect(rows()).toEqual(["# Owls", "Alice Archer"]);
  });

  it("moves the selected scouts to a patrol in one call", async () => {
    const user = userEvent.setup();
    api.reply("POST /api/scouts/move-to-patrol", { moved: 2 });
    renderWithProviders(<ScoutManagementTab />);
    await user.click(await screen.findByRole("checkbox", { name: "Select Alice Archer" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Bob Baker" }));
    await user.click(screen.getByRole("button", { name: "Move to patrol (2)" }));
    const dialog = await screen.findByRole("dialog", { name: "Move to patrol" });
    await user.click(within(dialog).getByRole("combobox", { name: "Patrol" }));
    await user.click(await screen.findByRole("option", { name: "Hawks" }));
    await user.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() =>
      expect(api.sent("POST", "/api/scouts/move-to-patrol").map((r) => r.body)).toEqual([{ scoutIds: ["1", "2"], patrolId: "p1" }]),
    );
  });
});
