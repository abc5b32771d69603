// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { inboxMessage } from "../test-data";
import { MessageView } from "./message-view";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
  api.reply("GET /api/messages/m1", inboxMessage({ id: "m1", subject: "Bring wellies", readAt: "2026-03-02T19:00:00.000Z" }));
  api.reply("GET /api/messages/unread-count", { count: 0 });
  api.answer("POST /api/messages/m1/reply", ({ body }) => ({
    status: 201,
    body: {
      id: "r1",
      subject: "Re: Bring wellies",
      body: `Pat Pine replied to “Bring wellies”:\n\n${(body as { body: string }).body}`,
      audience: { kind: "leaders" },
      sentBy: { id: "u-pat", name: "Pat Pine" },
      createdAt: "2026-03-03T08:00:00.000Z",
      recipients: 2,
    },
  }));
});

describe("a parent's reply under a message", () => {
  it("sends the reply to the leaders and says so", async () => {
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<MessageView id="m1" canReply />);
    await screen.findByRole("heading", { name: "Bring wellies", level: 1 });
    // The form comes beside the message.
    expect(await screen.findByRole("region", { name: "Reply" })).toBeTruthy();
    expect(screen.getByText("Your answer to “Bring wellies” goes to the troop's leaders.")).toBeTruthy();
    const reply = screen.getByLabelText("Your reply");
    await user.type(reply, "  Ada will be there.{enter}She has wellies.  ");
    expect(screen.getByTestId("character-count").textContent).toBe("39 of 5,000 characters");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(toasts()).toBe("Reply sent|The leaders will find it in their messages."));
    expect(api.sent("POST", "/api/messages/m1/reply")).toEqual([
      { method: "POST", url: "/api/messages/m1/reply", body: { body: "Ada will be there.\nShe has wellies." } },
    ]);
    expect((screen.getByLabelText("Your reply") as HTMLTextAreaElement).value).toBe("");
  });

  it("refuses an empty reply with the shared schema's message", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageView id="m1" canReply />);
    await user.type(await screen.findByLabelText("Your reply"), "   ");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Reply is required.")).toBeTruthy();
    expect(screen.getByLabelText("Your reply").getAttribute("aria-invalid")).toBe("true");
    expect(api.sent("POST", "/api/messages/m1/reply")).toEqual([]);
  });

  it("says what went wrong when the server refuses it", async () => {
    api.fail("POST /api/messages/m1/reply", 429, { error: "Too many replies. Try again later." });
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<MessageView id="m1" canReply />);
    await user.type(await screen.findByLabelText("Your reply"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(toasts()).toBe("Error|Too many replies. Try again later."));
    expect((screen.getByLabelText("Your reply") as HTMLTextAreaElement).value).toBe("Hello");
  });

  it("is not offered to leaders and scouts", async () => {
    renderWithProviders(<MessageView id="m1" canReply={false} />);
    await screen.findByRole("heading", { name: "Bring wellies", level: 1 });
    expect(screen.queryByLabelText("Your reply")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send reply" })).toBeNull();
  });
});
