import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";

/** The signed-in account's own phone number (the account's, in every troop it belongs to), or null when none is kept. */
export async function accountPhone(db: DbOrTx, actor: Actor): Promise<{ phone: string | null }> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, actor.userId));
  return { phone: row?.phone ?? null };
}

/** Keeps (or, with null, forgets) the account's own phone number. */
export async function setAccountPhone(db: DbOrTx, actor: Actor, phone: string | null): Promise<{ phone: string | null }> {
  const [row] = await db
    .update(users)
    .set({ phone, updatedAt: new Date() })
    .where(eq(users.id, actor.userId))
    .returning({ phone: users.phone });
  return { phone: row?.phone ?? null };
}
