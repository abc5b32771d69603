import { type SQL, sql } from "drizzle-orm";
import { scouts } from "../../db/schema";

/**
 * "Possible duplicate" on the roster: entries of one troop that share a name (compared without case
 * or spaces, so "Ada  Pine" and "ada pine" match) or an email (without case). A sign-up with the
 * troop's join code always makes a new entry, so a child a leader had already added shows up twice
 * until a leader merges the two.
 *
 * Each entry's key is computed once in a CTE and the pairs come from two equality joins, so the
 * database matches a roster of hundreds with hash joins instead of comparing every pair.
 */
const NAME_KEY = sql`lower(regexp_replace(${scouts.name}, '\\s', '', 'g'))`;

/** A derived table `possible_duplicates (id, list)` for the troop's entries that have a duplicate; join it on `id`. */
export function possibleDuplicatesTable(troopId: string): SQL {
  return sql`(
    with keyed as (
      select ${scouts.id} as id, ${scouts.name} as name, ${NAME_KEY} as name_key, lower(${scouts.email}) as email_key
      from ${scouts} where ${scouts.troopId} = ${troopId}
    ), pairs as (
      select a.id, b.id as other_id, b.name as other_name from keyed a join keyed b on a.name_key = b.name_key and a.id <> b.id
      union
      select a.id, b.id, b.name from keyed a join keyed b on a.email_key = b.email_key and a.id <> b.id
    )
    select id, jsonb_agg(jsonb_build_object('id', other_id, 'name', other_name) order by other_name, other_id) as list
    from pairs group by id
  ) as possible_duplicates`;
}

/** The column read from the joined table: an empty list for an entry without duplicates. */
export const possibleDuplicatesColumn = sql<{ id: string; name: string }[]>`coalesce(possible_duplicates.list, '[]'::jsonb)`;

export const possibleDuplicatesJoin = sql`possible_duplicates.id = ${scouts.id}`;
