import { randomBytes } from "node:crypto";
import type { App } from "../../src/server/app";
import type { DbOrTx } from "../../src/server/db/client";
import { inviteCodes, scouts, troops } from "../../src/server/db/schema";
import { hashInviteCode, inviteExpiry, newInviteCode } from "../../src/server/features/invites/invite-codes.service";
import type { SignupRequest } from "../../src/shared/api/auth";
import type { Role } from "../../src/shared/constants";
import { requestsTo } from "../setup/request-as";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString("hex")}`;

/**
 * A distinct client address per call, so a test file that signs many people up does not run into
 * the per-address sign-up rate limit (a real troop signs up from many devices).
 */
export const someAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 254)}`;

export function buildSignup(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    email: `person-${unique()}@example.com`,
    password: "secret123",
    firstName: "Alex",
    lastName: "Walker",
    role: "scout",
    ...overrides,
  };
}

export type SignedIn = { token: string; userId: string; email: string; password: string; headers: { authorization: string } };

export async function signUp(app: App, overrides: Partial<SignupRequest> = {}): Promise<SignedIn> {
  const body = buildSignup(overrides);
  const res = await requestsTo(app)(null, { remoteAddress: someAddress() }).post("/api/signup", body);
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const { authToken, user } = res.json();
  return {
    token: authToken,
    userId: user.id,
    email: body.email,
    password: body.password,
    headers: { authorization: `Bearer ${authToken}` },
  };
}

/** The troop's first leader (bootstraps the troop); later leaders need `inviteCode`. */
export function signUpLeader(app: App, overrides: Partial<SignupRequest> = {}): Promise<SignedIn> {
  return signUp(app, { role: "leader", firstName: "Lee", lastName: "Leader", ...overrides });
}

/** A leader's personal code (POST /api/scouts/{id}/invite or /parent-invite). */
export async function inviteCode(app: App, leader: SignedIn, scoutId: string, kind: "scout" | "parent" = "scout"): Promise<string> {
  const res = await requestsTo(app)(leader).post(`/api/scouts/${scoutId}/${kind === "scout" ? "invite" : "parent-invite"}`);
  if (res.statusCode !== 201) throw new Error(`creating a ${kind} invite failed: ${res.statusCode} ${res.body}`);
  return res.json().code;
}

/** A roster entry added by a leader through the API. */
export async function addRosterScout(app: App, leader: SignedIn, payload: { name?: string; email?: string | null } = {}) {
  const created = await requestsTo(app)(leader).post("/api/scouts", {
    name: payload.name ?? "Sam Scout",
    email: payload.email === undefined ? `scout-${unique()}@example.com` : payload.email,
  });
  if (created.statusCode !== 201) throw new Error(`adding scout failed: ${created.statusCode} ${created.body}`);
  return created.json() as { id: string; name: string; email: string | null };
}

/** A scout account linked to a new roster entry: the leader adds the scout and hands over a personal code. */
export async function signUpScout(
  app: App,
  leader: SignedIn,
  overrides: Partial<SignupRequest> = {},
): Promise<SignedIn & { scoutId: string }> {
  const email = overrides.email ?? `scout-${unique()}@example.com`;
  const name = `${overrides.firstName ?? "Sam"} ${overrides.lastName ?? "Scout"}`;
  const created = await addRosterScout(app, leader, { name, email });
  const code = await inviteCode(app, leader, created.id);
  const signedIn = await signUp(app, { role: "scout", firstName: "Sam", lastName: "Scout", ...overrides, email, inviteCode: code });
  return { ...signedIn, scoutId: created.id };
}

/** A parent account for one roster scout, signed up with a parent code. */
export async function signUpParent(app: App, leader: SignedIn, scoutId: string, overrides: Partial<SignupRequest> = {}): Promise<SignedIn> {
  const code = await inviteCode(app, leader, scoutId, "parent");
  return signUp(app, { role: "parent", firstName: "Pat", lastName: "Parent", ...overrides, inviteCode: code });
}

/** A scout account that joined with the troop's scout join code (no scouts API needed). */
export async function signUpScoutWithCode(app: App, leader: SignedIn, overrides: Partial<SignupRequest> = {}): Promise<SignedIn> {
  const { scoutJoinCode } = await troopCodes(app, leader);
  return signUp(app, { role: "scout", firstName: "Sam", lastName: "Scout", ...overrides, inviteCode: scoutJoinCode });
}

/** The troop's codes as a leader sees them in Troop Settings. */
export async function troopCodes(app: App, leader: SignedIn): Promise<{ leaderInviteCode: string; scoutJoinCode: string }> {
  const res = await requestsTo(app)(leader).get("/api/troop/configuration");
  if (res.statusCode !== 200) throw new Error(`reading the troop configuration failed: ${res.statusCode} ${res.body}`);
  const { leaderInviteCode, scoutJoinCode } = res.json();
  return { leaderInviteCode, scoutJoinCode };
}

export function login(app: App, username: string, password: string, role: Role, remoteAddress = someAddress()) {
  return requestsTo(app)(null, { remoteAddress }).post("/api/login-credentials", { username, password, role });
}

/** A personal code written straight into the database (as POST /api/scouts/{id}/invite leaves it); `expiresAt` for expiry tests. */
export async function insertInviteCode(db: DbOrTx, troopId: string, scoutId: string, kind: "scout" | "parent", expiresAt = inviteExpiry()) {
  const code = newInviteCode();
  await db.insert(inviteCodes).values({ troopId, scoutId, kind, codeHash: hashInviteCode(code), expiresAt });
  return code;
}

/** A roster entry written straight into the database (as a leader adding a scout would leave it). */
export async function insertRosterScout(db: DbOrTx, overrides: { name?: string; email?: string | null; troopId?: string } = {}) {
  const troopId = overrides.troopId ?? (await db.select({ id: troops.id }).from(troops).limit(1))[0]?.id;
  if (!troopId) throw new Error("no troop in the database");
  const [row] = await db
    .insert(scouts)
    .values({
      troopId,
      name: overrides.name ?? "Robin Roster",
      email: overrides.email === undefined ? `roster-${unique()}@example.com` : overrides.email,
    })
    .returning();
  if (!row) throw new Error("scout insert returned nothing");
  return row;
}

/** A later leader, joining with the troop's leader invite code: an assistant until an admin says otherwise. */
export async function signUpAssistant(app: App, admin: SignedIn, overrides: Partial<SignupRequest> = {}): Promise<SignedIn> {
  const { leaderInviteCode } = await troopCodes(app, admin);
  return signUpLeader(app, { firstName: "Ash", lastName: "Assistant", ...overrides, inviteCode: leaderInviteCode });
}

/** An admin gives another leader a role (PATCH /api/leaders/{userId}). */
export async function setLeaderRole(app: App, admin: SignedIn, leader: SignedIn, leaderRole: "admin" | "assistant"): Promise<void> {
  const res = await requestsTo(app)(admin).patch(`/api/leaders/${leader.userId}`, { leaderRole });
  if (res.statusCode !== 200) throw new Error(`changing a leader's role failed: ${res.statusCode} ${res.body}`);
}
