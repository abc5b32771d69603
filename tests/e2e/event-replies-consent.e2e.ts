import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi, signupViaApi } from "./support/api";
import { checkScreen, screenshot } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const adminCard = (page: Page, title: string) =>
  page.getByTestId("admin-event-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** Running an event: a parent answers for their child and signs the consent; the leader sees it in the replies table. */
describe("event replies and consent", () => {
  it("a parent answers Going and signs consent; the leader sees the answer, the signature and the money in the replies table", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    await api(base, "PUT", "/api/troop/configuration", { troopName: "Troop 7", currency: "GBP" }, leader.token);
    const ada = await api<{ id: string }>(base, "POST", "/api/scouts", { name: "Ada Pine" }, leader.token);
    await api(base, "POST", "/api/scouts", { name: "Ben Ode" }, leader.token);
    const { code } = await api<{ code: string }>(base, "POST", `/api/scouts/${ada.id}/parent-invite`, undefined, leader.token);
    const parent = await signupViaApi(base, {
      email: "pat@example.com",
      password: "parent-pass-1",
      firstName: "Pat",
      lastName: "Pine",
      role: "parent",
      inviteCode: code,
    });
    await api(
      base,
      "POST",
      "/api/events",
      {
        title: "Summer Camp",
        description: "Three nights by the lake.",
        imageUrl: "/badges/camper.svg",
        startDate: inDays(10),
        location: "Pine Lake",
        maxParticipants: 10,
        consentRequired: true,
        consentText: "I agree that my child may camp, swim with a lifeguard and take part in all activities.",
        kitList: ["Sleeping bag", "Torch", "Water bottle"],
        cost: 2500,
      },
      leader.token,
    );

    // Parent: Ada's page; Going; then the consent, signed by ticking and typing a name.
    const { page: parentPage, errors: parentErrors } = await journey.newPage({ authToken: parent.token });
    await parentPage.goto(`/family/${ada.id}`);
    await parentPage.getByRole("heading", { name: "Ada Pine", level: 1 }).waitFor();
    const item = parentPage.getByTestId("child-event").filter({ hasText: "Summer Camp" });
    await item.getByText("Cost: £25.00").waitFor();
    await item.getByRole("button", { name: "Sign up: Summer Camp" }).click();
    await expectToast(parentPage, "Going", "Ada Pine is going to Summer Camp.");
    await item.getByText("Needs consent: your child counts as going once you sign.").waitFor();
    await item.getByText("What to bring (3)").click();
    await item.getByText("Water bottle").waitFor();

    await item.getByRole("button", { name: "Sign consent: Summer Camp" }).click();
    const dialog = parentPage.getByRole("dialog", { name: "Consent for Ada Pine" });
    await dialog.getByText(/take part in all activities/).waitFor();
    expect(await checkScreen(parentPage, "family-consent-dialog")).toEqual([]);
    // By keyboard: the box is ticked with Space, the name typed, and Enter signs.
    await dialog.getByRole("checkbox", { name: "I agree, for Ada Pine" }).focus();
    await parentPage.keyboard.press("Space");
    await dialog.getByLabel("Your full name").fill("Pat Pine");
    await parentPage.keyboard.press("Enter");
    await expectToast(parentPage, "Consent signed", "Ada Pine · Summer Camp");
    await item.getByText(/Consent signed by Pat Pine/).waitFor();
    expect(await checkScreen(parentPage, "family-event-signed")).toEqual([]);

    // The parent offers to drive, with seats and a note.
    await item.getByRole("button", { name: "Offer help: Summer Camp" }).click();
    const offer = parentPage.getByRole("dialog", { name: "Offer help" });
    await offer.getByLabel("Seats for scouts *").fill("3");
    await offer.getByLabel("Note (optional)").fill("Back by 6 pm");
    expect(await checkScreen(parentPage, "family-offer-help")).toEqual([]);
    await offer.getByRole("button", { name: "Offer help" }).click();
    await item.getByText("You offered to drive (3 seats) · “Back by 6 pm”").waitFor();
    expect(parentErrors).toEqual([]);

    // Leader: the event's replies from its card.
    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Events" }).click();
    await adminCard(page, "Summer Camp").getByRole("button", { name: "Camp sheet for Summer Camp" }).waitFor();
    expect(await checkScreen(page, "admin-event-card-run")).toEqual([]);
    await adminCard(page, "Summer Camp").getByRole("button", { name: "Replies for Summer Camp" }).click();
    const replies = page.getByRole("dialog", { name: "Summer Camp" });
    const adaRow = replies.getByTestId("reply-row").filter({ hasText: "Ada Pine" });
    await adaRow.getByText("Going").waitFor();
    await adaRow.getByText(/Signed by Pat Pine/).waitFor();
    expect(await adaRow.textContent()).toContain("Pat Pine");
    const benRow = replies.getByTestId("reply-row").filter({ hasText: "Ben Ode" });
    await benRow.getByText("No answer yet").waitFor();
    const counts = replies.getByTestId("reply-counts");
    expect(await counts.textContent()).toBe("Going1Can't come0Waiting0No answer yet1");
    await replies.getByText("Expected £25.00 · Received £0.00", { exact: false }).waitFor();
    await replies.getByRole("link", { name: "Message the 1 with no answer" }).waitFor();
    expect(await checkScreen(page, "event-replies")).toEqual([]);

    // The offers of help, on their own tab.
    await replies.getByRole("tab", { name: "Helpers" }).click();
    await replies.getByText("Pat Pine · Driver, 3 seats").waitFor();
    expect(await checkScreen(page, "event-helpers")).toEqual([]);
    await replies.getByRole("tab", { name: "Replies" }).click();

    // Paid, ticked by keyboard; the totals follow.
    await adaRow.getByRole("checkbox", { name: "Ada Pine has paid" }).focus();
    await page.keyboard.press("Space");
    await expectToast(page, "Marked as paid", "Ada Pine");
    await replies.getByText("Received £25.00", { exact: false }).waitFor();

    // Sorting by answer puts those going first.
    await replies.getByRole("button", { name: "Answer", exact: true }).click();
    expect(await replies.getByRole("columnheader", { name: "Answer", exact: true }).getAttribute("aria-sort")).toBe("ascending");
    expect(await replies.getByTestId("reply-row").first().textContent()).toContain("Ada Pine");

    // The event form shows the waiting list, consent, kit list and cost (in pounds) as saved.
    await page.keyboard.press("Escape");
    await adminCard(page, "Summer Camp").getByRole("button", { name: "Edit Summer Camp" }).click();
    const form = page.getByRole("dialog", { name: "Edit Event" });
    expect(await form.getByLabel("Cost (GBP)").inputValue()).toBe("25.00");
    expect(await form.getByLabel("Kit list").inputValue()).toBe("Sleeping bag\nTorch\nWater bottle");
    expect(await form.getByRole("switch", { name: "Waiting list" }).getAttribute("aria-checked")).toBe("true");
    expect(await checkScreen(page, "event-form-logistics")).toEqual([]);
    await form.getByLabel("Cost (GBP)").scrollIntoViewIfNeeded();
    await screenshot(page, "event-form-logistics-fields");
    await page.setViewportSize({ width: 360, height: 740 });
    await form.getByLabel("Cost (GBP)").scrollIntoViewIfNeeded();
    await screenshot(page, "event-form-logistics-fields-360");
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole("button", { name: "Cancel" }).click();
    // The card's delete question counts those signed up.
    await adminCard(page, "Summer Camp").getByRole("button", { name: "Delete Summer Camp" }).click();
    await page.getByText("1 person is signed up.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await adminCard(page, "Summer Camp").getByRole("button", { name: "Replies for Summer Camp" }).click();

    // The message to those with no answer opens the compose screen with that audience.
    await replies.getByRole("link", { name: "Message the 1 with no answer" }).click();
    await page.getByRole("heading", { name: /message/i, level: 1 }).waitFor();
    expect(page.url()).toContain("audience=event-unanswered");
    expect(errors).toEqual([]);
  });
});
