// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import type { Audience } from "@shared/api/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { eventFixture, patrolFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NewMessageForm } from "./new-message-form";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** How many each audience reaches, as the server would count them. */
const COUNTS: Record<string, number> = {
  troop: 52,
  parents: 12,
  scouts: 30,
  leaders: 3,
  "event:e1": 7,
  "event:e2": 0,
  "event-unanswered:e1": 4,
  patrol: 5,
};

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
  api.answer("POST /api/messages/recipients-count", ({ body }) => {
    const { audience } = body as { audience: Audience };
    const key = audience.eventId ? `${audience.kind}:${audience.eventId}` : audience.kind;
    return { status: 200, body: { recipients: COUNTS[key] ?? 0, emailed: key === "parents" ? 3 : 0 } };
  });
  api.reply("GET /api/events", [
    eventFixture({ id: "e0", title: "Last Year's Camp", startDate: inDays(-300) }),
    eventFixture({ id: "e2", title: "Night Hike", startDate: inDays(20) }),
    eventFixture({ id: "e1", title: "Pond Dipping", startDate: inDays(5) }),
  ]);
  api.answer("POST /api/messages", ({ body }) => {
    const b = body as { subject: string; body: string; audience: Audience };
    return {
      status: 201,
      body: {
        id: "new-1",
        ...b,
        sentBy: { id: "u1", name: "Lena Leader" },
        createdAt: "2026-03-01T09:00:00.000Z",
        recipients: 12,
        emailed: 3,
      },
    };
  });
});

const countLine = () => screen.getByTestId("recipient-count").textContent;

