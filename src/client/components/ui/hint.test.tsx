// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Hinted } from "./hint";

afterEach(cleanup);

describe("a hint under an icon button", () => {
  it("repeats the button's label for sight only: the button keeps its name, the hint is hidden from screen readers", () => {
    render(
      <Hinted hint="Log out">
        <button type="button" aria-label="Log out">
          ⎋
        </button>
      </Hinted>,
    );
    expect(screen.getAllByRole("button", { name: "Log out" })).toHaveLength(1);
    const hint = screen.getByText("Log out");
    expect(hint.getAttribute("aria-hidden")).toBe("true");
    // Shown by its group's hover or keyboard focus, hidden again by Escape (see the classes).
    expect(hint.className).toMatch(/group-hover\/hint:visible/);
    expect(hint.className).toMatch(/group-has-\[:focus-visible\]\/hint:visible/);
    expect(hint.className).toMatch(/\[\[data-hints-dismissed\]_&\]:hidden/);
  });

  it("is dismissed by Escape without moving the pointer or the focus, until either moves on", async () => {
    render(
      <>
        <Hinted hint="Messages">
          <button type="button" aria-label="Messages">
            🔔
          </button>
        </Hinted>
        <Hinted hint="Log out">
          <button type="button" aria-label="Log out">
            ⎋
          </button>
        </Hinted>
      </>,
    );
    const root = document.documentElement;
    await userEvent.tab();
    await userEvent.keyboard("{Escape}");
    expect(root.hasAttribute("data-hints-dismissed")).toBe(true);
    await userEvent.tab();
    expect(root.hasAttribute("data-hints-dismissed")).toBe(false);
    await userEvent.keyboard("{Escape}");
    expect(root.hasAttribute("data-hints-dismissed")).toBe(true);
    await userEvent.hover(screen.getByRole("button", { name: "Messages" }));
    expect(root.hasAttribute("data-hints-dismissed")).toBe(false);
  });
});
