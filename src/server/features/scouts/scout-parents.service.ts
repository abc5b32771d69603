import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { LinkedParent } from "../../../shared/api/family";
import type { DbOrTx } from "../../db/client";
import { parentLinks, users } from "../../db/schema";

// A scout's linked parent accounts: the roster shows them, and messages about a scout reach them.

/**
 * The parent accounts linked to each of the scouts, by scout id, in one query (for messages about
 * those children): a scout's list holds only that family's addresses.
 */
export async function parentsOfScouts(db: DbOrTx, troopId: string, scoutIds: string[]): Promise<Map<string, LinkedParent[]>> {
  const byScout = new Map<string, LinkedParent[]>();
  if (scoutIds.length === 0) return byScout;
  const rows = await db
    .select({
      scoutId: parentLinks.scoutId,
      userId: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
    })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.parentUserId))
    .where(and(eq(parentLinks.troopId, troopId), inArray(parentLinks.scoutId, scoutIds)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  for (const { scoutId, ...parent } of rows) byScout.set(scoutId, [...(byScout.get(scoutId) ?? []), parent]);
  return byScout;
}

/**
 * The roster's parents column: each scout's linked parents as JSON, computed in the roster query.
 * The outer id is spelled out in full: a one-table select renders its columns unqualified.
 */
export const linkedParentsColumn = sql<LinkedParent[]>`coalesce((
  select jsonb_agg(jsonb_build_object('userId', u.id, 'name', u.first_name || ' ' || u.last_name, 'email', u.email)
    order by u.first_name, u.last_name, u.id)
  from ${parentLinks} pl join ${users} u on u.id = pl.parent_user_id
  where pl.scout_id = "scouts"."id"
), '[]'::jsonb)`;
