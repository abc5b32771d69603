// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { stubFetch } from "@tests/client/fetch-stub";
import { scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { ScoutManagementTab } from "./scout-management-tab";

const ROSTER = [
  scoutFixture({ id: "kept", name: "Ada Pine", possibleDuplicateOf: [{ id: "new", name: "ada pine" }] }),
  scoutFixture({ id: "new", name: "ada pine", possibleDuplicateOf: [{ id: "kept", name: "Ada Pine" }] }),
  scoutFixture({ id: "3", name: "Ben Brook" }),
];

beforeEach(() => {
  stubFetch().reply("GET /api/scouts", ROSTER).reply("GET /api/badges", []);
});

async function renderAs(leaderRole: "admin" | "assistant") {
  renderWithProviders(<ScoutManagementTab canErase={leaderRole === "admin"} />);
  await screen.findByText("Ben Brook");
}

describe("Scout Management: erasing and merging are for the troop's admins", () => {
  it("offers an assistant neither Delete, Delete Selected nor Merge…, and keeps the rest of the row", async () => {
    await renderAs("assistant");
    expect(screen.queryByRole("button", { name: /^Delete Selected/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Ben Brook" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Merge / })).toBeNull();
    // The possible duplicate is still marked, for an admin to merge.
    expect(screen.getAllByText("Possible duplicate")).toHaveLength(2);
    const row = screen.getAllByTestId("scout-row")[2] as HTMLElement;
    expect(within(row).getByRole("button", { name: "Edit Ben Brook" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Award Badge/ })).toBeTruthy();
  });

  it("offers an admin Delete, Delete Selected and Merge…", async () => {
    await renderAs("admin");
    expect(screen.getByRole("button", { name: /^Delete Selected/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete Ben Brook" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Merge Ada Pine with a duplicate entry" })).toBeTruthy();
  });
});
