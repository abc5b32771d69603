// @vitest-environment jsdom
import type { InboxMessage } from "@shared/api/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { inboxMessage } from "../test-data";
import { Inbox } from "./inbox";
import { MessageView } from "./message-view";
import { MessagesBell } from "./messages-bell";

let api: FetchStub;
let messages: InboxMessage[];

/** A server that keeps read marks: the inbox, each message, the bell's count and POST read agree. */
function serveInbox(list: InboxMessage[]) {
  messages = list;
  api.answer("GET /api/messages", () => ({ status: 200, body: messages }));
  api.answer("GET /api/messages/unread-count", () => ({ status: 200, body: { count: messages.filter((m) => !m.readAt).length } }));
  for (const m of list) {
    api.answer(`GET /api/messages/${m.id}`, () => ({ status: 200, body: messages.find((x) => x.id === m.id) }));
    api.answer(`POST /api/messages/${m.id}/read`, () => {
      messages = messages.map((x) => (x.id === m.id ? { ...x, readAt: x.readAt ?? "2026-03-03T08:00:00.000Z" } : x));
      return { status: 204 };
    });
  }
}

beforeEach(() => {
  api = stubFetch();
});

/** The bell and the messages pages as the app routes them, starting at `path`. */
function renderMessages(path = "/messages", canReply = false) {
  const location = memoryLocation({ path, record: true });
  const view = renderWithProviders(
    <Router hook={location.hook}>
      <MessagesBell />
      <Switch>
        <Route path="/messages" component={Inbox} />
        <Route path="/messages/:id">{(params) => <MessageView id={params.id} canReply={canReply} />}</Route>
      </Switch>
    </Router>,
  );
  return { ...view, location };
}

describe("the inbox", () => {
  it("lists the messages newest first, the unread ones marked for the eye and for screen readers", async () => {
    serveInbox([
      inboxMessage({ id: "m2", subject: "Bring wellies on Saturday", createdAt: "2026-03-04T10:00:00.000Z" }),
      inboxMessage({ id: "m1", subject: "Meeting moved", readAt: "2026-03-02T19:00:00.000Z" }),
    ]);
    renderMessages();
    const items = await screen.findAllByTestId("inbox-item");
    expect(items.map((i) => within(i).getByRole("link").textContent)).toEqual(["Bring wellies on Saturday", "Meeting moved"]);
    const [unread, read] = items as [HTMLElement, HTMLElement];
    expect(within(unread).getByRole("link", { name: "Bring wellies on Saturday, unread" }).getAttribute("href")).toBe("/messages/m2");
    expect(unread.dataset.unread).toBe("true");
    expect(within(unread).getByText("New")).toBeTruthy();
    expect(within(unread).getByText(/From Lena Leader/)).toBeTruthy();
    expect(read.dataset.unread).toBeUndefined();
    expect(within(read).queryByText("New")).toBeNull();
    expect(within(read).getByRole("link", { name: "Meeting moved" })).toBeTruthy();
    expect(screen.getByText("1 unread")).toBeTruthy();
  });

  it("says so when there are no messages", async () => {
    serveInbox([]);
    renderMessages();
    expect(await screen.findByText("No messages yet")).toBeTruthy();
    expect(screen.getByText("When the troop's leaders write to you, their messages show here.")).toBeTruthy();
  });

  it("opening a message shows it whole, marks it read once, and the bell's count drops", async () => {
    serveInbox([
      inboxMessage({ id: "m1", subject: "Meeting moved", body: "Hello families,\n<b>Church hall</b> this week.\n\nLena" }),
      inboxMessage({ id: "m0", subject: "Welcome", createdAt: "2026-02-01T10:00:00.000Z" }),
    ]);
    const user = userEvent.setup();
    const { location } = renderMessages();
    await screen.findByRole("link", { name: "Messages, 2 unread" });
    await user.click(await screen.findByRole("link", { name: "Meeting moved, unread" }));
    expect(location.history?.at(-1)).toBe("/messages/m1");

    const heading = await screen.findByRole("heading", { name: "Meeting moved", level: 1 });
    const article = heading.closest("article") as HTMLElement;
    // The body is text with its line breaks, never HTML.
    expect(article.textContent).toContain("Hello families,\n<b>Church hall</b> this week.\n\nLena");
    expect(article.querySelector("b")).toBeNull();

    await screen.findByRole("link", { name: "Messages, 1 unread" });
    expect(api.sent("POST")).toEqual([{ method: "POST", url: "/api/messages/m1/read", body: undefined }]);

    // Back in the inbox it shows read at once.
    await user.click(screen.getByRole("link", { name: "All messages" }));
    expect(await screen.findByRole("link", { name: "Meeting moved" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Welcome, unread" })).toBeTruthy();
    expect(api.sent("POST")).toHaveLength(1);
  });

  it("opening a message already read asks nothing more", async () => {
    serveInbox([inboxMessage({ id: "m1", subject: "Meeting moved", readAt: "2026-03-02T19:00:00.000Z" })]);
    renderMessages("/messages/m1");
    await screen.findByRole("heading", { name: "Meeting moved", level: 1 });
    await waitFor(() => expect(api.sent("GET", "/api/messages/m1")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.sent("POST")).toEqual([]);
  });

  it("a message that is not mine is not found (opened from a link)", async () => {
    serveInbox([]);
    api.fail("GET /api/messages/zz", 404, { error: "Not found" });
    renderMessages("/messages/zz");
    expect(await screen.findByRole("heading", { name: "Message not found" })).toBeTruthy();
    expect(api.sent("POST")).toEqual([]);
  });
});
