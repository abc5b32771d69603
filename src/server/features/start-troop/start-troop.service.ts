import { eq } from "drizzle-orm";
import type { StartTroopResponse } from "../../../shared/api/start-troop";
import { SLUG_TAKEN } from "../../../shared/troop-slug";
import { addMembership, markTroopUsed } from "../../auth/memberships";
import { createSession } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { sessions, troops } from "../../db/schema";
import { insertTroop } from "../../db/seed/seed";
import { inTroop, setRequestTroop } from "../../db/troop-scope";
import { HttpError, isUniqueViolation } from "../../lib/http-error";
import { hashPassword } from "../../lib/passwords";
import { EMAIL_TAKEN, findUserByEmail, insertAccount, userAnswer } from "../auth/auth.service";

export type NewTroop = { troopName: string; slug: string };
/** Who starts it: the signed-in account and its session, or a new account made with the troop. */
export type Founder = { userId: string; sid: string } | { firstName: string; lastName: string; email: string; password: string };

const slugTaken = () => new HttpError(409, SLUG_TAKEN, { slug: SLUG_TAKEN });
const emailTaken = () => new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });

/**
 * Starts a troop (many-troops M3): default branding, the starter badge catalogue and its own codes,
 * with the founder as its admin and first leader. A signed-in founder's session moves to the new
 * troop; a new founder gets a session there. Either way the next page is the troop's onboarding.
 * One transaction: a taken address or email leaves nothing behind.
 */
export async function startTroop(db: Db, troop: NewTroop, founder: Founder, userAgent?: string): Promise<StartTroopResponse> {
  const slugInUse = async () => (await db.select({ id: troops.id }).from(troops).where(eq(troops.slug, troop.slug)).limit(1)).length > 0;
  if (await slugInUse()) throw slugTaken();
  const passwordHash = "password" in founder ? await hashPassword(founder.password) : null;
  try {
    return await db.transaction(async (tx) => {
      let userId: string;
      if ("sid" in founder) {
        userId = founder.userId;
      } else {
        if (await findUserByEmail(tx, founder.email)) throw emailTaken();
        userId = await insertAccount(tx, {
          email: founder.email,
          passwordHash: passwordHash ?? "",
          firstName: founder.firstName,
          lastName: founder.lastName,
        });
      }
      const { id: troopId } = await insertTroop(tx, troop);
      // The founder acts in the new troop from here on.
      setRequestTroop(troopId);
      return inTroop(troopId, async () => {
        await tx.update(troops).set({ leaderUserId: userId }).where(eq(troops.id, troopId));
        await addMembership(tx, { userId, troopId, role: "leader", leaderRole: "admin" });
        let authToken: string | undefined;
        if ("sid" in founder) await tx.update(sessions).set({ troopId }).where(eq(sessions.sid, founder.sid));
        else authToken = await createSession(tx, userId, troopId, userAgent);
        await markTroopUsed(tx, userId, troopId);
        const user = await userAnswer(tx, userId, troopId);
        return { troop: { id: troopId, slug: troop.slug, name: troop.troopName }, ...(authToken ? { authToken } : {}), user };
      });
    });
  } catch (error) {
    // Two people racing for one address or one email: the unique indexes decide, and the loser hears why.
    if (isUniqueViolation(error)) throw (await slugInUse()) ? slugTaken() : emailTaken();
    throw error;
  }
}
