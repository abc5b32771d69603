import { describe, expect, it } from "vitest";
import { createBadge, UNKNOWN_ID } from "../../tests/factories/badges";
import { createEvent } from "../../tests/factories/events";
import { inviteCode, signUp, signUpLeader, someAddress, troopCodes } from "../../tests/factories/users";
import { createTestApp } from "../../tests/setup/test-app";

/**
 * A scout never receives another child's email, phone, date of birth, emergency contact or
 * notes. Every answer a scout can get, successes and errors alike, is searched for
 * another child's details.
 */
describe("another child's details never reach a scout", async () => {
  const { app } = await createTestApp();
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
  };
  const created = await app.inject({ method: "POST", url: "/api/scouts", headers: leader.headers, payload: ada });
  if (created.statusCode !== 201) throw new Error(created.body);
  const adaAccount = await signUp(app, {
    role: "scout",
    email: ada.email,
    firstName: "Ada",
    lastName: "Pine",
    inviteCode: await inviteCode(app, leader, created.json().id),
  });
  const secrets = [ada.email, ada.phone, ada.emergencyContact, ada.emergencyPhone, ada.dateOfBirth, ada.notes, "epipen"];

  const badge = await createBadge(app, leader, { requirements: ["a", "b", "c", "d"] });
  const fullEvent = await createEvent(app, leader, { maxParticipants: 1, isFeatured: true });
  const openEvent = await createEvent(app, leader, { isFeatured: true });
  for (const event of [fullEvent, openEvent]) {
    const res = await app.inject({ method: "PATCH", url: `/api/events/${event.id}/join`, headers: adaAccount.headers });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  await app.inject({
    method: "PATCH",
    url: `/api/badges/${badge.id}/progress`,
    headers: adaAccount.headers,
    payload: { completedRequirements: [0, 1, 2] },
  });
  await app.inject({ method: "PATCH", url: `/api/badges/${badge.id}/earn`, headers: adaAccount.headers });

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
    // Leader-only calls answer 403 without any data.
    ["GET", "/api/scouts"],
    ["GET", `/api/events/${openEvent.id}/participants`],
    ["GET", "/api/activities"],
    ["GET", "/api/attendance"],
    ["GET", "/api/scout-badges"],
    ["GET", "/api/badges/stats"],
    ["GET", "/api/troop/configuration"],
  ];

  it.each(calls)("%s %s", async (method, url, payload) => {
    const res = await app.inject({ method: method as "GET", url, headers: bo.headers, payload });
    expect(res.statusCode).toBeLessThan(500);
    for (const secret of secrets) expect(res.body.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it("(the details are really stored: the leader's roster shows them)", async () => {
    const roster = await app.inject({ method: "GET", url: "/api/scouts", headers: leader.headers });
    for (const secret of secrets) expect(roster.body.toLowerCase()).toContain(secret.toLowerCase());
  });

  it("says nothing about the child through sign-up and sign-in errors", async () => {
    const answers = [
      await app.inject({
        method: "POST",
        url: "/api/signup",
        remoteAddress: someAddress(),
        payload: { email: ada.email, password: "secret123", firstName: "X", lastName: "Y", role: "scout" },
      }),
      await app.inject({
        method: "POST",
        url: "/api/login-credentials",
        remoteAddress: someAddress(),
        payload: { username: ada.email, password: "wrong-password", role: "scout" },
      }),
      await app.inject({
        method: "POST",
        url: "/api/login-credentials",
        remoteAddress: someAddress(),
        payload: { username: ada.email, password: adaAccount.password, role: "leader" },
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
