import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { memberOf } from "../../auth/memberships";
import type { DbOrTx } from "../../db/client";
import { scoutContacts, scouts, users } from "../../db/schema";
import { parentsOfScouts } from "../scouts/scout-parents.service";

/** One person who receives a scout's messages: the scout (roster email and phone) or a linked parent. */
export type Recipient = {
  scoutId: string;
  scoutName: string;
  name: string;
  relation: "scout" | "parent";
  email: string | null;
  phone: string | null;
  /** A family contact whose email belongs to no account: their email carries an unsubscribe link. */
  familyOnly?: boolean;
};

/**
 * The contacts of each scout that no linked parent account already covers, per scout, each with
 * whether their email belongs to no account at all (docs/product.md, "Families who never sign up").
 */
export async function familyContactsOfScouts(db: DbOrTx, troopId: string, scoutIds: string[]) {
  const byScout = new Map<string, { name: string; email: string | null; phone: string | null; familyOnly: boolean }[]>();
  if (scoutIds.length === 0) return byScout;
  const rows = await db
    .select({
      scoutId: scoutContacts.scoutId,
      name: scoutContacts.name,
      email: sql<string | null>`nullif(lower(btrim(${scoutContacts.email})), '')`,
      phone: sql<string | null>`nullif(btrim(${scoutContacts.phone}), '')`,
      // Spelled out in full: a one-table select renders its columns unqualified, which would name the users' email here.
      hasAccount: sql<boolean>`exists (select 1 from ${users} u where lower(u.email) = lower("scout_contacts"."email"))`.mapWith(Boolean),
    })
    .from(scoutContacts)
    .where(and(eq(scoutContacts.troopId, troopId), inArray(scoutContacts.scoutId, scoutIds)))
    .orderBy(scoutContacts.scoutId, scoutContacts.position);
  for (const { scoutId, hasAccount, ...contact } of rows) {
    byScout.set(scoutId, [...(byScout.get(scoutId) ?? []), { ...contact, familyOnly: !hasAccount }]);
  }
  return byScout;
}

/**
 * Everyone who hears about each scout, per scout: the roster email and phone when the roster has
 * them, every linked parent, and the family's contacts (docs/product.md, "Families who never sign
 * up"). Lists never mix scouts, so a message built from one list never reaches another family; an
 * address appears once per scout.
 */
export async function recipientsOfScouts(db: DbOrTx, troopId: string, scoutIds: string[]): Promise<Map<string, Recipient[]>> {
  const result = new Map<string, Recipient[]>();
  if (scoutIds.length === 0) return result;
  const rows = await db
    .select({ id: scouts.id, name: scouts.name, email: scouts.email, phone: scouts.phone })
    .from(scouts)
    .where(and(eq(scouts.troopId, troopId), inArray(scouts.id, scoutIds), eq(scouts.isActive, true)));
  const parents = await parentsOfScouts(db, troopId, scoutIds);
  const contacts = await familyContactsOfScouts(db, troopId, scoutIds);
  for (const row of rows) {
    const email = row.email?.trim().toLowerCase() || null;
    const phone = row.phone?.trim() || null;
    const list: Recipient[] = [];
    if (email || phone) list.push({ scoutId: row.id, scoutName: row.name, name: row.name, relation: "scout", email, phone });
    for (const parent of parents.get(row.id) ?? []) {
      const parentEmail = parent.email.trim().toLowerCase();
      // A parent who is also the scout's roster address gets one message, as the scout's.
      if (parentEmail === email) continue;
      list.push({
        scoutId: row.id,
        scoutName: row.name,
        name: parent.name.split(" ")[0] ?? parent.name,
        relation: "parent",
        email: parentEmail,
        phone: null,
      });
    }
    const taken = new Set(list.flatMap((r) => (r.email ? [r.email] : [])));
    for (const contact of contacts.get(row.id) ?? []) {
      const contactEmail = contact.email && !taken.has(contact.email) ? contact.email : null;
      if (!contactEmail && !contact.phone) continue;
      if (contactEmail) taken.add(contactEmail);
      list.push({
        scoutId: row.id,
        scoutName: row.name,
        name: contact.name.split(" ")[0] ?? contact.name,
        relation: "parent",
        email: contactEmail,
        phone: contact.phone,
        familyOnly: contact.familyOnly,
      });
    }
    result.set(row.id, list);
  }
  return result;
}

/** The troop's leaders with their account email: the weekly report goes to each. */
export async function leadersOf(db: DbOrTx, troopId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(memberOf(troopId, "leader"), isNotNull(users.email)));
}

/** Unique by address: the same email for a scout and a parent gets one message. */
export function uniqueEmails<T extends { email: string | null }>(list: T[]): (T & { email: string })[] {
  const seen = new Set<string>();
  const out: (T & { email: string })[] = [];
  for (const r of list) {
    if (!r.email || seen.has(r.email)) continue;
    seen.add(r.email);
    out.push(r as T & { email: string });
  }
  return out;
}
