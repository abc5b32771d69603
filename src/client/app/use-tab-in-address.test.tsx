// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { tabInSearch, useTabInAddress } from "./use-tab-in-address";

const TABS = ["badges", "events"] as const;

/** A form that holds unsaved changes once something is typed in it. */
function Draft() {
  const [text, setText] = useState("");
  useUnsavedChanges(text !== "");
  return <input aria-label="Draft" value={text} onChange={(e) => setText(e.target.value)} />;
}

function Page() {
  const { tab, choose, question } = useTabInAddress(TABS, "badges");
  return (
    <Tabs value={tab} onValueChange={(next) => choose(next as (typeof TABS)[number])}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="badges">Badges</TabsTrigger>
        <TabsTrigger value="events">Events</TabsTrigger>
      </TabsList>
      <TabsContent value="badges">
        <Draft />
      </TabsContent>
      <TabsContent value="events">Events list</TabsContent>
      {question}
    </Tabs>
  );
}

function renderAt(search: string) {
  const location = memoryLocation({ path: "/admin", searchPath: search, record: true });
  renderWithProviders(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Page />
    </Router>,
  );
  return location;
}

const selected = () => screen.getByRole("tab", { selected: true, hidden: true }).textContent;

describe("a page's tab in its address", () => {
  it("reads the tab from the address, falling back to the first for an unknown one", () => {
    expect(tabInSearch("tab=events", TABS, "badges")).toBe("events");
    expect(tabInSearch("tab=nope&x=1", TABS, "badges")).toBe("badges");
    expect(tabInSearch("", TABS, "badges")).toBe("badges");
  });

  it("opens the tab the address names and writes a chosen tab into the address as a new history entry", async () => {
    const user = userEvent.setup();
    const location = renderAt("tab=events&create=event");
    expect(selected()).toBe("Events");
    await user.click(screen.getByRole("tab", { name: "Badges" }));
    expect(selected()).toBe("Badges");
    // A new entry (so Back returns to Events), without the one-off "create" of the arrival.
    expect(location.history.at(-1)).toBe("/admin?tab=badges");
    expect(location.history).toHaveLength(2);
  });

  it("follows Back and Forward", async () => {
    const location = renderAt("tab=badges");
    await act(async () => location.navigate("/admin?tab=events"));
    expect(selected()).toBe("Events");
    await act(async () => location.navigate("/admin?tab=badges"));
    expect(selected()).toBe("Badges");
  });

  it("asks before leaving a tab whose form holds unsaved changes; Keep editing keeps the draft, Discard leaves", async () => {
    const user = userEvent.setup();
    const location = renderAt("tab=badges");
    await user.type(screen.getByLabelText("Draft"), "Half-typed badge");
    await user.click(screen.getByRole("tab", { name: "Events" }));
    const ask = await screen.findByRole("alertdialog", { name: "Discard changes?" });
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(selected()).toBe("Badges");
    expect((screen.getByLabelText("Draft") as HTMLInputElement).value).toBe("Half-typed badge");
    expect(location.history).toEqual(["/admin?tab=badges"]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    await user.click(screen.getByRole("tab", { name: "Events" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Discard changes" }));
    expect(selected()).toBe("Events");
    expect(location.history.at(-1)).toBe("/admin?tab=events");
  });
});
