import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

/**
 * The tables that hold no troop's data, and why (docs/decisions/026). Every other table carries its
 * troop and is walled: row-level security enabled and forced, with the `troop_wall` policy
 * (drizzle/0018_troop_walls.sql). A new table is one or the other; the walls test fails otherwise.
 */
export const DEPLOYMENT_TABLES: Record<string, string> = {
  users: "accounts are the deployment's: one account may belong to several troops",
  sessions: "a sign-in's token, looked up before its troop is known; it names the troop it acts in",
  password_reset_tokens: "an account's, and an account may belong to several troops",
  attempt_counters: "limits count per address and per account, never per troop",
  app_instances: "the app's instances running on the database",
  districts: "a district groups troops; it holds a name and no troop's data",
  district_commissioners: "an account's commissioner membership of a district, which sees counts of its troops and never a child",
  district_invites: "a commissioner's invite, to an address, for a district rather than a troop",
  idempotency_keys: "an account's repeated requests, whose first answers go back to that account alone",
};

/** The troops table: readable by anyone (names, addresses, colours), changed only in its own scope. */
export const TROOPS_TABLE = "troops";

export type TableWall = { table: string; rowSecurity: boolean; forced: boolean; troopWall: boolean };

/** Every table of the app's schema, with its row-level security as the database has it. */
export async function tableWalls(db: DbOrTx): Promise<TableWall[]> {
  const result = await db.execute(sql`
    select c.relname as "table", c.relrowsecurity as "rowSecurity", c.relforcerowsecurity as "forced",
      exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'troop_wall') as "troopWall"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`);
  return (result as unknown as { rows: TableWall[] }).rows;
}

/** Tables that hold troop data without the wall (none, unless a new table forgot it). */
export async function tablesWithoutWalls(db: DbOrTx): Promise<string[]> {
  return (await tableWalls(db))
    .filter((t) => !(t.table in DEPLOYMENT_TABLES))
    .filter((t) => !(t.rowSecurity && t.forced && (t.troopWall || t.table === TROOPS_TABLE)))
    .map((t) => t.table);
}
