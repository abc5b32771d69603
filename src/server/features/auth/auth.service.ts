import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { ChangePasswordRequest, User } from "../../../shared/api/auth";
import { DISTRICT_MESSAGES } from "../../../shared/api/districts";
import { normalizeInviteCode } from "../../../shared/api/invites";
import type { Role } from "../../../shared/constants";
import type { Account } from "../../auth/actor";
import { addMembership, markTroopUsed, troopsOf } from "../../auth/memberships";
import { createSession, deleteOtherSessions } from "../../auth/sessions";
import { TROOP_PAUSED } from "../../auth/troop-paused";
import type { Db, DbOrTx } from "../../db/client";
import { parentLinks, scouts, troops, users } from "../../db/schema";
import { inTroop } from "../../db/troop-scope";
import { iso } from "../../lib/dates";
import { HttpError, isUniqueViolation } from "../../lib/http-error";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../lib/passwords";
import { type DistrictInvite, findDistrictInvite, joinDistrict } from "../districts/district-invites.service";
import { commissionerDistricts } from "../districts/district-overview.service";
import { consumeInvite, findUsableInvite, troopOfCode, type UsableInvite } from "../invites/invite-codes.service";
import { invalidCode } from "../invites/invites.service";
import { portalOff } from "../troop/switches.service";

export const NO_TROOP_ACCESS = "Ask your leader to add you to the troop or give you the troop code.";
export const NEED_LEADER_CODE = "Ask your troop leader for the leader invite code to sign up as a leader.";
export const EMAIL_TAKEN = "An account with this email already exists.";
export const INVALID_CREDENTIALS = "Invalid credentials";

type UserRow = typeof users.$inferSelect;

/**
 * The account as the session acting in `troopId` sees it: its role there, and all its troops. A
 * session of no troop (`null`, a commissioner's) has no role.
 */
export async function userAnswer(db: DbOrTx, userId: string, troopId: string | null): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  const troopList = await troopsOf(db, userId);
  const current = troopId === null ? null : troopList.find((troop) => troop.id === troopId);
  if (!row || current === undefined) throw new HttpError(401, "Please sign in first.");
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: current?.role ?? null,
    leaderRole: current?.leaderRole ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    isNewUser: row.isNewUser,
    troops: troopList,
    currentTroopId: troopId,
    districts: await commissionerDistricts(db, userId),
  };
}

function sameCode(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given.trim().toUpperCase());
  const b = Buffer.from(expected.toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return rows[0];
}

/** A new account (sign-up, a commissioner's sign-up, a troop's founder); answers its id. Its email's unique index decides a race. */
export async function insertAccount(
  tx: DbOrTx,
  account: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<string> {
  const [user] = await tx.insert(users).values(account).returning({ id: users.id });
  if (!user) throw new Error("user insert returned nothing");
  return user.id;
}

export type SignupInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  inviteCode?: string;
};

type TroopRow = typeof troops.$inferSelect;

/** What a sign-up's code entitles it to: which troop, and how the account joins it. */
type Access = {
  troop: TroopRow;
  invite: UsableInvite | null;
  becomesTroopLeader: boolean;
  /** The roster entry a personal invite was made for; only such an invite links to an entry. */
  linkScoutId: string | null;
  /** The troop's scout join code: a new roster entry, always (a leader merges duplicates). */
  createRosterEntry: boolean;
  parentOf: string | null;
};

/**
 * Checks the sign-up's right to join before anything else, so a refusal never depends on the email
 * typed (no answer tells whether an address has an account). Run once without locks to refuse early,
 * and again under the troop's row lock, where it is decisive.
 */
async function resolveAccess(db: DbOrTx, defaultTroopId: string, input: SignupInput, lock: boolean): Promise<Access> {
  const code = input.inviteCode?.trim().toUpperCase() ?? "";
  // A code names its troop; without one the sign-up is for this deployment's troop.
  const [byCode] = code
    ? await db
        .select({ id: troops.id })
        .from(troops)
        .where(or(eq(troops.leaderInviteCode, code), eq(troops.scoutJoinCode, code)))
        .limit(1)
    : [];
  const invite = !byCode && code ? await findUsableInvite(db, code) : null;
  const troopId = byCode?.id ?? invite?.troopId ?? defaultTroopId;
  // Row lock: two people racing to be the first leader cannot both win.
  const troopQuery = db.select().from(troops).where(eq(troops.id, troopId));
  const [troop] = lock ? await troopQuery.for("update") : await troopQuery;
  if (!troop) throw new Error("troop missing");
  if (troop.pausedAt) throw new HttpError(403, TROOP_PAUSED);

  const access: Access = { troop, invite, becomesTroopLeader: false, linkScoutId: null, createRosterEntry: false, parentOf: null };
  if (input.role === "leader") {
    if (!troop.leaderUserId) access.becomesTroopLeader = true;
    else if (!sameCode(input.inviteCode, troop.leaderInviteCode)) throw new HttpError(403, NEED_LEADER_CODE);
  } else if (input.role === "parent") {
    if (!troop.enableParentPortal) throw portalOff();
    if (invite?.kind !== "parent") throw invalidCode();
    access.parentOf = invite.scoutId;
  } else if (!code) {
    throw new HttpError(403, NO_TROOP_ACCESS);
  } else if (sameCode(code, troop.scoutJoinCode)) {
    // Anyone in the troop may know the join code: it never links to an entry someone else made,
    // or typing a child's email would take over that child's record.
    access.createRosterEntry = true;
  } else if (invite?.kind === "scout") {
    // The personal code links that roster entry, whatever email is typed; never one that has an account.
    const query = db
      .select({ id: scouts.id })
      .from(scouts)
      .where(and(eq(scouts.id, invite.scoutId), isNull(scouts.userId)));
    const [rosterScout] = lock ? await query.for("update") : await query;
    if (!rosterScout) throw invalidCode();
    access.linkScoutId = rosterScout.id;
  } else {
    throw invalidCode();
  }
  return access;
}

