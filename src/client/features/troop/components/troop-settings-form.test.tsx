// @vitest-environment jsdom
import { NO_SMS_GATEWAY, type OutboxMessage, type WeeklyReport } from "@shared/api/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { configurationFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { brandingQuery } from "@/features/troop/api";
import { TroopTimeZone } from "@/features/troop/components/troop-time-zone";
import { queryClient } from "@/lib/query-client";
import { loadSettingsTabs, TroopSettingsForm } from "./troop-settings-form";

// The tabs after General come apart from the page; fetched ahead, a clicked tab is drawn at once.
beforeAll(() => loadSettingsTabs());

const CONFIG = configurationFixture();

const REPORT: WeeklyReport = {
  troopName: "Troop 7",
  timeZone: "Europe/London",
  from: "2026-03-02T07:00:00.000Z",
  to: "2026-03-09T07:00:00.000Z",
  awards: [{ scoutName: "Ada Pine", badgeName: "First Aid", earnedDate: "2026-03-04T18:00:00.000Z" }],
  badgesToPresent: [{ scoutName: "Ada Pine", badgeName: "First Aid", earnedDate: "2026-03-04T18:00:00.000Z" }],
  attendance: [{ eventId: "e1", title: "Pond dipping", startDate: "2026-03-05T18:00:00.000Z", present: 7, absent: 2 }],
  newScouts: [],
  upcomingEvents: [],
};

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: "m1",
  channel: "email",
  to: "leader@example.com",
  subject: "Troop 7: the week of March 2 to March 9",
  status: "sent",
  reason: null,
  attempts: 1,
  createdAt: "2026-03-09T07:00:00.000Z",
  sentAt: "2026-03-09T07:00:05.000Z",
  ...over,
});

type Answers = {
  delivery?: { email: boolean; sms: boolean };
  outbox?: OutboxMessage[];
  send?: { status: number; body: unknown };
  save?: (body: unknown) => { status: number; body: unknown };
};

let api: FetchStub;
const calls = (method: "GET" | "PUT" | "POST", url: string) => api.sent(method, url);

function answer(a: Answers) {
  let outbox = a.outbox ?? [];
  api = stubFetch()
    .reply("GET /api/troop/configuration", CONFIG)
    .answer("PUT /api/troop/configuration", ({ body }) => a.save?.(body) ?? { status: 200, body: CONFIG })
    .reply("GET /api/notifications/delivery", a.delivery ?? { email: true, sms: true })
    .answer("GET /api/notifications/outbox", () => ({ status: 200, body: outbox }))
    .reply("GET /api/reports/weekly", REPORT)
    .answer("POST /api/reports/weekly/send", () => {
      const res = a.send ?? { status: 202, body: { queued: 2 } };
      if (res.status < 300) outbox = [message({ id: "new", status: "unsent", attempts: 0, sentAt: null }), ...outbox];
      return res;
    });
}

