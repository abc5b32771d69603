import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../setup/smtp-server";
import { api, leaderViaApi, signupViaApi } from "./support/api";
import { checkScreen, screenshot } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { mailTo } from "./support/mail";
import { expectToast } from "./support/ui";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
const journey = setUpJourney(() => ({ env: { SMTP_URL: smtp.url } }));
afterAll(async () => {
  await smtp?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const adminCard = (page: Page, title: string) =>
  page.getByTestId("admin-event-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/**
 * Families who never sign up: a roster imported with the parents' columns, parent invites by email,
 * one parent who signs up and one who never does, a message that reaches both, a camp reply the
 * leader records for the family without an account, and the camp sheet with both families.
 */
describe("families who never sign up", () => {
  it("reach every family from the roster, a message and the camp sheet", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const { page, errors } = await journey.newPage({ authToken: leader.token });

    // The roster from the spreadsheet the troop kept: the parents' columns come along.
    await page.goto("/scout-management");
    await page.getByText("No Scouts Found").waitFor();
    const csv = [
      "Name,Date of Birth,Parent Name,Parent Email,Parent Phone,Contact 2 Name,Contact 2 Phone,Contact 2 Relationship",
      "Kit Fox,2014-04-01,Fay Fox,fay.fox@example.com,'+44 7700 900101,,,",
      "Nora Field,2015-02-11,Nell Field,nell.field@example.com,'+44 7700 900202,Ned Field,'+44 7700 900203,Grandad",
    ].join("\n");
    await page.getByRole("button", { name: "Import" }).click();
    const importDialog = page.getByRole("dialog", { name: "Import Scouts from CSV" });
    await importDialog.getByLabel("Or paste CSV text").fill(csv);
    await importDialog.getByText("2 scouts are ready to import.").waitFor();
    expect(await importDialog.getByText(/Ignored columns/).count()).toBe(0);
    await importDialog.getByRole("button", { name: "Import 2 Scouts" }).click();
    await expectToast(page, "Scouts Imported", "Imported 2 scouts.");
    const nora = page.getByTestId("scout-row").filter({ hasText: "Nora Field" });
    await nora.getByText("Contact: Nell Field (Parent)").waitFor();
    await nora.getByText("Contact: Ned Field (Grandad)").waitFor();

    // Invite parents: every family of the selection by email.
    await page.getByRole("checkbox", { name: "Select all scouts" }).click();
    await page.getByRole("button", { name: "Invite parents (2)" }).click();
    const invite = page.getByRole("dialog", { name: "Invite parents" });
    await invite.getByText("Nell Field (nell.field@example.com) · not invited yet").waitFor();
    expect(await checkScreen(page, "invite-parents")).toEqual([]);
    await invite.getByRole("button", { name: "Email invites" }).click();
    await expectToast(page, "Invites sent", "2 parent invites emailed.");
    await invite.getByText("2 invites emailed.").waitFor();
    await page.keyboard.press("Escape");
    await nora.getByText(/Contact: Nell Field \(Parent\) · invited/).waitFor();

    // Fay signs up with the code from her email; Nell never does.
    const fayInvite = await mailTo(smtp, "fay.fox@example.com", /follow Kit Fox/);
    const code = /invite=([A-Z0-9]+)/.exec(fayInvite.text)?.[1] ?? "";
    expect(fayInvite.text).toContain(`Your parent code`);
    expect(fayInvite.parsed.replyTo?.value).toEqual([{ name: "Lena Leader", address: "leader@example.com" }]);
    const fay = await signupViaApi(base, {
      email: "fay.fox@example.com",
      password: "parent-pass-1",
      firstName: "Fay",
      lastName: "Fox",
      role: "parent",
      inviteCode: code,
    });
    await page.reload();
    await page
      .getByTestId("scout-row")
      .filter({ hasText: "Kit Fox" })
      .getByText(/Parent: Fay Fox/)
      .waitFor();
    expect(await checkScreen(page, "roster-family-contacts")).toEqual([]);

    // The scout's own form carries the contacts, with Fay's account among them.
    await page.getByRole("button", { name: "Edit Nora Field" }).click();
    const form = page.getByRole("dialog", { name: "Edit Scout" });
    expect(await form.getByLabel("Contact 2 relationship").inputValue()).toBe("Grandad");
    await form.getByLabel("Contact 2 name").scrollIntoViewIfNeeded();
    await screenshot(page, "scout-form-contacts");
    await page.setViewportSize({ width: 360, height: 740 });
    await form.getByLabel("Contact 2 name").scrollIntoViewIfNeeded();
    await screenshot(page, "scout-form-contacts-360");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press("Escape");

    // A message to the parents: Fay reads it in the app, Nell gets the whole message by email.
    await page.goto("/messages/new");
    await page.getByLabel("Subject").fill("Camp kit list");
    await page.getByLabel("Message", { exact: true }).fill("Bring a sleeping bag and a torch.");
    await page.getByRole("radio", { name: /^Parents/ }).check();
    await page.getByText("This goes to 1 person and 1 family by email.").waitFor();
    await page.getByRole("button", { name: "Send message" }).click();
    await expectToast(page, "Message sent", "“Camp kit list” went to 1 person and 1 family by email.");
    const nell = await mailTo(smtp, "nell.field@example.com", /^Camp kit list$/);
    expect(nell.text).toContain("Bring a sleeping bag and a torch.");
    expect(nell.text).toMatch(/Unsubscribe: http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=\S+/);
    expect(nell.parsed.replyTo?.value).toEqual([{ name: "Lena Leader", address: "leader@example.com" }]);
    const fayMail = await mailTo(smtp, "fay.fox@example.com", /^Camp kit list$/);
    expect(fayMail.text).toContain("/messages/");
    await page.goto("/messages/sent");
    await page.getByText("0 read in the app · 1 emailed").waitFor();
    expect(await checkScreen(page, "messages-sent-emailed")).toEqual([]);
    const inbox = await api<{ subject: string }[]>(base, "GET", "/api/messages", undefined, fay.token);
    expect(inbox.map((m) => m.subject)).toContain("Camp kit list");

    // The unsubscribe link asks first, then stops the emails to that address.
    const unsubscribe = await journey.newPage();
    const link = new URL(/Unsubscribe: (\S+)/.exec(nell.text)?.[1] ?? "");
    await unsubscribe.page.goto(`${link.pathname}${link.search}`);
    await unsubscribe.page.getByRole("heading", { name: "Stop these emails?" }).waitFor();
    expect(await checkScreen(unsubscribe.page, "unsubscribe")).toEqual([]);
    await unsubscribe.page.getByRole("button", { name: "Unsubscribe" }).click();
    await unsubscribe.page.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
    await unsubscribe.page.getByRole("button", { name: "Get emails again" }).click();
    await unsubscribe.page.getByRole("heading", { name: "You will get emails again" }).waitFor();

    // Camp: Nell phoned to say Nora is coming; the leader records it for her.
    await api(
      base,
      "POST",
      "/api/events",
      { title: "Summer Camp", description: "Two nights.", imageUrl: "/badges/camper.svg", startDate: inDays(10), location: "Pine Lake" },
      leader.token,
    );
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Events" }).click();
    await adminCard(page, "Summer Camp").getByRole("button", { name: "Replies for Summer Camp" }).click();
    const run = page.getByRole("dialog", { name: "Summer Camp" });
    const noraRow = run.getByTestId("reply-row").filter({ hasText: "Nora Field" });
    await noraRow.getByText("No answer yet").waitFor();
    for (const [name, note] of [
      ["Nora Field", "Nell phoned on Tuesday"],
      ["Kit Fox", "Said yes at the meeting"],
    ] as const) {
      await run.getByRole("button", { name: `Record a reply for ${name}` }).click();
      const reply = page.getByRole("dialog", { name: `Reply for ${name}` });
      await reply.getByRole("radio", { name: /^Going/ }).check();
      await reply.getByLabel("Note (optional)").fill(note);
      if (name === "Nora Field") expect(await checkScreen(page, "record-reply")).toEqual([]);
      await reply.getByRole("button", { name: "Record reply" }).click();
      await expectToast(page, "Reply recorded", `${name}: Going`);
    }
    await noraRow.getByText("answered by Lena Leader").waitFor();
    await noraRow.getByText("Nell phoned on Tuesday").waitFor();
    expect(await checkScreen(page, "replies-recorded-by-leader")).toEqual([]);

    // The camp sheet: Kit's parent has an account, Nora's family is rung at the roster's numbers.
    await page.keyboard.press("Escape");
    await adminCard(page, "Summer Camp").getByRole("button", { name: "Camp sheet for Summer Camp" }).click();
    const sheet = page.getByTestId("camp-sheet");
    const noraSheet = sheet.getByTestId("camp-sheet-row").filter({ hasText: "Nora Field" });
    await noraSheet.getByText("Nell Field (Parent) · +44 7700 900202").waitFor();
    await noraSheet.getByText("Ned Field (Grandad) · +44 7700 900203").waitFor();
    await sheet.getByTestId("camp-sheet-row").filter({ hasText: "Kit Fox" }).getByText("Fay Fox").waitFor();
    expect(await checkScreen(page, "camp-sheet-families")).toEqual([]);
    expect(errors).toEqual([]);
    expect(unsubscribe.errors).toEqual([]);
  });
});
