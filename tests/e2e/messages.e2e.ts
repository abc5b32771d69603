import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi, signupViaApi } from "./support/api";
import { compressedJsBytes } from "./support/bundle";
import { checkScreen, horizontalOverflow } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

/** Presses Tab until the focused element's accessible text matches, as a keyboard user would (at most `limit` presses). */
async function tabTo(page: Page, matches: RegExp, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el
        ? `${el.getAttribute("aria-label") ?? ""}|${el.textContent ?? ""}|${(el as HTMLInputElement).labels?.[0]?.textContent ?? ""}`
        : "";
    });
    if (text.split("|").some((part) => matches.test(part.trim()))) return;
  }
  throw new Error(`Tab never reached ${matches}`);
}

describe("messages to families: a leader writes to parents, a parent reads and replies", () => {
  it("the leader sends to parents; the parent sees the bell, reads and replies by keyboard; the leader sees it read and the reply", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const child = await api<{ id: string }>(base, "POST", "/api/scouts", { name: "Ada Pine" }, leader.token);
    const { code } = await api<{ code: string }>(base, "POST", `/api/scouts/${child.id}/parent-invite`, undefined, leader.token);
    const parent = await signupViaApi(base, {
      email: "pat@example.com",
      password: "parent-pass-1",
      firstName: "Pat",
      lastName: "Pine",
      role: "parent",
      inviteCode: code,
    });

    // Leader: the messages page from the bell, then New message.
    const { page: leaderPage, errors: leaderErrors } = await journey.newPage({ authToken: leader.token });
    await leaderPage.goto("/leader-dashboard");
    await leaderPage.getByRole("link", { name: "Messages", exact: true }).click();
    await leaderPage.getByRole("heading", { name: "Messages", level: 1 }).waitFor();
    await leaderPage.getByText("No messages yet").waitFor();
    await leaderPage.getByRole("navigation", { name: "Messages" }).getByRole("link", { name: "New message" }).click();
    await leaderPage.getByRole("heading", { name: "New message", level: 1 }).waitFor();
    await leaderPage.getByLabel("Subject").fill("Meeting moved to the church hall");
    await leaderPage.getByLabel("Message", { exact: true }).fill("Hello families,\nThis Friday we meet in the church hall.\n\nLena");
    await leaderPage.getByTestId("character-count").getByText("61 of 5,000 characters").waitFor();
    // The audience by keyboard, its count shown before sending and again as it changes (the sender
    // is not among the recipients; Ada has no account of her own).
    const count = leaderPage.getByTestId("recipient-count");
    await leaderPage.getByRole("radio", { name: /^The whole troop/ }).focus();
    await leaderPage.keyboard.press("Space");
    await expect.poll(() => count.textContent()).toBe("This goes to 1 person.");
    await leaderPage.keyboard.press("ArrowDown");
    await leaderPage.keyboard.press("ArrowDown");
    expect(await leaderPage.getByRole("radio", { name: /^Scouts/ }).isChecked()).toBe(true);
    await expect.poll(() => count.textContent()).toBe("This goes to 0 people: nobody is in this audience yet.");
    await leaderPage.keyboard.press("ArrowUp");
    expect(await leaderPage.getByRole("radio", { name: /^Parents/ }).isChecked()).toBe(true);
    await expect.poll(() => count.textContent()).toBe("This goes to 1 person.");
    expect(await checkScreen(leaderPage, "messages-new-form")).toEqual([]);
    await leaderPage.getByRole("button", { name: "Send message" }).click();
    await expectToast(leaderPage, "Message sent", "“Meeting moved to the church hall” went to 1 person.");
    await leaderPage.waitForURL("**/messages/sent");
    const sentItem = leaderPage.getByTestId("sent-item").filter({ hasText: "Meeting moved to the church hall" });
    await sentItem.getByText("Read by 0 of 1").waitFor();

    // Parent: the bell says 1 unread, the inbox marks it, opening it marks it read.
    const { page: parentPage, errors: parentErrors } = await journey.newPage({ authToken: parent.token, width: 360, height: 740 });
    await parentPage.goto("/");
    await parentPage.getByRole("heading", { name: "My family" }).waitFor();
    await parentPage.getByRole("link", { name: "Messages, 1 unread" }).waitFor();
    expect(await parentPage.getByTestId("unread-count").textContent()).toBe("1");
    expect(await horizontalOverflow(parentPage)).toBe(0);
    // By keyboard alone: to the bell, into the inbox, into the message, the reply and Send.
    await tabTo(parentPage, /^Messages, 1 unread$/);
    await parentPage.keyboard.press("Enter");
    await parentPage.getByRole("heading", { name: "Messages", level: 1 }).waitFor();
    const unreadLink = parentPage.getByRole("link", { name: "Meeting moved to the church hall, unread" });
    await unreadLink.waitFor();
    await parentPage.setViewportSize({ width: 1280, height: 900 });
    expect(await checkScreen(parentPage, "messages-inbox")).toEqual([]);
    await tabTo(parentPage, /^Meeting moved to the church hall, unread$/);
    await parentPage.keyboard.press("Enter");
    await parentPage.getByRole("heading", { name: "Meeting moved to the church hall", level: 1 }).waitFor();
    await parentPage.getByText("This Friday we meet in the church hall.", { exact: false }).waitFor();
    await parentPage.getByRole("link", { name: "Messages", exact: true }).waitFor();
    expect(await parentPage.getByTestId("unread-count").count()).toBe(0);
    await tabTo(parentPage, /^Your reply$/);
    await parentPage.keyboard.type("Ada will be there, with wellies.");
    await parentPage.keyboard.press("Tab");
    await parentPage.keyboard.press("Enter");
    await expectToast(parentPage, "Reply sent", "The leaders will find it in their messages.");
    await parentPage.reload();
    await parentPage.getByRole("heading", { name: "Meeting moved to the church hall", level: 1 }).waitFor();
    expect(await checkScreen(parentPage, "messages-message-parent")).toEqual([]);
    await parentPage.goto("/messages");
    await parentPage.getByRole("link", { name: "Meeting moved to the church hall", exact: true }).waitFor();

    // Leader: read by 1 of 1, who read it, and the reply in the leader's own inbox.
    await leaderPage.reload();
    await sentItem.getByText("Read by 1 of 1").waitFor();
    expect(await checkScreen(leaderPage, "messages-sent")).toEqual([]);
    await sentItem.getByRole("link", { name: "Meeting moved to the church hall" }).click();
    const read = leaderPage.getByRole("region", { name: "Read (1)" });
    await read.getByText("Pat Pine").waitFor();
    await read.getByText(/Parent · read/).waitFor();
    await leaderPage.getByRole("region", { name: "Not read yet (0)" }).getByText("Everyone has read it.").waitFor();
    expect(await checkScreen(leaderPage, "messages-receipts")).toEqual([]);

    await leaderPage.getByRole("link", { name: "Messages, 1 unread" }).click();
    const reply = leaderPage.getByRole("link", { name: "Re: Meeting moved to the church hall, unread" });
    await reply.click();
    await leaderPage.getByRole("heading", { name: "Re: Meeting moved to the church hall", level: 1 }).waitFor();
    await leaderPage.getByText("Ada will be there, with wellies.", { exact: false }).waitFor();
    await leaderPage.getByText("From Pat Pine", { exact: false }).waitFor();
    // Leaders answer with a new message, not under a reply.
    expect(await leaderPage.getByLabel("Your reply").count()).toBe(0);
    await leaderPage.getByRole("link", { name: "Messages", exact: true }).waitFor();
    expect(await checkScreen(leaderPage, "messages-reply-for-leader")).toEqual([]);

    expect(leaderErrors).toEqual([]);
    expect(parentErrors).toEqual([]);
  });

  it("an emailed link opened while signed out comes back to the message after sign-in", async () => {
    const leader = await signInViaApi("leader@example.com", "leader-pass-1");
    const [message] = await api<{ id: string; subject: string }[]>(journey.baseUrl, "GET", "/api/messages/sent", undefined, leader);
    expect(message).toBeDefined();
    const { page } = await journey.newPage();
    await page.goto(`/messages/sent/${message?.id}`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel("Email").fill("leader@example.com");
    await page.getByLabel("Password", { exact: true }).fill("leader-pass-1");
    await page.getByRole("combobox", { name: "Sign in as" }).selectOption({ label: "Scout Leader" });
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("heading", { name: message?.subject ?? "", level: 1 }).waitFor();
    await page.getByText("Read by 1 of 1").waitFor();
  });

  it("keeps the messages pages out of every other page's first load", async () => {
    const { page } = await journey.newPage({ authToken: await signInViaApi("leader@example.com", "leader-pass-1") });
    const { files } = await compressedJsBytes(page, "/leader-dashboard");
    expect(Object.keys(files).filter((f) => /messages-page/.test(f))).toEqual([]);
    await page.getByRole("link", { name: "Messages", exact: true }).waitFor();
  });
});

/** A session token for an account made earlier in this file. */
async function signInViaApi(email: string, password: string): Promise<string> {
  const res = await api<{ authToken: string }>(journey.baseUrl, "POST", "/api/login-credentials", {
    username: email,
    password,
    role: "leader",
  });
  return res.authToken;
}
