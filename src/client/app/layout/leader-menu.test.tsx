// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LeaderMenu } from "./leader-menu";

afterEach(cleanup);

function renderMenu() {
  const location = memoryLocation({ path: "/leader-dashboard", record: true });
  render(
    <Router hook={location.hook}>
      <LeaderMenu userName="Lena Leader" />
      <button type="button">Elsewhere</button>
    </Router>,
  );
  return { location, button: screen.getByRole("button", { name: "Leader menu" }) };
}

const focusedText = () => document.activeElement?.textContent;

describe("the leader menu (under 480 px)", () => {
  it("shows the leader pages as links with the focus on the first, and the arrow keys move between them", async () => {
    const { button } = renderMenu();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: "Leader" })).toBeNull();
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const nav = screen.getByRole("navigation", { name: "Leader" });
    expect(document.getElementById(button.getAttribute("aria-controls") ?? "")?.contains(nav)).toBe(true);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Leader dashboard",
      "Scout management",
      "Badge and event admin",
      "Troop settings",
      "Scout view",
    ]);
    expect(screen.getByText("Lena Leader")).toBeTruthy();
    expect(focusedText()).toBe("Leader dashboard");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(focusedText()).toBe("Badge and event admin");
    await userEvent.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(focusedText()).toBe("Scout view");
    await userEvent.keyboard("{Home}");
    expect(focusedText()).toBe("Leader dashboard");
  });

  it("goes to the chosen page and closes, with the focus back on its button", async () => {
    const { button, location } = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    expect(location.history.at(-1)).toBe("/troop-settings");
    expect(screen.queryByRole("navigation", { name: "Leader" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("closes with Escape (focus back on its button), with a tap elsewhere, and with its button", async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("navigation", { name: "Leader" })).toBeNull();
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