beforeEach(() => {
  // Radix Switch measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

let toasts: () => string;

async function renderForm(a: Answers = {}) {
  answer(a);
  const user = userEvent.setup();
  toasts = renderWithProviders(<TroopSettingsForm readOnly={false} />).toasts;
  await screen.findByLabelText("Troop Name");
  return user;
}

/** Opens the Notifications tab and waits for it to be drawn (its code comes apart from the form's). */
async function openNotifications(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("tab", { name: "Notifications" }));
  await screen.findByRole("switch", { name: "Email notifications" }, { timeout: 5000 });
}

describe("Notifications tab", () => {
  it("loads the outbox, the delivery status and the report only once the tab is shown", async () => {
    const user = await renderForm();
    expect(calls("GET", "/api/notifications/outbox")).toHaveLength(0);
    expect(calls("GET", "/api/notifications/delivery")).toHaveLength(0);
    await openNotifications(user);
    await screen.findByText("No messages yet", {}, { timeout: 5000 });
    expect(calls("GET", "/api/notifications/delivery")).toHaveLength(1);
    // The preview is read when asked for.
    expect(calls("GET", "/api/reports/weekly")).toHaveLength(0);
  });

  it("without a mail server or an SMS gateway: says how to configure mail, and the SMS switch is disabled with the contract's text", async () => {
    const user = await renderForm({ delivery: { email: false, sms: false } });
    await openNotifications(user);
    const help = await screen.findByRole("region", { name: "No mail server is configured" });
    expect(help.textContent).toContain("SMTP_URL");
    expect(help.textContent).toContain("MAIL_FROM");
    const sms = screen.getByRole("switch", { name: "SMS notifications" });
    expect(sms.hasAttribute("disabled")).toBe(true);
    expect(sms.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(sms.getAttribute("aria-describedby") ?? "")?.textContent).toBe(NO_SMS_GATEWAY);
    expect(screen.getByRole("switch", { name: "Email notifications" }).hasAttribute("disabled")).toBe(false);
  });

  it("with both configured: no mail help, and the SMS switch works and is saved", async () => {
    let saved: Record<string, unknown> | null = null;
    const user = await renderForm({
      delivery: { email: true, sms: true },
      save: (body) => {
        saved = body as Record<string, unknown>;
        return { status: 200, body: { ...CONFIG, smsNotifications: true } };
      },
    });
    await openNotifications(user);
    await screen.findByText("No messages yet", {}, { timeout: 5000 });
    expect(screen.queryByText("No mail server is configured")).toBeNull();
    expect(screen.queryByText(NO_SMS_GATEWAY)).toBeNull();
    const sms = screen.getByRole("switch", { name: "SMS notifications" });
    expect(sms.hasAttribute("disabled")).toBe(false);
    await user.click(sms);
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toMatchObject({ smsNotifications: true, emailNotifications: true });
  });

  it("stays on the tab it was saved from: the branding shown after a save keeps the troop's time zone", async () => {
    answer({});
    // The refetched branding arrives a moment after the save, as over a network.
    let brandingReads = 0;
    api.answer("GET /api/troop/branding", async () => {
      if (brandingReads++ > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      const { troopName, logoUrl, primaryColor, secondaryColor, accentColor, timeZone } = CONFIG;
      return { status: 200, body: { troopName, logoUrl, primaryColor, secondaryColor, accentColor, customWelcomeMessage: "", timeZone } };
    });
    const user = userEvent.setup();
    renderWithProviders(
      <TroopTimeZone>
        <TroopSettingsForm readOnly={false} />
      </TroopTimeZone>,
    );
    await screen.findByLabelText("Troop Name");
    await waitFor(() => expect(queryClient.getQueryData(brandingQuery.queryKey)).toBeTruthy());
    await openNotifications(user);
    await user.click(screen.getByRole("switch", { name: "Email notifications" }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(calls("PUT", "/api/troop/configuration")).toHaveLength(1));
    // A zone lost on the way would draw the page anew, back on General.
    await waitFor(() => expect(calls("GET", "/api/troop/branding").length).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole("tab", { name: "Notifications" }).getAttribute("aria-selected")).toBe("true");
  });

  it("lists the outbox with recipient, subject, status, reason, attempts and times; the newest ten first", async () => {
    const many = Array.from({ length: 12 }, (_, i) => message({ id: `m${i}`, subject: `Reminder ${i}` }));
    const user = await renderForm({
      outbox: [
        message({
          id: "f",
          subject: "Event reminder: Camp",
          status: "failed",
          reason: "Mailbox busy, try again later",
          attempts: 3,
          sentAt: null,
        }),
        message({ id: "u", subject: "Badge reminder", to: "+447700900123", channel: "sms", status: "unsent", attempts: 0, sentAt: null }),
        ...many,
      ],
    });
    await openNotifications(user);
    const list = await screen.findByRole("list", { name: "Messages" });
    const items = within(list).getAllByTestId("outbox-message");
    expect(items).toHaveLength(10);
    const [failed, unsent, sent] = items;
    expect(failed?.textContent).toContain("Event reminder: Camp");
    expect(failed?.textContent).toContain("Failed");
    expect(failed?.textContent).toContain("Mailbox busy, try again later");
    expect(failed?.textContent).toContain("3 attempts");
    expect(unsent?.textContent).toContain("SMS to");
    expect(unsent?.textContent).toContain("+447700900123");
    expect(unsent?.textContent).toContain("Unsent");
    expect(unsent?.textContent).toContain("Waiting to be sent.");
    expect(sent?.textContent).toContain("Email to");
    expect(sent?.textContent).toContain("leader@example.com");
    expect(sent?.textContent).toMatch(/Queued .+ · Sent .+ · 1 attempt$/);
    await user.click(screen.getByRole("button", { name: "Show all 14" }));
    expect(within(list).getAllByTestId("outbox-message")).toHaveLength(14);
  });

  it("previews the weekly report in the troop's zone and sends it now: a toast, and the outbox shows the new message", async () => {
    const user = await renderForm({ delivery: { email: true, sms: false } });
    await openNotifications(user);
    await screen.findByText("No messages yet", {}, { timeout: 5000 });
    expect(screen.getByText(/Every Monday at 07:00 \(Europe\/London\)/)).toBeTruthy();
    const preview = screen.getByRole("button", { name: "Preview" });
    expect(preview.getAttribute("aria-expanded")).toBe("false");
    await user.click(preview);
    expect(await screen.findByText("Ada Pine: First Aid (Mar 4, 2026)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hide preview" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Pond dipping (Mar 5, 2026): 7 present, 2 absent")).toBeTruthy();
    expect(screen.getByText("No new scouts.")).toBeTruthy();
    expect(screen.getByText("No events in the next 7 days.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send now" }));
    await waitFor(() =>
      expect(toasts()).toBe("Weekly report queued|2 messages queued for your troop's leaders. The outbox shows when they are sent."),
    );
    expect(calls("POST", "/api/reports/weekly/send")).toHaveLength(1);
    const list = await screen.findByRole("list", { name: "Messages" });
    expect(within(list).getByText("Unsent")).toBeTruthy();
  });

  it("says why nothing was sent when the server refuses (email switched off)", async () => {
    const user = await renderForm({
      send: { status: 409, body: { error: "Email notifications are turned off." } },
    });
    await openNotifications(user);
    await screen.findByText("No messages yet", {}, { timeout: 5000 });
    await user.click(screen.getByRole("button", { name: "Send now" }));
    await waitFor(() => expect(toasts()).toBe("Error|Email notifications are turned off."));
    expect(screen.getByText("No messages yet")).toBeTruthy();
  });
});

describe("General tab: time zone", () => {
  it("offers the browser's IANA names and sends the chosen one", async () => {
    let saved: Record<string, unknown> | null = null;
    const user = await renderForm({
      save: (body) => {
        saved = body as Record<string, unknown>;
        return { status: 200, body: { ...CONFIG, timeZone: "America/Los_Angeles" } };
      },
    });
    const field = screen.getByLabelText("Time Zone") as HTMLInputElement;
    expect(field.value).toBe("Europe/London");
    // The names join the page as the field is focused.
    await user.click(field);
    const options = [...(document.getElementById(field.getAttribute("list") ?? "")?.querySelectorAll("option") ?? [])].map((o) => o.value);
    expect(options).toContain("America/Los_Angeles");
    expect(options).toContain("UTC");
    await user.clear(field);
    await user.type(field, "America/Los_Angeles");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(saved).toMatchObject({ timeZone: "America/Los_Angeles" }));
  });

  it("refuses a name that is not an IANA zone at the field, without sending", async () => {
    const user = await renderForm();
    await openNotifications(user);
    await user.click(screen.getByRole("tab", { name: "General" }));
    const field = screen.getByLabelText("Time Zone");
    await user.clear(field);
    await user.type(field, "Mars/Olympus");
    await user.click(screen.getByRole("tab", { name: "Contact" }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    // The form opens the tab that holds the refused field and focuses it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Time Zone")));
    const message = "Time zone must be a time-zone name like Europe/London or America/New_York.";
    expect(screen.getByText(message)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(calls("PUT", "/api/troop/configuration")).toHaveLength(0);
  });

  it("shows the server's refusal of the zone at the field", async () => {
    const message = "Time zone must be a time-zone name like Europe/London or America/New_York.";
    const user = await renderForm({
      save: () => ({ status: 400, body: { error: message, fields: { timeZone: message } } }),
    });
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(screen.getByLabelText("Time Zone").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("General tab: currency", () => {
  it("suggests common codes, shows how a cost reads, and sends the code in capitals", async () => {
    let saved: Record<string, unknown> | null = null;
    const user = await renderForm({
      save: (body) => {
        saved = body as Record<string, unknown>;
        return { status: 200, body: { ...CONFIG, currency: "GBP" } };
      },
    });
    const field = screen.getByLabelText("Currency") as HTMLInputElement;
    expect(field.value).toBe("USD");
    const options = [...(document.getElementById(field.getAttribute("list") ?? "")?.querySelectorAll("option") ?? [])].map((o) => o.value);
    expect(options).toEqual(expect.arrayContaining(["USD", "GBP", "EUR"]));
    await user.clear(field);
    await user.type(field, "gbp");
    expect(screen.getByText(/A cost of 12.50 shows as £12.50./)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(saved).toMatchObject({ currency: "GBP" }));
  });

  it("refuses a code that is not three letters at the field, without sending", async () => {
    const user = await renderForm();
    const field = screen.getByLabelText("Currency");
    await user.clear(field);
    await user.type(field, "$$");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Currency must be a three-letter code like USD or GBP.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(calls("PUT", "/api/troop/configuration")).toHaveLength(0);
  });
});

describe("one Save for every tab", () => {
  it("saves categories and event types added on the Features tab with Save Settings, and only then says saved", async () => {
    let saved: Record<string, unknown> | null = null;
    const user = await renderForm({
      save: (body) => {
        saved = body as Record<string, unknown>;
        return { status: 200, body: { ...CONFIG, ...(body as object) } };
      },
    });
    await user.click(screen.getByRole("tab", { name: "Features" }));
    await user.type(await screen.findByLabelText("Add to badge categories", {}, { timeout: 5000 }), "Water Skills{Enter}");
    await user.type(screen.getByLabelText("Add to event types"), "Day Hike");
    await user.click(screen.getAllByRole("button", { name: "Add" })[1] as HTMLElement);
    expect((screen.getByLabelText("Badge category 1") as HTMLInputElement).value).toBe("Water Skills");
    // No list has a save of its own: the page's one button saves them.
    expect(screen.queryByRole("button", { name: /Save badge categories|Save event types/ })).toBeNull();
    expect(toasts()).toBe("");
    await user.click(screen.getByRole("tab", { name: "General" }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(toasts()).toBe("Settings Updated|Your troop settings have been saved successfully."));
    expect(saved).toMatchObject({
      customBadgeCategories: [{ key: "water-skills", label: "Water Skills" }],
      customEventTypes: [{ key: "day-hike", label: "Day Hike" }],
    });
  });

  it("a refused removal marks the Features tab, opens it at the message and does not say saved", async () => {
    const message = 'The category "Sea" is used by 2 badges. Move them to another category first.';
    answer({ save: () => ({ status: 409, body: { error: message, fields: { customBadgeCategories: message } } }) });
    api.reply("GET /api/troop/configuration", { ...CONFIG, customBadgeCategories: [{ key: "sea", label: "Sea" }] });
    const user = userEvent.setup();
    toasts = renderWithProviders(<TroopSettingsForm readOnly={false} />).toasts;
    await screen.findByLabelText("Troop Name");
    await user.click(screen.getByRole("tab", { name: "Features" }));
    await user.click(screen.getByRole("button", { name: "Remove Sea" }));
    await user.click(screen.getByRole("tab", { name: "Contact" }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(toasts()).toBe("Error|Failed to update settings. Please try again."));
    const features = screen.getByRole("tab", { name: "Features, has an error" });
    expect(within(features).getByTestId("tab-error-mark")).toBeTruthy();
    await waitFor(() => expect(features.getAttribute("aria-selected")).toBe("true"));
    const add = screen.getByLabelText("Add to badge categories");
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(add.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(message)).toBeTruthy();
  });

  it("each colour's hint names its own default colour", async () => {
    const user = await renderForm({ save: () => ({ status: 200, body: {} }) });
    await user.click(screen.getByRole("tab", { name: "Branding" }));
    await screen.findByLabelText("Primary Color");
    const hintOf = (label: string) =>
      document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent;
    expect(hintOf("Primary Color")).toBe("Hex colour, e.g. #490499");
    expect(hintOf("Secondary Color")).toBe("Hex colour, e.g. #059669");
    expect(hintOf("Accent Color")).toBe("Hex colour, e.g. #ea580c");
  });

  it("errors on two tabs: the first opens at its field, the other's trigger is marked", async () => {
    const zone = "Time zone must be a time-zone name like Europe/London or America/New_York.";
    const email = "Contact email must be an email address.";
    const user = await renderForm({
      save: () => ({ status: 400, body: { error: zone, fields: { contactEmail: email, timeZone: zone } } }),
    });
    await user.click(screen.getByRole("tab", { name: "Branding" }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Time Zone")));
    expect(screen.getByRole("tab", { name: "General, has an error" }).getAttribute("aria-selected")).toBe("true");
    const contact = screen.getByRole("tab", { name: "Contact, has an error" });
    expect(contact.getAttribute("aria-selected")).toBe("false");
    expect(screen.getByRole("tab", { name: "Branding" })).toBeTruthy();
    await user.click(contact);
    expect(screen.getByText(email)).toBeTruthy();
  });

  it("a field refused on a tab not opened yet: the tab opens once its code is there, at the field, and the values it holds were sent", async () => {
    const email = "Contact email must be an email address.";
    let saved: Record<string, unknown> | null = null;
    const user = await renderForm({
      save: (body) => {
        saved = body as Record<string, unknown>;
        return { status: 400, body: { error: email, fields: { contactEmail: email } } };
      },
    });
    expect(screen.queryByLabelText("Contact Email")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Contact Email")), { timeout: 5000 });
    expect(screen.getByRole("tab", { name: "Contact, has an error" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText(email)).toBeTruthy();
    expect(saved).toMatchObject({
      contactEmail: "",
      primaryColor: CONFIG.primaryColor,
      customBadgeCategories: CONFIG.customBadgeCategories,
    });
  });
});
