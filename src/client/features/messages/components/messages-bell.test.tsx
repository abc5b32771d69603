// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { bellLabel, MessagesBell } from "./messages-bell";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

function renderBell() {
  return renderWithProviders(<MessagesBell />);
}

describe("the messages bell in the top bar", () => {
  it("shows the unread count and says it in its name, linking to the messages page", async () => {
    api.reply("GET /api/messages/unread-count", { count: 3 });
    renderBell();
    const bell = await screen.findByRole("link", { name: "Messages, 3 unread" });
    expect(bell.getAttribute("href")).toBe("/messages");
    expect(screen.getByTestId("unread-count").textContent).toBe("3");
    // The number on the bell is for the eye; the name already says it.
    expect(screen.getByTestId("unread-count").getAttribute("aria-hidden")).toBe("true");
  });

  it("hides the count at 0 and is named just Messages", async () => {
    api.reply("GET /api/messages/unread-count", { count: 0 });
    renderBell();
    await waitFor(() => expect(api.sent("GET", "/api/messages/unread-count")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/messages");
    expect(screen.queryByTestId("unread-count")).toBeNull();
  });

  it("shows no number while the count is unknown (a failed read)", async () => {
    api.fail("GET /api/messages/unread-count", 500, { error: "Something went wrong" });
    renderBell();
    await waitFor(() => expect(api.sent("GET", "/api/messages/unread-count")).toHaveLength(1));
    expect(screen.getByRole("link", { name: "Messages" })).toBeTruthy();
    expect(screen.queryByTestId("unread-count")).toBeNull();
  });

  it("writes large counts short on the bell but whole in its name", async () => {
    api.reply("GET /api/messages/unread-count", { count: 120 });
    renderBell();
    await screen.findByRole("link", { name: "Messages, 120 unread" });
    expect(screen.getByTestId("unread-count").textContent).toBe("99+");
    expect(bellLabel(1)).toBe("Messages, 1 unread");
    expect(bellLabel(0)).toBe("Messages");
  });
});
