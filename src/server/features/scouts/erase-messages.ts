import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { outbox, scoutContacts, scouts, users } from "../../db/schema";

type Erased = {
  scoutId: string;
  userId: string | null;
  /** The roster email, the family contacts' emails and, when the account is erased too, the account's email. */
  emails: (string | null | undefined)[];
  phone: string | null;
};

/**
 * Deletes the outbox messages (queued, sent or failed) addressed to a scout who is being erased, so
 * the child's address no longer shows in the leaders' delivery list. Messages carry no scout, only a
 * recipient, so they are found by address within the troop: emails to the roster or account email,
 * texts to the roster phone. An address someone who stays still uses (a parent's own email given as
 * the child's, a sibling's contact, a sibling's phone) is theirs too, and its messages are left to them.
 */
export async function eraseMessagesTo(tx: Tx, troopId: string, erased: Erased): Promise<void> {
  const emails = [...new Set(erased.emails.map((e) => e?.trim().toLowerCase()).filter((e): e is string => Boolean(e)))];
  const phone = erased.phone?.trim() || null;
  const recipient = sql`lower(${outbox.recipient})`;

  const toAddress: SQL[] = [];
  if (emails.length > 0) {
    const otherScout = tx
      .select({ one: sql`1` })
      .from(scouts)
      .where(and(eq(scouts.troopId, troopId), ne(scouts.id, erased.scoutId), sql`lower(${scouts.email}) = ${recipient}`));
    const otherContact = tx
      .select({ one: sql`1` })
      .from(scoutContacts)
      .where(
        and(
          eq(scoutContacts.troopId, troopId),
          ne(scoutContacts.scoutId, erased.scoutId),
          sql`lower(${scoutContacts.email}) = ${recipient}`,
        ),
      );
    const otherAccount = tx
      .select({ one: sql`1` })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${recipient}`, erased.userId ? ne(users.id, erased.userId) : undefined));
    toAddress.push(
      sql`(${eq(outbox.channel, "email")} and ${inArray(recipient, emails)} and not exists ${otherScout} and not exists ${otherContact} and not exists ${otherAccount})`,
    );
  }
  if (phone) {
    const otherPhone = tx
      .select({ one: sql`1` })
      .from(scouts)
      .where(and(eq(scouts.troopId, troopId), ne(scouts.id, erased.scoutId), sql`btrim(${scouts.phone}) = ${outbox.recipient}`));
    toAddress.push(sql`(${eq(outbox.channel, "sms")} and ${eq(outbox.recipient, phone)} and not exists ${otherPhone})`);
  }
  if (toAddress.length === 0) return;
  await tx.delete(outbox).where(and(eq(outbox.troopId, troopId), or(...toAddress)));
}
