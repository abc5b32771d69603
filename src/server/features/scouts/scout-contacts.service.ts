import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Contact, ContactInput } from "../../../shared/api/contacts";
import type { DbOrTx } from "../../db/client";
import { parentLinks, scoutContacts, users } from "../../db/schema";

// A child's contacts (docs/product.md, "Families who never sign up"): read with the roster entry,
// replaced as a whole when a leader or a linked parent saves them.

/** A contact as validated by the shared schema (blank optional fields are null). */
export type StoredContact = { name: string; email: string | null; phone: string | null; relationship: string | null };

/**
 * The roster's contacts column, computed in the roster query: the stored contacts in their order
 * (each marked `hasAccount` when a parent account linked to this child has its email), then the
 * linked parent accounts that are none of them, as contacts from an account. The outer id is
 * spelled out in full: a one-table select renders its columns unqualified.
 */
export const contactsColumn = sql<Contact[]>`(
  select coalesce(jsonb_agg(c.contact order by c.ord, c.pos), '[]'::jsonb) from (
    select 0 as ord, sc.position as pos, jsonb_build_object(
      'name', sc.name, 'email', sc.email, 'phone', sc.phone, 'relationship', sc.relationship,
      'hasAccount', exists (
        select 1 from ${parentLinks} pl join ${users} u on u.id = pl.parent_user_id
        where pl.scout_id = sc.scout_id and lower(u.email) = lower(sc.email)
      ),
      'account', false,
      'invitedAt', to_char(sc.invited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) as contact
    from ${scoutContacts} sc where sc.scout_id = "scouts"."id"
    union all
    select 1, row_number() over (order by u.first_name, u.last_name, u.id), jsonb_build_object(
      'name', u.first_name || ' ' || u.last_name, 'email', u.email, 'phone', u.phone, 'relationship', 'Parent',
      'hasAccount', true, 'account', true, 'invitedAt', null
    )
    from ${parentLinks} pl join ${users} u on u.id = pl.parent_user_id
    where pl.scout_id = "scouts"."id"
      and not exists (select 1 from ${scoutContacts} sc where sc.scout_id = pl.scout_id and lower(sc.email) = lower(u.email))
  ) c
)`;

/**
 * Replaces a child's contacts with `contacts`, in the caller's transaction. A contact who keeps their
 * email keeps when they were last invited, so re-saving the form never forgets an invite.
 */
export async function replaceContacts(tx: DbOrTx, troopId: string, scoutId: string, contacts: ContactInput[] | StoredContact[]) {
  const held = await tx
    .select({ email: scoutContacts.email, invitedAt: scoutContacts.invitedAt })
    .from(scoutContacts)
    .where(and(eq(scoutContacts.troopId, troopId), eq(scoutContacts.scoutId, scoutId)));
  const invited = new Map(held.flatMap((h) => (h.email && h.invitedAt ? [[h.email.toLowerCase(), h.invitedAt] as const] : [])));
  await tx.delete(scoutContacts).where(and(eq(scoutContacts.troopId, troopId), eq(scoutContacts.scoutId, scoutId)));
  if (contacts.length === 0) return;
  await tx.insert(scoutContacts).values(
    (contacts as StoredContact[]).map((c, position) => ({
      troopId,
      scoutId,
      position,
      name: c.name,
      email: c.email ?? null,
      phone: c.phone ?? null,
      relationship: c.relationship ?? null,
      invitedAt: c.email ? (invited.get(c.email.toLowerCase()) ?? null) : null,
    })),
  );
}

/** The stored contacts of several children (one family's list per child), in their order. */
export async function contactsOfScouts(db: DbOrTx, troopId: string, scoutIds: string[]) {
  const byScout = new Map<string, (StoredContact & { invitedAt: Date | null })[]>();
  if (scoutIds.length === 0) return byScout;
  const rows = await db
    .select({
      scoutId: scoutContacts.scoutId,
      name: scoutContacts.name,
      email: scoutContacts.email,
      phone: scoutContacts.phone,
      relationship: scoutContacts.relationship,
      invitedAt: scoutContacts.invitedAt,
    })
    .from(scoutContacts)
    .where(and(eq(scoutContacts.troopId, troopId), inArray(scoutContacts.scoutId, scoutIds)))
    .orderBy(asc(scoutContacts.scoutId), asc(scoutContacts.position));
  for (const { scoutId, ...contact } of rows) byScout.set(scoutId, [...(byScout.get(scoutId) ?? []), contact]);
  return byScout;
}
