import { createHash, randomBytes } from "node:crypto";
import type { DbOrTx } from "../../src/server/db/client";
import { passwordResetTokens } from "../../src/server/db/schema";

/** A forgotten-password link's token written straight into the database, as a mailed link leaves it. */
export async function insertResetLink(db: DbOrTx, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    tokenHash: createHash("sha256").update(token).digest("hex"),
    userId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}
