// @vitest-environment jsdom
import type { HealthCard as HealthCardData } from "@shared/api/event-logistics";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { HealthCard } from "./health-card";

const URL = "/api/parent/children/c1/health";
const CARD: HealthCardData = {
  scoutId: "c1",
  name: "Ada Pine",
  allergies: "Peanuts",
  medicalNotes: null,
  dietaryNeeds: null,
  reads: [{ readerName: "Sam Pine", readAt: "2026-11-28T10:00:00.000Z" }],
};

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .reply(`GET ${URL}`, CARD)
    .answer(`PUT ${URL}`, ({ body }) => ({ status: 200, body: { ...CARD, ...(body as object) } }));
});

describe("HealthCard", () => {
  it("reads nothing until asked, then shows the notes and who read them", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HealthCard url={URL} name="Ada Pine" />);
    expect(screen.getByText(/Each time they are shown, who and when is written down/)).toBeTruthy();
    expect(api.sent("GET", URL)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Show health notes" }));
    const allergies = (await screen.findByLabelText("Allergies")) as HTMLTextAreaElement;
    expect(allergies.value).toBe("Peanuts");
    expect(api.sent("GET", URL)).toHaveLength(1);
    expect(screen.getByRole("list", { name: "Who has read Ada Pine's health notes" }).textContent).toContain("Sam Pine");
  });

  it("saves the notes, an emptied one as not set", async () => {
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<HealthCard url={URL} name="Ada Pine" />);
    await user.click(screen.getByRole("button", { name: "Show health notes" }));
    await user.clear(await screen.findByLabelText("Allergies"));
    await user.type(screen.getByLabelText("Dietary needs"), "Vegetarian");
    await user.click(screen.getByRole("button", { name: "Save health notes" }));
    await waitFor(() => expect(api.sent("PUT", URL)).toHaveLength(1));
    expect(api.sent("PUT", URL)[0]?.body).toEqual({ allergies: null, medicalNotes: null, dietaryNeeds: "Vegetarian" });
    await waitFor(() => expect(toasts()).toContain("Health notes saved|Ada Pine's health notes are up to date."));
  });

  it("puts the server's refusal at the field", async () => {
    const message = "Medical information must be at most 1000 characters.";
    api.fail(`PUT ${URL}`, 400, { error: message, fields: { medicalNotes: message } });
    const user = userEvent.setup();
    renderWithProviders(<HealthCard url={URL} name="Ada Pine" />);
    await user.click(screen.getByRole("button", { name: "Show health notes" }));
    await user.click(await screen.findByRole("button", { name: "Save health notes" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText("Medical information").getAttribute("aria-invalid")).toBe("true");
  });
});
