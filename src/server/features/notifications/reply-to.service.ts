import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";

/**
 * The Reply-To of an email from this account: `"Name" <address>`, so a reply in a mail program
 * reaches the person who wrote. Quotes and backslashes are dropped from the name, which is all a
 * quoted display name must not hold.
 */
export async function replyToOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.email) return null;
  const name = `${user.firstName} ${user.lastName}`.replace(/["\\\r\n]/g, "").trim();
  return name ? `"${name}" <${user.email}>` : user.email;
}