describe("a leader's new message", () => {
  it("writes to one patrol once the troop has patrols, the patrol picked from its list", async () => {
    api.reply("GET /api/patrols", [patrolFixture({ id: "p1", name: "Hawks", color: "#aa3300", scoutCount: 3 })]);
    const user = userEvent.setup();
    renderWithProviders(<NewMessageForm />);
    await user.type(screen.getByLabelText("Subject"), "Hawks meet");
    await user.type(screen.getByLabelText("Message"), "Bring a torch.");
    await user.click(await screen.findByRole("radio", { name: /^One patrol/ }));
    expect(countLine()).toBe("Choose the patrol to see how many people it reaches.");
    await user.click(await screen.findByRole("combobox", { name: "Patrol" }));
    await user.click(await screen.findByRole("option", { name: "Hawks" }));
    await waitFor(() => expect(countLine()).toBe("This goes to 5 people."));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(api.sent("POST", "/api/messages")).toHaveLength(1));
    expect(api.sent("POST", "/api/messages")[0]?.body).toEqual({
      subject: "Hawks meet",
      body: "Bring a torch.",
      audience: { kind: "patrol", patrolId: "p1" },
    });
  });

  it("refuses to send until subject, message and audience are given, with the shared schema's messages", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewMessageForm />);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Subject is required.")).toBeTruthy();
    expect(screen.getByText("Message is required.")).toBeTruthy();
    expect(screen.getByText("Choose who the message is for.")).toBeTruthy();
    expect(screen.getByLabelText("Subject").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Subject"));
    // Only what the troop has today: no patrols to choose from yet.
    const group = screen.getByRole("group", { name: "Who is it for?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(["troop", "parents", "scouts", "leaders", "event", "event-unanswered"]);
    expect(screen.queryByRole("radio", { name: /One patrol/ })).toBeNull();
    expect(api.sent("POST", "/api/messages")).toEqual([]);
  });

  it("counts the message against its 5,000 characters and refuses one over", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewMessageForm />);
    const body = screen.getByLabelText("Message");
    expect(screen.getByTestId("character-count").textContent).toBe("0 of 5,000 characters");
    await user.type(body, "Hello");
    expect(screen.getByTestId("character-count").textContent).toBe("5 of 5,000 characters");
    await user.clear(body);
    await user.click(body);
    await user.paste("x".repeat(5001));
    expect(screen.getByTestId("character-count").textContent).toBe("5,001 of 5,000 characters");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message must be at most 5000 characters.")).toBeTruthy();
  });

  it("shows how many people the audience reaches before sending, again as it changes", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewMessageForm />);
    expect(countLine()).toBe("Choose who it is for to see how many people it reaches.");
    await user.click(screen.getByRole("radio", { name: /^Parents/ }));
    // Families without an account are reached by email: they are counted apart.
    await waitFor(() => expect(countLine()).toBe("This goes to 12 people and 3 families by email."));
    await user.click(screen.getByRole("radio", { name: /^Leaders/ }));
    await waitFor(() => expect(countLine()).toBe("This goes to 3 people."));
    expect(api.sent("POST", "/api/messages/recipients-count").map((r) => r.body)).toEqual([
      { audience: { kind: "parents" } },
      { audience: { kind: "leaders" } },
    ]);
    // The count sits in a status region, so a screen reader hears it change.
    expect(screen.getByTestId("recipient-count").getAttribute("role")).toBe("status");
  });

  it("writes to one event's participants, the event picked from the troop's events (coming ones first)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewMessageForm />);
    await user.type(screen.getByLabelText("Subject"), "Pond Dipping: bring a towel");
    await user.type(screen.getByLabelText("Message"), "And a jar.");
    await user.click(screen.getByRole("radio", { name: /^One event's participants/ }));
    expect(countLine()).toBe("Choose the event to see how many people it reaches.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Choose an event.")).toBeTruthy();

    await user.click(await screen.findByRole("combobox", { name: "Event" }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent?.split(" · ")[0])).toEqual(["Pond Dipping", "Night Hike", "Last Year's Camp"]);
    await user.click(screen.getByRole("option", { name: /^Pond Dipping/ }));
    await waitFor(() => expect(countLine()).toBe("This goes to 7 people."));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(api.sent("POST", "/api/messages")).toHaveLength(1));
    expect(api.sent("POST", "/api/messages")[0]?.body).toEqual({
      subject: "Pond Dipping: bring a towel",
      body: "And a jar.",
      audience: { kind: "event", eventId: "e1" },
    });
  });

  it("opens from an event's replies with its scouts who have not answered chosen, and sends to them", async () => {
    window.history.pushState(null, "", "/messages/new?audience=event-unanswered&eventId=e1");
    const user = userEvent.setup();
    renderWithProviders(<NewMessageForm />);
    expect((screen.getByRole("radio", { name: /No answer yet for one event/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(countLine()).toBe("This goes to 4 people."));
    await user.type(screen.getByLabelText("Subject"), "Camp: are you coming?");
    await user.type(screen.getByLabelText("Message"), "Please answer by Friday.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(api.sent("POST", "/api/messages")).toHaveLength(1));
    expect(api.sent("POST", "/api/messages")[0]?.body).toMatchObject({ audience: { kind: "event-unanswered", eventId: "e1" } });
    window.history.pushState(null, "", "/");
  });

  it("sends subject, message and audience, trimmed, then says so and hands over the sent message", async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    const { toasts } = renderWithProviders(<NewMessageForm onSent={onSent} />);
    await user.type(screen.getByLabelText("Subject"), "  Meeting moved ");
    await user.type(screen.getByLabelText("Message"), "Hello families,{enter}We meet in the church hall.");
    await user.click(screen.getByRole("radio", { name: /^Parents/ }));
    await waitFor(() => expect(countLine()).toBe("This goes to 12 people and 3 families by email."));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(toasts()).toBe("Message sent|“Meeting moved” went to 12 people and 3 families by email."));
    expect(api.sent("POST", "/api/messages")).toEqual([
      {
        method: "POST",
        url: "/api/messages",
        body: { subject: "Meeting moved", body: "Hello families,\nWe meet in the church hall.", audience: { kind: "parents" } },
      },
    ]);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: "new-1", recipients: 12 }));
    // The form is ready for the next message.
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("");
  });

  it("does not send to an audience of nobody", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewMessageForm />);
    await user.type(screen.getByLabelText("Subject"), "Night Hike");
    await user.type(screen.getByLabelText("Message"), "Torches.");
    await user.click(screen.getByRole("radio", { name: /^One event's participants/ }));
    await user.click(await screen.findByRole("combobox", { name: "Event" }));
    await user.click(await screen.findByRole("option", { name: /^Night Hike/ }));
    await waitFor(() => expect(countLine()).toBe("This goes to 0 people: nobody is in this audience yet."));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Nobody is in this audience yet: choose another.")).toBeTruthy();
    expect(api.sent("POST", "/api/messages")).toEqual([]);
  });

  it("puts the server's refusal on the form and says it", async () => {
    api.fail("POST /api/messages", 404, { error: "Event not found" });
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<NewMessageForm />);
    await user.type(screen.getByLabelText("Subject"), "Hi");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("radio", { name: /^The whole troop/ }));
    await waitFor(() => expect(countLine()).toBe("This goes to 52 people."));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(toasts()).toBe("Error|Event not found"));
  });
});
