import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { App } from "../../src/server/app";
import { createSession } from "../../src/server/auth/sessions";
import type { DbOrTx } from "../../src/server/db/client";
import { memberships, troops, users } from "../../src/server/db/schema";
import { newTroopCode } from "../../src/server/db/seed/seed";
import type { TroopConfigurationUpdate } from "../../src/shared/api/troop";
import type { Role } from "../../src/shared/constants";
import { requestsTo } from "../setup/request-as";
import type { SignedIn } from "./users";

export type SignedInElsewhere = SignedIn & { troopId: string };

/**
 * A second troop written straight into the database, with its own leader account and session:
 * for tests of other features, which need another troop but not how one is started.
 */
export async function insertTroopWithLeader(db: DbOrTx, troopName = "Other Troop"): Promise<SignedInElsewhere> {
  const [troop] = await db
    .insert(troops)
    .values({
      troopName,
      slug: `troop-${randomBytes(4).toString("hex")}`,
      leaderInviteCode: newTroopCode("LEAD"),
      scoutJoinCode: newTroopCode("SCOUT"),
    })
    .returning({ id: troops.id });
  if (!troop) throw new Error("troop insert returned nothing");
  const leader = await insertUserWithSession(db, troop.id, "leader");
  await db.update(troops).set({ leaderUserId: leader.userId }).where(eq(troops.id, troop.id));
  return leader;
}

/** An account of the given troop with a live session (no password sign-in: the hash is a placeholder). */
export async function insertUserWithSession(db: DbOrTx, troopId: string, role: Role): Promise<SignedInElsewhere> {
  const email = `${role}-${randomBytes(4).toString("hex")}@elsewhere.example.com`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: "not-a-password-hash", firstName: "Other", lastName: role === "leader" ? "Leader" : "Scout" })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned nothing");
  await db.insert(memberships).values({ userId: user.id, troopId, role, leaderRole: role === "leader" ? "admin" : null });
  const token = await createSession(db, user.id, troopId);
  return { token, userId: user.id, email, password: "", headers: { authorization: `Bearer ${token}` }, troopId };
}

/** Changes troop settings through Troop Settings' PUT (the rest of the configuration stays as it is). */
export async function setTroopSettings(app: App, leader: SignedIn, changes: Partial<TroopConfigurationUpdate>) {
  const current = await requestsTo(app)(leader).get("/api/troop/configuration");
  const res = await requestsTo(app)(leader).put("/api/troop/configuration", { troopName: current.json().troopName, ...changes });
  if (res.statusCode !== 200) throw new Error(`saving troop settings failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A troop started signed out through POST /api/troops, with its founder's account (the answer, for its token). */
export function startTroopSignedOut(
  app: App,
  troop: { troopName: string; slug: string },
  email = `founder-${randomBytes(4).toString("hex")}@example.com`,
) {
  return requestsTo(app)(null).post("/api/troops", {
    ...troop,
    firstName: "Bo",
    lastName: "Bravo",
    email,
    password: "long enough password",
  });
}

/** A troop started through POST /api/troops, answered as its founder (its admin) signed in there. */
export async function startedTroop(app: App, troop: { troopName: string; slug: string }, email?: string): Promise<SignedInElsewhere> {
  const founderEmail = email ?? `founder-${randomBytes(4).toString("hex")}@example.com`;
  const started = await startTroopSignedOut(app, troop, founderEmail);
  if (started.statusCode !== 201) throw new Error(`starting troop ${troop.slug} failed: ${started.body}`);
  const token = started.json().authToken as string;
  return {
    token,
    userId: started.json().user.id,
    email: founderEmail,
    password: "long enough password",
    headers: { authorization: `Bearer ${token}` },
    troopId: started.json().troop.id,
  };
}
