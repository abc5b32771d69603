import { describe, expect, it } from "vitest";
import { createBadge, UNKNOWN_ID } from "../../tests/factories/badges";
import { createEvent } from "../../tests/factories/events";
import { setTroopSettings } from "../../tests/factories/troops";
import { addRosterScout, inviteCode, signUp, signUpLeader, signUpParent, someAddress, troopCodes } from "../../tests/factories/users";
import { createTestApp } from "../../tests/setup/test-app";

/**
 * A scout never receives another child's email, phone, date of birth, emergency contact or
 * notes. Every answer a scout can get, successes and errors alike, is searched for
 * another child's details.
 */
describe("another child's details never reach a scout", async () => {
  const { app, as } = await createTestApp();
  const leader = await signUpLeader(app);

  // Ada: a child with every private field filled in, who has an account and is active everywhere.
  const ada = {
    name: "Ada Pine",
    email: "ada.pine.private@example.com",
    phone: "555-0199-ADA",
    emergencyContact: "Penelope Pine-Guardian",
    emergencyPhone: "555-0188-EMG",
    dateOfBirth: "2013-07-21",
    notes: "Peanut allergy; carries an epipen.",
    allergies: "Severe-sesame-allergy-ADA",
    medicalNotes: "Type-one-diabetes-ADA",
    dietaryNeeds: "Halal-only-ADA",
  };
  const created = await as(leader).post("/api/scouts", ada);
  if (created.statusCode !== 201) throw new Error(created.body);
  const adaAccount = await signUp(app, {
    role: "scout",
    email: ada.email,
    firstName: "Ada",
    lastName: "Pine",
    inviteCode: await inviteCode(app, leader, created.json().id),
  });
  const health = [ada.allergies, ada.medicalNotes, ada.dietaryNeeds];
  const secrets = [ada.email, ada.phone, ada.emergencyContact, ada.emergencyPhone, ada.dateOfBirth, ada.notes, "epipen", ...health];

  const badge = await createBadge(app, leader, { requirements: ["a", "b", "c", "d"] });
  const fullEvent = await createEvent(app, leader, { maxParticipants: 1, isFeatured: true });
  const openEvent = await createEvent(app, leader, { isFeatured: true });
  for (const event of [fullEvent, openEvent]) {
    const res = await as(adaAccount).patch(`/api/events/${event.id}/join`);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  await as(adaAccount).patch(`/api/badges/${badge.id}/progress`, { completedRequirements: [0, 1, 2] });
  await as(adaAccount).patch(`/api/badges/${badge.id}/earn`);

  // Bo: the scout who looks.
  const { scoutJoinCode } = await troopCodes(app, leader);
  const bo = await signUp(app, { role: "scout", firstName: "Bo", lastName: "Oak", inviteCode: scoutJoinCode });

  const calls: [string, string, object?][] = [
    ["GET", "/api/auth/user"],
    ["GET", "/api/scout/profile"],
    ["GET", "/api/troop/branding"],
    ["GET", "/api/badges"],
    ["GET", "/api/badges/earned"],
    ["GET", "/api/badges/earned-fresh"],
    ["GET", "/api/events"],
    ["GET", "/api/events/upcoming"],
    ["GET", "/api/events/featured"],
    ["GET", `/api/events/${openEvent.id}/participation`],
    ["PATCH", `/api/events/${openEvent.id}/join`],
    // Errors: already joined, full, unknown.
    ["PATCH", `/api/events/${openEvent.id}/join`],
    ["PATCH", `/api/events/${fullEvent.id}/join`],
    ["PATCH", `/api/events/${UNKNOWN_ID}/join`],
    ["PATCH", `/api/badges/${badge.id}/progress`, { completedRequirements: [0] }],
    ["PATCH", `/api/badges/${badge.id}/progress`, { completedRequirements: [99] }],
    ["PATCH", `/api/badges/${badge.id}/earn`],
    ["PATCH", `/api/badges/${UNKNOWN_ID}/earn`],
    ["POST", "/api/mark-not-new"],
    ["GET", `/api/events/${openEvent.id}/ics`],
    ["GET", "/api/public/troop"],
    ["PUT", "/api/change-password", { currentPassword: "wrong-password", newPassword: "secret456" }],
    ["PUT", "/api/change-password", { currentPassword: bo.password, newPassword: "x" }],
    // Answers and health notes: Bo's own only.
    ["PUT", `/api/events/${openEvent.id}/reply`, { answer: "yes", note: "Me too" }],
    ["PUT", `/api/events/${fullEvent.id}/reply`, { answer: "yes" }],
    ["GET", "/api/scout/health"],
    ["GET", `/api/events/${openEvent.id}/helpers`],
    // Leader-only calls answer 403 without any data.
    ["GET", `/api/events/${openEvent.id}/replies`],
    ["GET", `/api/events/${openEvent.id}/camp-sheet`],
    ["GET", `/api/events/${openEvent.id}/camp-sheet/views`],
    ["GET", "/api/scouts"],
    ["GET", `/api/events/${openEvent.id}/participants`],
    ["GET", "/api/activities"],
    ["GET", "/api/attendance"],
    ["GET", "/api/scout-badges"],
    ["GET", "/api/badges/stats"],
    ["GET", "/api/troop/configuration"],
  ];

  it.each(calls)("%s %s", async (method, url, payload) => {
    const res = await as(bo).send(method as "GET", url, payload);
    expect(res.statusCode).toBeLessThan(500);
    for (const secret of secrets) expect(res.body.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it("(the details are really stored: the leader's roster shows them, the health notes on the Health card only)", async () => {
    const roster = await as(leader).get("/api/scouts");
    for (const secret of secrets.filter((s) => !health.includes(s))) expect(roster.body.toLowerCase()).toContain(secret.toLowerCase());
    for (const secret of health) expect(roster.body).not.toContain(secret);
    const card = await as(leader).get(`/api/scouts/${created.json().id}/health`);
    for (const secret of health) expect(card.body).toContain(secret);
  });

  it("says nothing about the child through sign-up and sign-in errors", async () => {
    const answers = [
      await as(null, { remoteAddress: someAddress() }).post("/api/signup", {
        email: ada.email,
        password: "secret123",
        firstName: "X",
        lastName: "Y",
        role: "scout",
      }),
      await as(null, { remoteAddress: someAddress() }).post("/api/login-credentials", {
        username: ada.email,
        password: "wrong-password",
        role: "scout",
      }),
      await as(null, { remoteAddress: someAddress() }).post("/api/login-credentials", {
        username: ada.email,
        password: adaAccount.password,
        role: "leader",
      }),
    ];
    // Without a code, sign-up refuses before it looks at the email: the same 403 as for an unknown one.
    expect(answers.map((r) => r.statusCode)).toEqual([403, 401, 403]);
    for (const res of answers) {
      const body = res.body.replace(JSON.stringify(ada.email), "");
      for (const secret of secrets.slice(1)) expect(body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });
});

/**
 * A child's allergies, medical notes and dietary needs reach only the child, their own parents and
 * the leaders (roster, camp sheet): never a feed, a calendar, a message, the public page or another
 * family's answers.
 */
describe("health notes stay with the family and the leaders", async () => {
  const { app, as } = await createTestApp();
  const leader = await signUpLeader(app);
  const health = { allergies: "Bee-sting-allergy-CAL", medicalNotes: "Epilepsy-plan-CAL", dietaryNeeds: "No-gluten-CAL" };
  const secrets = Object.values(health);
  const cal = await addRosterScout(app, leader, { name: "Cal Reed", email: "cal.reed.private@example.com" });
  const calMum = await signUpParent(app, leader, cal.id, { firstName: "Cora", lastName: "Reed" });
  const dan = await addRosterScout(app, leader, { name: "Dan Ash", email: null });
  const danDad = await signUpParent(app, leader, dan.id, { firstName: "Dev", lastName: "Ash" });
  const calAccount = await signUp(app, {
    role: "scout",
    email: cal.email ?? "",
    firstName: "Cal",
    lastName: "Reed",
    inviteCode: await inviteCode(app, leader, cal.id),
  });
  const event = await createEvent(app, leader, {
    title: "Health Camp",
    maxParticipants: 1,
    consentRequired: true,
    consentText: "I agree.",
  });

  // Cal's mother keeps the notes; Cal and Dan answer Going (Dan waits); consent and a helper offer.
  const saved = await as(calMum).put(`/api/parent/children/${cal.id}/health`, health);
  if (saved.statusCode !== 200) throw new Error(saved.body);
  await as(calMum).put(`/api/parent/children/${cal.id}/events/${event.id}/reply`, { answer: "yes" });
  await as(danDad).put(`/api/parent/children/${dan.id}/events/${event.id}/reply`, { answer: "yes" });
  await as(calMum).post(`/api/parent/children/${cal.id}/events/${event.id}/consent`, { agree: true, signedName: "Cora Reed" });
  await as(danDad).post(`/api/events/${event.id}/helpers`, { kind: "driver", seats: 2 });
  await as(leader).post("/api/messages", {
    subject: "Camp news",
    body: "See you there.",
    audience: { kind: "event", eventId: event.id },
  });
  await as(leader).patch(`/api/events/${event.id}`, { location: "Reed Lake" });
  await setTroopSettings(app, leader, { enablePublicProfile: true });

  const feedOf = async (who: { headers: Record<string, string> }) => {
    const { url } = (await as(who).get("/api/calendar/feed")).json();
    return as(null).get(new URL(url, "http://localhost").pathname);
  };

  it("the details are really stored: leaders see them on the Health card and the camp sheet, Cal's mother and Cal see them", async () => {
    for (const res of [
      await as(leader).get(`/api/scouts/${cal.id}/health`),
      await as(leader).get(`/api/events/${event.id}/camp-sheet`),
      await as(calMum).get(`/api/parent/children/${cal.id}/health`),
      await as(calAccount).get("/api/scout/health"),
    ]) {
      expect(res.statusCode).toBe(200);
      for (const secret of secrets) expect(res.body).toContain(secret);
    }
  });

  it("the roster and the family's list carry none of them (a read there would be unlogged)", async () => {
    for (const res of [await as(leader).get("/api/scouts"), await as(calMum).get("/api/parent/children")]) {
      expect(res.statusCode).toBe(200);
      for (const secret of secrets) expect(res.body).not.toContain(secret);
    }
  });

  it("another family's answers never carry them", async () => {
    const reads = [
      await as(danDad).get("/api/parent/children"),
      await as(danDad).get(`/api/parent/children/${dan.id}/events`),
      await as(danDad).get(`/api/parent/children/${cal.id}`),
      await as(danDad).get(`/api/parent/children/${cal.id}/events`),
      await as(danDad).put(`/api/parent/children/${dan.id}/events/${event.id}/reply`, { answer: "yes" }),
      await as(danDad).get(`/api/events/${event.id}/helpers`),
      await as(danDad).get("/api/messages"),
      await as(danDad).get(`/api/events/${event.id}/camp-sheet`),
      await as(danDad).get(`/api/parent/children/${cal.id}/health`),
      await as(danDad).get(`/api/events/${event.id}/replies`),
    ];
    for (const res of reads) {
      expect(res.statusCode).toBeLessThan(500);
      for (const secret of secrets) expect(res.body).not.toContain(secret);
    }
  });

  it("never in feeds, calendars, messages, the event lists or the public page, whoever reads them", async () => {
    for (const who of [leader, calMum, calAccount, danDad]) {
      const reads = [
        await feedOf(who),
        await as(who).get(`/api/events/${event.id}/ics`),
        await as(who).get("/api/events"),
        await as(who).get("/api/messages"),
        await as(who).get("/api/activities"),
      ];
      for (const res of reads) for (const secret of secrets) expect(res.body).not.toContain(secret);
    }
    const publicPage = await as(null).get("/api/public/troop");
    expect(publicPage.statusCode).toBe(200);
    for (const secret of secrets) expect(publicPage.body).not.toContain(secret);
    const replies = await as(leader).get(`/api/events/${event.id}/replies`);
    for (const secret of secrets) expect(replies.body).not.toContain(secret);
  });
});
