// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

function Sections({ disabledEvents = false }: { disabledEvents?: boolean }) {
  return (
    <Tabs defaultValue="badges">
      <TabsList aria-label="Sections">
        <TabsTrigger value="badges">Badges</TabsTrigger>
        <TabsTrigger value="events" disabled={disabledEvents}>
          Events
        </TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="badges">
        <button type="button">Add badge</button>
      </TabsContent>
      <TabsContent value="events">Events list</TabsContent>
      <TabsContent value="settings" forceMount>
        Settings form
      </TabsContent>
    </Tabs>
  );
}

/** Tabs whose owner keeps every choice but "locked", and notes each one it was asked. */
function Controlled({ asked }: { asked: string[] }) {
  const [value, setValue] = useState("a");
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        asked.push(next);
        if (next !== "locked") setValue(next);
      }}
    >
      <TabsList aria-label="Parts">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
        <TabsTrigger value="locked">Locked</TabsTrigger>
      </TabsList>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const selectedTab = () => screen.getByRole("tab", { selected: true }).textContent;

describe("tabs", () => {
  it("names each panel by its tab and each tab's panel, and draws only the open panel unless one is always drawn", () => {
    render(<Sections />);
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel", { name: "Badges" });
    expect(tab("Badges").getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.queryByText("Events list")).toBeNull();
    // Drawn but hidden until chosen.
    const settings = screen.getByText("Settings form");
    expect(settings.hidden).toBe(false);
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(3);
  });

  it("is one stop for Tab, on the chosen tab, and the arrow keys, Home and End choose the tab they reach, round the ends", async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.tab();
    expect(document.activeElement).toBe(tab("Badges"));
    expect(tab("Events").tabIndex).toBe(-1);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tab("Events"));
    expect(selectedTab()).toBe("Events");
    expect(screen.getByText("Events list")).toBeTruthy();
    await user.keyboard("{End}");
    expect(selectedTab()).toBe("Settings");
    await user.keyboard("{ArrowRight}");
    expect(selectedTab()).toBe("Badges");
    await user.keyboard("{ArrowLeft}");
    expect(selectedTab()).toBe("Settings");
    await user.keyboard("{Home}");
    expect(selectedTab()).toBe("Badges");
    // The next stop after the tab list is the open panel's content.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tabpanel", { name: "Badges" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add badge" }));
  });

  it("passes over a disabled tab with the arrow keys and ignores a press on it", async () => {
    const user = userEvent.setup();
    render(<Sections disabledEvents />);
    await user.click(tab("Badges"));
    await user.keyboard("{ArrowRight}");
    expect(selectedTab()).toBe("Settings");
    await user.click(tab("Events"));
    expect(selectedTab()).toBe("Settings");
  });

  it("under control, asks its owner and shows what the owner keeps", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    render(<Controlled asked={asked} />);
    await user.click(tab("B"));
    expect(selectedTab()).toBe("B");
    await user.click(tab("B"));
    expect(asked).toEqual(["b"]);
    await user.click(tab("Locked"));
    expect(selectedTab()).toBe("B");
    expect(asked.at(-1)).toBe("locked");
  });

  it("draws the same on the server, so the browser takes the page over without a mismatch", () => {
    const html = renderToString(<Sections />);
    expect(html).toContain('role="tab" id="');
    expect(html).toContain('aria-selected="true"');
    expect(html).not.toContain("Events list");
  });
});
