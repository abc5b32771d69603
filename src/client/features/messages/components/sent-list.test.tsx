// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { eventFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { receipt, sentItem } from "../test-data";
import { MessageReceipts } from "./message-receipts";
import { SentList } from "./sent-list";

/** A paragraph whose whole text (a date element inside) matches. */
const line = (pattern: RegExp) => (_: string, el: Element | null) => el?.tagName === "P" && pattern.test(el.textContent ?? "");

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
  api.reply("GET /api/events", [eventFixture({ id: "e1", title: "Pond Dipping" })]);
});

describe("the leaders' sent list", () => {
  it("shows each message newest first with how many of its recipients have read it", async () => {
    api.reply("GET /api/messages/sent", [
      sentItem({ id: "s1", subject: "Bring wellies on Saturday", recipients: 3, readCount: 1 }),
      sentItem({
        id: "s2",
        subject: "Pond Dipping: bring a towel",
        audience: { kind: "event", eventId: "e1" },
        createdAt: "2026-03-05T09:00:00.000Z",
        recipients: 52,
        readCount: 34,
        emailed: 3,
        sentBy: { id: "u2", name: "Sam Second" },
      }),
    ]);
    renderWithProviders(<SentList />);
    const items = await screen.findAllByTestId("sent-item");
    expect(items.map((i) => within(i).getByRole("link").textContent)).toEqual(["Pond Dipping: bring a towel", "Bring wellies on Saturday"]);
    const [towel, wellies] = items as [HTMLElement, HTMLElement];
    expect(within(wellies).getByText("Read by 1 of 3")).toBeTruthy();
    expect(within(wellies).getByText(line(/^To parents · .+ · by Lena Leader$/))).toBeTruthy();
    expect(within(wellies).getByRole("link").getAttribute("href")).toBe("/messages/sent/s1");
    expect(within(towel).getByText("Read by 34 of 52")).toBeTruthy();
    // Families without an account were emailed the whole message.
    expect(within(towel).getByText("34 read in the app · 3 emailed")).toBeTruthy();
    expect(within(wellies).getByText("1 read in the app · 0 emailed")).toBeTruthy();
    expect(await within(towel).findByText(line(/^To participants of Pond Dipping · .+ · by Sam Second$/))).toBeTruthy();
  });

  it("says so when nothing was sent", async () => {
    api.reply("GET /api/messages/sent", []);
    renderWithProviders(<SentList />);
    expect(await screen.findByText("Nothing sent yet")).toBeTruthy();
  });
});

describe("who has read a sent message", () => {
  it("lists who has not read it and who has, by name and role", async () => {
    api.reply("GET /api/messages/sent", [sentItem({ id: "s1", subject: "Bring wellies on Saturday", recipients: 3, readCount: 1 })]);
    api.reply("GET /api/messages/s1/receipts", [
      receipt({ userId: "p2", name: "Pat Pine", role: "parent" }),
      receipt({ userId: "s9", name: "Ada Pine", role: "scout" }),
      receipt({ userId: "p1", name: "Kim Oak", role: "parent", readAt: "2026-03-01T10:15:00.000Z" }),
    ]);
    renderWithProviders(<MessageReceipts id="s1" />);
    expect(await screen.findByRole("heading", { name: "Bring wellies on Saturday", level: 1 })).toBeTruthy();
    expect(screen.getByText("Read by 1 of 3")).toBeTruthy();

    const notRead = screen.getByRole("region", { name: "Not read yet (2)" });
    const rows = within(notRead).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual(["Ada PineScout", "Pat PineParent"]);
    const read = screen.getByRole("region", { name: "Read (1)" });
    const readRow = within(read).getByRole("listitem");
    expect(within(readRow).getByText("Kim Oak")).toBeTruthy();
    expect(readRow.textContent).toMatch(/^Kim OakParent · read /);
    expect(
      within(readRow)
        .getByText((_, el) => el?.tagName === "TIME")
        .getAttribute("datetime"),
    ).toBe("2026-03-01T10:15:00.000Z");
    // The message itself is a tap away.
    expect(screen.getByText("The message").tagName).toBe("SUMMARY");
    expect(screen.getByText("It will be muddy.")).toBeTruthy();
  });

  it("says when everyone has read it", async () => {
    api.reply("GET /api/messages/sent", [sentItem({ id: "s1", recipients: 1, readCount: 1 })]);
    api.reply("GET /api/messages/s1/receipts", [receipt({ userId: "p1", name: "Kim Oak", readAt: "2026-03-01T10:15:00.000Z" })]);
    renderWithProviders(<MessageReceipts id="s1" />);
    expect(await screen.findByText("Everyone has read it.")).toBeTruthy();
    expect(screen.getByText("Read by 1 of 1")).toBeTruthy();
  });

  it("is not found for a message the leaders did not send", async () => {
    api.reply("GET /api/messages/sent", []);
    api.fail("GET /api/messages/zz/receipts", 404, { error: "Not found" });
    renderWithProviders(<MessageReceipts id="zz" />);
    expect(await screen.findByRole("heading", { name: "Message not found" })).toBeTruthy();
  });
});
