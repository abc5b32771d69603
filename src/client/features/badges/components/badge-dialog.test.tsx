// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import type { Badge } from "@shared/api/badges";
import { cleanup, render, screen, within } from "@testing-library/react";
import { badgeFixture } from "@tests/client/fixtures";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BadgeDialog } from "./badge-dialog";

afterEach(cleanup);

function open(badge: Badge, { canTrack = true, trackingOff = false } = {}) {
  render(
    <BadgeDialog
      badge={badge}
      onOpenChange={vi.fn()}
      canTrack={canTrack}
      trackingOff={trackingOff}
      onToggleRequirement={vi.fn()}
      onEarn={vi.fn()}
      savingProgress={false}
      earning={false}
    />,
  );
  return screen.getByRole("dialog");
}

/** Each requirement's checkbox state, by its text. */
const ticks = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(dialog)
      .getAllByRole("checkbox")
      .map((box) => [
        box.getAttribute("aria-labelledby") ?? (box.id && dialog.querySelector(`label[for="${box.id}"]`)?.textContent),
        box.getAttribute("aria-checked"),
      ]),
  );

const TRACKING_OFF = "Your leaders record badges for this troop. Show them what you have done; they award the badge.";

describe("an earned badge's requirements", () => {
  it("show what was really ticked, and a badge a leader awarded with fewer ticks says so", () => {
    const dialog = open(
      badgeFixture({ id: "b1", name: "Knots", isEarned: true, earnedDate: "2026-11-20T10:00:00.000Z", completedRequirements: [1] }),
    );
    expect(ticks(dialog)).toEqual({
      "Tie a reef knot": "false",
      "Tie a bowline": "true",
      "Tie a clove hitch": "false",
      "Whip a rope end": "false",
    });
    expect(within(dialog).getByTestId("awarded-by-leader").textContent).toBe("Awarded by a leader");
    for (const box of within(dialog).getAllByRole("checkbox")) expect(box.hasAttribute("disabled")).toBe(true);
  });

  it("earned by the scout (three of four ticked): the one left unticked stays unticked, and no leader's award is claimed", () => {
    const dialog = open(badgeFixture({ id: "b1", name: "Knots", isEarned: true, earnedDate: null, completedRequirements: [0, 1, 3] }));
    expect(ticks(dialog)).toEqual({
      "Tie a reef knot": "true",
      "Tie a bowline": "true",
      "Tie a clove hitch": "false",
      "Whip a rope end": "true",
    });
    expect(within(dialog).queryByText("Awarded by a leader")).toBeNull();
  });
});

describe("with the troop's advancement tracking off", () => {
  it("says one thing for a badge in progress: leaders record badges; no checklist to tick, no 'complete more'", () => {
    const dialog = open(badgeFixture({ id: "b1", name: "Knots", progressPercentage: 25, completedRequirements: [0] }), {
      canTrack: false,
      trackingOff: true,
    });
    expect(within(dialog).getByTestId("tracking-off").textContent).toBe(TRACKING_OFF);
    expect(within(dialog).queryByText(/Complete more requirements/)).toBeNull();
    expect(within(dialog).queryByText(/Scouts tick off requirements/)).toBeNull();
    for (const box of within(dialog).getAllByRole("checkbox")) expect(box.hasAttribute("disabled")).toBe(true);
  });

  it("a nearly done badge offers no Earn and says the same", () => {
    const dialog = open(badgeFixture({ id: "b1", name: "Knots", progressPercentage: 75, completedRequirements: [0, 1, 2] }), {
      canTrack: false,
      trackingOff: true,
    });
    expect(within(dialog).queryByRole("button", { name: /Earn This Badge/ })).toBeNull();
    expect(within(dialog).getByTestId("tracking-off").textContent).toBe(TRACKING_OFF);
  });

  it("an earned badge says nothing about recording (it is recorded)", () => {
    const dialog = open(badgeFixture({ id: "b1", name: "Knots", isEarned: true, earnedDate: null }), {
      canTrack: false,
      trackingOff: true,
    });
    expect(within(dialog).queryByTestId("tracking-off")).toBeNull();
    expect(within(dialog).getByText("Awarded by a leader")).toBeTruthy();
  });
});

describe("with tracking on", () => {
  it("a scout is told to complete more requirements, and leaders that scouts tick them", () => {
    const badge = badgeFixture({ id: "b1", name: "Knots", completedRequirements: [0] });
    const scoutView = open(badge);
    expect(within(scoutView).getByText("Complete more requirements to earn this badge (75% needed).")).toBeTruthy();
    expect(within(scoutView).queryByTestId("tracking-off")).toBeNull();
    cleanup();
    const leaderView = open(badge, { canTrack: false });
    expect(within(leaderView).getByText("Scouts tick off requirements here as they complete them.")).toBeTruthy();
    expect(within(leaderView).queryByTestId("tracking-off")).toBeNull();
  });
});

describe("a requirement a leader signed off", () => {
  it("shows ticked and locked for the scout, with who signed it off and when", () => {
    const dialog = open(
      badgeFixture({
        id: "b1",
        name: "Knots",
        completedRequirements: [0, 2],
        progressPercentage: 50,
        signOffs: [{ index: 2, by: "Lee Leader", on: "2026-01-10", note: "Tied it blindfolded." }],
      }),
    );
    expect(ticks(dialog)).toMatchObject({ "Tie a reef knot": "true", "Tie a clove hitch": "true" });
    const boxes = within(dialog).getAllByRole("checkbox");
    expect(boxes[2]?.hasAttribute("disabled")).toBe(true);
    // The scout's own ticks stay theirs to change.
    expect(boxes[0]?.hasAttribute("disabled")).toBe(false);
    const note = within(dialog).getByTestId("sign-off-note");
    expect(note.textContent).toContain("Signed off by Lee Leader on Jan 10, 2026");
    expect(note.textContent).toContain("Tied it blindfolded.");
    expect(boxes[2]?.getAttribute("aria-describedby")).toBe(note.id);
  });
});