/**
 * Sign-up rules: the first leader bootstraps the troop; more leaders need the leader invite code;
 * scouts need their personal invite code or the troop's scout join code; parents need a parent
 * invite code for one of their children. The code is checked first: without a valid one the answer
 * is 403 whatever the email, and 409 (email taken) only ever follows a valid code.
 * `onCodeAccepted` runs as soon as the code proved valid (the per-address limit takes the attempt back).
 */
export async function signup(
  db: Db,
  defaultTroopId: string,
  input: SignupInput,
  userAgent?: string,
  onCodeAccepted: () => Promise<void> = async () => {},
) {
  const troopOfTheCode = input.inviteCode ? await troopOfCode(db, input.inviteCode) : null;
  // A commissioner's invite (many-troops M6) makes an account of no troop.
  const districtInvite = input.inviteCode && !troopOfTheCode ? await findDistrictInvite(db, normalizeInviteCode(input.inviteCode)) : null;
  if (districtInvite) return signupAsCommissioner(db, districtInvite, input, userAgent, onCodeAccepted);
  // Everything after runs in the troop the code names (without one, the deployment's first troop).
  const troopId = troopOfTheCode ?? defaultTroopId;
  return inTroop(troopId, () => signupInTroop(db, troopId, input, userAgent, onCodeAccepted));
}

/**
 * A sign-up with a commissioner's invite: the account belongs to the district and to no troop, and
 * its session acts in none. The invite is personal, so the account must have the invited address.
 */
async function signupAsCommissioner(
  db: Db,
  invite: DistrictInvite,
  input: SignupInput,
  userAgent: string | undefined,
  onCodeAccepted: () => Promise<void>,
) {
  if (input.role === "scout") throw new HttpError(403, DISTRICT_MESSAGES.notForScouts);
  if (input.email.toLowerCase() !== invite.email) {
    throw new HttpError(403, DISTRICT_MESSAGES.signUpWithInvitedEmail, { email: DISTRICT_MESSAGES.signUpWithInvitedEmail });
  }
  await onCodeAccepted();
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const userId = await insertAccount(tx, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName });
      // Single use, and checked again here: of two sign-ups racing for one invite, the second rolls back.
      await joinDistrict(tx, userId, invite);
      const authToken = await createSession(tx, userId, null, userAgent);
      return { authToken, user: await userAnswer(tx, userId, null) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}

async function signupInTroop(
  db: Db,
  defaultTroopId: string,
  input: SignupInput,
  userAgent: string | undefined,
  onCodeAccepted: () => Promise<void>,
) {
  await resolveAccess(db, defaultTroopId, input, false);
  await onCodeAccepted();
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const { troop, invite, becomesTroopLeader, linkScoutId, createRosterEntry, parentOf } = await resolveAccess(
        tx,
        defaultTroopId,
        input,
        true,
      );
      // Checked again under the lock: a concurrent sign-up with this email may have committed since.
      if (await findUserByEmail(tx, input.email)) throw new HttpError(409, EMAIL_TAKEN);

      const userId = await insertAccount(tx, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName });
      await addMembership(tx, {
        userId: userId,
        troopId: troop.id,
        role: input.role,
        // The troop's first leader is its admin; a leader joining with the leader code helps as an assistant until an admin says otherwise.
        leaderRole: becomesTroopLeader ? "admin" : "assistant",
      });

      // Single use: of two sign-ups racing for one code, the second finds it used and rolls back.
      if (invite && (linkScoutId === invite.scoutId || parentOf) && !(await consumeInvite(tx, invite.id, userId))) throw invalidCode();
      if (becomesTroopLeader) {
        await tx.update(troops).set({ leaderUserId: userId, updatedAt: new Date() }).where(eq(troops.id, troop.id));
      }
      if (linkScoutId) {
        await tx.update(scouts).set({ userId: userId, updatedAt: new Date() }).where(eq(scouts.id, linkScoutId));
      }
      if (createRosterEntry) {
        await tx.insert(scouts).values({
          troopId: troop.id,
          userId: userId,
          name: `${input.firstName} ${input.lastName}`,
          email: input.email,
          joinedWithTroopCode: true,
        });
      }
      if (parentOf) await tx.insert(parentLinks).values({ troopId: troop.id, parentUserId: userId, scoutId: parentOf });
      const authToken = await createSession(tx, userId, troop.id, userAgent);
      await markTroopUsed(tx, userId, troop.id);
      return { authToken, user: await userAnswer(tx, userId, troop.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}

/** Checks email and password; the caller handles the failed-attempt limit. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export async function markNotNew(db: Db, { userId }: Account): Promise<void> {
  await db.update(users).set({ isNewUser: false, updatedAt: new Date() }).where(eq(users.id, userId));
}

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect.";

/** Stores the new hash and ends every other session of the user; the calling session stays. */
export async function changePassword(db: Db, { userId }: Account, currentSid: string, input: ChangePasswordRequest) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new HttpError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await deleteOtherSessions(tx, userId, currentSid);
  });
}
