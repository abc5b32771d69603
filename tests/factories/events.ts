import { randomBytes } from "node:crypto";
import type { App } from "../../src/server/app";
import type { DbOrTx } from "../../src/server/db/client";
import type { EventCreateRequest, ScoutEvent } from "../../src/shared/api/events";
import { requestsTo } from "../setup/request-as";
import { insertInviteCode, insertRosterScout, type SignedIn, signUp } from "./users";

const DAY = 24 * 60 * 60 * 1000;

/** An ISO timestamp `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A week from now by default; the end follows the start (a day later) unless given. */
export function buildEvent(overrides: Partial<EventCreateRequest> = {}): EventCreateRequest {
  const startDate = overrides.startDate ?? daysFromNow(7);
  return {
    title: `Campout ${randomBytes(2).toString("hex")}`,
    description: "A night under the stars with a campfire and a short hike.",
    imageUrl: "https://example.com/campout.jpg",
    startDate,
    endDate: "endDate" in overrides ? overrides.endDate : new Date(new Date(startDate).getTime() + DAY).toISOString(),
    location: "Pine Lake",
    tags: ["outdoor"],
    badgeOpportunities: ["Camping"],
    maxParticipants: null,
    isFeatured: false,
    ...overrides,
  };
}

/** An event created by a leader through the API. */
export async function createEvent(app: App, leader: SignedIn, overrides: Partial<EventCreateRequest> = {}): Promise<ScoutEvent> {
  const res = await requestsTo(app)(leader).post("/api/events", buildEvent(overrides));
  if (res.statusCode !== 201) throw new Error(`creating an event failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A scout account linked to a roster entry written straight into the database (no scouts API needed). */
export async function signUpRosterScout(
  app: App,
  db: DbOrTx,
  overrides: { firstName?: string; lastName?: string } = {},
): Promise<SignedIn & { scoutId: string; name: string }> {
  const firstName = overrides.firstName ?? "Sam";
  const lastName = overrides.lastName ?? "Scout";
  const name = `${firstName} ${lastName}`;
  const roster = await insertRosterScout(db, { name });
  if (!roster.email) throw new Error("roster scout without email");
  const code = await insertInviteCode(db, roster.troopId, roster.id, "scout");
  const signedIn = await signUp(app, { role: "scout", firstName, lastName, email: roster.email, inviteCode: code });
  return { ...signedIn, scoutId: roster.id, name };
}
