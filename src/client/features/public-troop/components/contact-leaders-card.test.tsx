// @vitest-environment jsdom
import type { TroopContact } from "@shared/api/troop";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { describe, expect, it } from "vitest";
import { ContactLeadersCard } from "./contact-leaders-card";

const CONTACT: TroopContact = {
  troopName: "Troop 7",
  meetingLocation: "Scout hut, Mill Lane",
  meetingSchedule: "Tuesdays 7–8:30 pm",
  contactEmail: "leaders@troop7.example.org",
  contactPhone: "0100 555 0100",
  website: "https://troop7.example.org/",
};

describe("ContactLeadersCard", () => {
  it("shows where and when the troop meets and how to reach the leaders", async () => {
    stubFetch().reply("GET /api/troop/contact", CONTACT);
    renderWithProviders(<ContactLeadersCard />);
    const card = screen.getByRole("region", { name: "Contact your leaders" });
    await within(card).findByText("Scout hut, Mill Lane");
    expect(within(card).getByText("Tuesdays 7–8:30 pm")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "leaders@troop7.example.org" }).getAttribute("href")).toBe(
      "mailto:leaders@troop7.example.org",
    );
    expect(within(card).getByRole("link", { name: "0100 555 0100" }).getAttribute("href")).toBe("tel:01005550100");
    expect(within(card).getByRole("link", { name: "troop7.example.org" }).getAttribute("href")).toBe("https://troop7.example.org/");
  });

  it("says so when the leaders have set no details, and the form still reaches them", async () => {
    stubFetch().reply("GET /api/troop/contact", {
      ...CONTACT,
      meetingLocation: null,
      meetingSchedule: null,
      contactEmail: null,
      contactPhone: null,
      website: null,
    });
    renderWithProviders(<ContactLeadersCard />);
    await screen.findByText("Your leaders have not added contact details yet. Write to them here.");
    expect(screen.getByRole("form", { name: "Message to the leaders" })).toBeTruthy();
  });

  it("sends the message, says it was sent and empties the form", async () => {
    const api = stubFetch()
      .reply("GET /api/troop/contact", CONTACT)
      .answer("POST /api/troop/contact", () => ({ status: 202, body: { queued: 1, delivered: true } }));
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<ContactLeadersCard />);
    await user.type(screen.getByLabelText("Subject"), "Camp kit");
    await user.type(screen.getByLabelText("Message"), "What does Bo need for camp?");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(toasts()).toBe("Message sent|Your leaders will get it by email and can reply to your address."));
    expect(api.sent("POST", "/api/troop/contact").map((r) => r.body)).toEqual([
      { subject: "Camp kit", message: "What does Bo need for camp?" },
    ]);
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("");
  });

  it("refuses an empty message at the fields without sending, and shows the server's refusal at its field", async () => {
    const api = stubFetch()
      .reply("GET /api/troop/contact", CONTACT)
      .fail("POST /api/troop/contact", 400, {
        error: "Subject must be at most 150 characters.",
        fields: { subject: "Subject must be at most 150 characters." },
      });
    const user = userEvent.setup();
    renderWithProviders(<ContactLeadersCard />);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Subject is required.")).toBeTruthy();
    expect(screen.getByText("Message is required.")).toBeTruthy();
    expect(api.sent("POST", "/api/troop/contact")).toHaveLength(0);
    await user.type(screen.getByLabelText("Subject"), "Hello");
    await user.type(screen.getByLabelText("Message"), "Hi");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByLabelText("Subject").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("Subject must be at most 150 characters.").length).toBeGreaterThan(0);
  });
});
