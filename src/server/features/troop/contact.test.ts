import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setTroopSettings } from "../../../../tests/factories/troops";
import { addRosterScout, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { outbox } from "../../db/schema";

describe("families reach the leaders: the troop's contact details and a parent's message", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { firstName: "Lena", lastName: "Leader" });
  const child = await addRosterScout(app, leader, { name: "Bo Oak", email: null });
  const parent = await signUpParent(app, leader, child.id, { firstName: "Pat", lastName: "Oak" });
  const scout = await signUpScout(app, leader);
  const contactMessages = () => db.select().from(outbox).where(eq(outbox.kind, "contact-message"));
  const send = (who: { headers: Record<string, string> }, payload: object) => as(who).post("/api/troop/contact", payload);

  it("GET /api/troop/contact gives every signed-in member the meeting place and time and the contact details", async () => {
    await setTroopSettings(app, leader, {
      meetingLocation: "Scout hut, Mill Lane",
      meetingSchedule: "Tuesdays 7–8:30 pm",
      contactEmail: "leaders@troop7.example.org",
      contactPhone: "0100 555 0100",
      website: "https://troop7.example.org",
    });
    for (const who of [parent, scout, leader]) {
      const res = await as(who).get("/api/troop/contact");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        troopName: "My Scout Troop",
        meetingLocation: "Scout hut, Mill Lane",
        meetingSchedule: "Tuesdays 7–8:30 pm",
        contactEmail: "leaders@troop7.example.org",
        contactPhone: "0100 555 0100",
        website: "https://troop7.example.org",
      });
    }
    expect((await as(null).get("/api/troop/contact")).statusCode).toBe(401);
  });

  it("a parent's message goes to the troop's contact address, naming the parent, their email and their child", async () => {
    const res = await send(parent, { subject: "Camp kit", message: "What does Bo need for camp?" });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: 1, delivered: false });
    const [message, ...more] = await contactMessages();
    expect(more).toHaveLength(0);
    expect(message).toMatchObject({ recipient: "leaders@troop7.example.org", channel: "email", subject: "My Scout Troop: Camp kit" });
    expect(message?.textBody).toContain(`Pat Oak (${parent.email}) wrote to the leaders:`);
    expect(message?.textBody).toContain("What does Bo need for camp?");
    expect(message?.textBody).toContain("Bo Oak");
    // No mail server in tests: it waits in the outbox, which leaders see, and says why.
    expect(message?.reason).toBe("No mail server is configured");
  });

  it("without a contact address it goes to every leader, and the email switch does not hold a parent's own message back", async () => {
    await db.delete(outbox).where(eq(outbox.kind, "contact-message"));
    await setTroopSettings(app, leader, { contactEmail: "", emailNotifications: false });
    expect((await send(parent, { subject: "Hello", message: "Hi!" })).json()).toEqual({ queued: 1, delivered: false });
    expect((await contactMessages()).map((m) => m.recipient)).toEqual([leader.email]);
  });

  it("only parents send; subject and message are required and bounded; the portal switched off refuses", async () => {
    expect((await send(scout, { subject: "Hi", message: "Hi" })).statusCode).toBe(403);
    expect((await send(leader, { subject: "Hi", message: "Hi" })).statusCode).toBe(403);
    const blank = await send(parent, { subject: " ", message: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ subject: "Subject is required.", message: "Message is required." });
    const long = await send(parent, { subject: "s".repeat(151), message: "m".repeat(2001) });
    expect(long.json().fields).toEqual({
      subject: "Subject must be at most 150 characters.",
      message: "Message must be at most 2000 characters.",
    });
    await setTroopSettings(app, leader, { enableParentPortal: false });
    const off = await send(parent, { subject: "Hi", message: "Hi" });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ error: "The parent portal is turned off." });
    await setTroopSettings(app, leader, { enableParentPortal: true });
  });
});
