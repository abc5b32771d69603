import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setTroopSettings } from "../../../../tests/factories/troops";
import { signUpLeader, signUpParent, signUpScout, someAddress } from "../../../../tests/factories/users";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/setup/smtp-server";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { addressOf } from "./transports";

const ORIGIN = "https://troops.example.org";
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, mailFrom: "Scout Badges <no-reply@troops.example.org>" },
    publicOrigin: ORIGIN,
    troopSignup: { mode: "open" },
  });
});
afterAll(() => smtp.close());

/**
 * Many-troops M4: every email names its troop as the sender, at MAIL_FROM's address; a reply goes to
 * the person who wrote, or for what the app sends by itself to the troop's contact email when set.
 */
describe("who an email is from, and where a reply goes", () => {
  it("reads the address out of MAIL_FROM", () => {
    expect(addressOf("Scout Badges <no-reply@example.org>")).toBe("no-reply@example.org");
    expect(addressOf("no-reply@example.org")).toBe("no-reply@example.org");
  });

  it("sends a leader's message as the troop, answering to the leader; a reset link answering to the troop's contact", async () => {
    const leader = await signUpLeader(t.app, { firstName: "Lena", lastName: "Leader" });
    await setTroopSettings(t.app, leader, { troopName: 'The "Otters", 3rd Lakeside', contactEmail: "otters@lakeside.example.org" });
    const scout = await signUpScout(t.app, leader);
    await signUpParent(t.app, leader, scout.scoutId, { email: "parent.otter@example.com" });
    const sent = await t.as(leader).post("/api/messages", { subject: "Camp kit", body: "Bring wellies.", audience: { kind: "parents" } });
    expect(sent.statusCode).toBe(201);
    const reset = await t
      .as(null, { remoteAddress: someAddress() })
      .post("/api/password-reset/request", { email: "parent.otter@example.com" });
    expect(reset.statusCode).toBe(202);
    await t.app.notifier.tick(new Date());

    const message = smtp.mails.find((mail) => mail.subject.includes("Camp kit"));
    expect(message?.parsed.from?.value).toEqual([{ name: 'The "Otters", 3rd Lakeside', address: "no-reply@troops.example.org" }]);
    expect(message?.parsed.replyTo?.value).toEqual([{ name: "Lena Leader", address: leader.email }]);
    const resetMail = smtp.mails.find((mail) => mail.to.includes("parent.otter@example.com") && mail !== message);
    expect(resetMail?.parsed.from?.value[0]?.name).toBe('The "Otters", 3rd Lakeside');
    expect(resetMail?.parsed.replyTo?.value).toEqual([{ name: "", address: "otters@lakeside.example.org" }]);
  });

  it("names each troop on its own emails, and leaves Reply-To out where a troop has no contact email", async () => {
    const started = await t.as(null, { remoteAddress: someAddress() }).post("/api/troops", {
      troopName: "Bravo Troop",
      slug: "bravo-sender",
      firstName: "Bo",
      lastName: "Bravo",
      email: "bo.bravo@example.com",
      password: "long enough password",
    });
    expect(started.statusCode).toBe(201);
    const before = smtp.mails.length;
    await t.as(null, { remoteAddress: someAddress() }).post("/api/password-reset/request", { email: "bo.bravo@example.com" });
    await t.app.notifier.tick(new Date());
    const mail = smtp.mails.slice(before).find((m) => m.to.includes("bo.bravo@example.com"));
    expect(mail?.parsed.from?.value).toEqual([{ name: "Bravo Troop", address: "no-reply@troops.example.org" }]);
    expect(mail?.parsed.replyTo).toBeUndefined();
  });
});
