// @vitest-environment jsdom
import type { ScoutActivity } from "@shared/api/activities";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { describe, expect, it, vi } from "vitest";
import { ActivityItem } from "./activity-item";

const activity = (overrides: Partial<ScoutActivity>): ScoutActivity => ({
  id: "a1",
  scoutId: "s1",
  scoutName: "Ana Lopez",
  activityType: "event_participation",
  title: "Attended Knot Night",
  description: "Ana Lopez was at Knot Night.",
  points: 10,
  createdAt: new Date().toISOString(),
  metadata: null,
  reactions: [],
  ...overrides,
});

function renderFeed(onReact = vi.fn()) {
  renderWithProviders(
    <>
      <ActivityItem activity={activity({})} feedbackOpen pending={false} onReact={onReact} onToggleFeedback={() => {}} />
      <ActivityItem
        activity={activity({ id: "a2", scoutId: "s2", scoutName: "Ben Brook", title: "Attended Knot Night" })}
        feedbackOpen={false}
        pending={false}
        onReact={() => {}}
        onToggleFeedback={() => {}}
      />
    </>,
  );
  return onReact;
}

describe("ActivityItem's buttons", () => {
  it("name the scout and the activity, so each reaction button says whom it is for", async () => {
    const onReact = renderFeed();
    expect(screen.getByRole("button", { name: "Great job! for Ana Lopez: Attended Knot Night" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Great job! for Ben Brook: Attended Knot Night" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Feedback for Ben Brook: Attended Knot Night" })).toBeTruthy();
    // No two buttons on the page share a name.
    const names = screen.getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);
    expect(new Set(names).size).toBe(names.length);
    await userEvent.click(screen.getByRole("button", { name: "Awesome! for Ben Brook: Attended Knot Night" }));
    expect(onReact).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Awesome! for Ana Lopez: Attended Knot Night" }));
    expect(onReact).toHaveBeenCalledWith("🎉");
  });

  it("name the scout on the feedback box's send buttons", () => {
    renderFeed();
    const box = screen.getByTestId("feedback-box");
    expect(within(box).getByRole("button", { name: "Send Champion! to Ana Lopez" })).toBeTruthy();
  });

  it("counts the feedback's characters and refuses one over 500 with the reason, never cutting it short", async () => {
    const user = userEvent.setup();
    const onReact = renderFeed();
    const box = screen.getByTestId("feedback-box");
    const field = within(box).getByLabelText("Feedback message") as HTMLTextAreaElement;
    const long = `${"Great teamwork on the knots. ".repeat(17)}Well done!`;
    expect(long.length).toBeGreaterThan(500);
    await user.click(field);
    await user.paste(long);
    // Kept whole in the field, and the counter says by how much it is over.
    expect(field.value).toBe(long);
    expect(within(box).getByTestId("feedback-count").textContent).toBe(`${long.length}/500 characters.`);
    await user.click(within(box).getByRole("button", { name: "Send Champion! to Ana Lopez" }));
    expect(await within(box).findByText("Message must be at most 500 characters.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(onReact).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, "Brilliant work!");
    expect(within(box).getByTestId("feedback-count").textContent).toBe("15/500 characters.");
    await user.click(within(box).getByRole("button", { name: "Send Champion! to Ana Lopez" }));
    expect(onReact).toHaveBeenCalledWith("🏆", "Brilliant work!");
  });
});
