// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { MyPatrolCard } from "./my-patrol-card";

const HAWKS = { id: "p1", name: "Hawks", color: "#aa3300", motto: "Be prepared!" };

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

describe("My patrol", () => {
  it("shows the patrol and the mates' names, and nothing a patrol leader does to a patrol member", async () => {
    api.reply("GET /api/patrols/mine", { patrol: HAWKS, mates: [{ name: "Hal Hawk" }, { name: "Hana Hawk" }], leads: false });
    renderWithProviders(<MyPatrolCard />);
    const mates = await screen.findByRole("list", { name: "Patrol mates" });
    expect(
      within(mates)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Hal Hawk", "Hana Hawk"]);
    expect(screen.getByText("Hawks")).toBeTruthy();
    expect(screen.getByText("“Be prepared!”")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Take the register" })).toBeNull();
  });

  it("shows nothing to a scout in no patrol", async () => {
    api.reply("GET /api/patrols/mine", { patrol: null, mates: [], leads: false });
    const { container } = renderWithProviders(<MyPatrolCard />);
    await waitFor(() => expect(api.sent("GET", "/api/patrols/mine")).toHaveLength(1));
    expect(container.textContent).toBe("");
  });

  it("lets a patrol leader take the register and see the patrol's badge progress", async () => {
    const user = userEvent.setup();
    api
      .reply("GET /api/patrols/mine", { patrol: HAWKS, mates: [{ name: "Hal Hawk" }], leads: true })
      .reply("GET /api/patrols/mine/attendance", {
        scouts: [
          { id: "s1", name: "Hal Hawk" },
          { id: "s2", name: "Pia Hawk" },
        ],
        events: [{ id: "e1", title: "River walk", startDate: "2026-03-01T10:00:00.000Z", going: [] }],
        records: [{ scoutId: "s2", eventId: "e1", status: "absent" }],
      })
      .reply("GET /api/patrols/mine/progress", [
        { name: "Hal Hawk", earnedCount: 1, inProgress: [{ badgeName: "Knots", progressPercentage: 50 }] },
      ])
      .answer("POST /api/attendance", () => ({ status: 201, body: {} }));
    renderWithProviders(<MyPatrolCard />);
    await user.click(await screen.findByRole("button", { name: "Patrol badge progress" }));
    const progress = await screen.findByRole("list", { name: "Patrol badge progress" });
    expect(within(progress).getByText("Knots")).toBeTruthy();
    expect(within(progress).getByText("50%")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Take the register" }));
    const dialog = await screen.findByRole("dialog", { name: "Take the register" });
    await user.click(within(dialog).getByRole("combobox", { name: /Event/ }));
    await user.click(await screen.findByRole("option", { name: /River walk/ }));
    const pia = within(dialog).getByRole("group", { name: "Pia Hawk" });
    expect(within(pia).getByRole("button", { name: "Absent" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(within(within(dialog).getByRole("group", { name: "Hal Hawk" })).getByRole("button", { name: "Present" }));
    await user.click(within(dialog).getByRole("button", { name: "Save register" }));
    await waitFor(() => expect(api.sent("POST", "/api/attendance")).toHaveLength(1));
    expect(api.sent("POST", "/api/attendance")[0]?.body).toMatchObject({ scoutId: "s1", eventId: "e1", status: "present" });
  });

  it("offers those going to the event first, the rest of the patrol behind Others", async () => {
    const user = userEvent.setup();
    api
      .reply("GET /api/patrols/mine", { patrol: HAWKS, mates: [{ name: "Hal Hawk" }], leads: true })
      .reply("GET /api/patrols/mine/attendance", {
        scouts: [
          { id: "s1", name: "Hal Hawk" },
          { id: "s2", name: "Pia Hawk" },
          { id: "s3", name: "Tom Hawk" },
        ],
        events: [{ id: "e1", title: "Summer camp", startDate: "2026-03-01T10:00:00.000Z", going: ["s2"] }],
        records: [],
      });
    renderWithProviders(<MyPatrolCard />);
    await user.click(await screen.findByRole("button", { name: "Take the register" }));
    const dialog = await screen.findByRole("dialog", { name: "Take the register" });
    await user.click(within(dialog).getByRole("combobox", { name: /Event/ }));
    await user.click(await screen.findByRole("option", { name: /Summer camp/ }));
    const going = within(dialog).getByRole("list", { name: "Going" });
    expect(
      within(going)
        .getAllByRole("group")
        .map((g) => g.getAttribute("aria-labelledby") ?? g.textContent),
    ).toHaveLength(1);
    expect(within(going).getByRole("group", { name: "Pia Hawk" })).toBeTruthy();
    expect(within(dialog).queryByRole("group", { name: "Hal Hawk" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Others (2)" }));
    const others = within(dialog).getByRole("list", { name: "Others of your patrol" });
    expect(within(others).getByRole("group", { name: "Hal Hawk" })).toBeTruthy();
    expect(within(others).getByRole("group", { name: "Tom Hawk" })).toBeTruthy();
  });
});
