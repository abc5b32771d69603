import { randomBytes } from "node:crypto";
import type { App } from "../../src/server/app";
import type { SignupRequest } from "../../src/shared/api/auth";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString("hex")}`;

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
  const res = await app.inject({ method: "POST", url: "/api/signup", payload: body });
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

/** A scout account linked to a new roster entry, created by a leader through the API. */
export async function signUpScout(
  app: App,
  leader: SignedIn,
  overrides: Partial<SignupRequest> = {},
): Promise<SignedIn & { scoutId: string }> {
  const email = overrides.email ?? `scout-${unique()}@example.com`;
  const name = `${overrides.firstName ?? "Sam"} ${overrides.lastName ?? "Scout"}`;
  const created = await app.inject({ method: "POST", url: "/api/scouts", headers: leader.headers, payload: { name, email } });
  if (created.statusCode !== 201) throw new Error(`adding scout failed: ${created.statusCode} ${created.body}`);
  const signedIn = await signUp(app, { role: "scout", firstName: "Sam", lastName: "Scout", ...overrides, email });
  return { ...signedIn, scoutId: created.json().id };
}
