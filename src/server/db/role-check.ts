import { sql } from "drizzle-orm";
import { SettingsError } from "../env";
import type { Db } from "./client";

/**
 * Row-level security does not hold a superuser or a role with BYPASSRLS: on such a role every
 * troop would see every other's rows through any forgotten filter. The app will not start on one:
 * a setting to change, said in one line.
 */
export async function refuseRoleAboveTheWalls(db: Db): Promise<void> {
  const { rows } = (await db.execute(
    sql`select current_user as role, (rolsuper or rolbypassrls) as above from pg_roles where rolname = current_user`,
  )) as unknown as { rows: { role: string; above: boolean }[] };
  const row = rows[0];
  if (row?.above) {
    throw new SettingsError(
      `DATABASE_URL connects as "${row.role}", a role that is a superuser or has BYPASSRLS, so row-level security would not keep troops apart. Set DATABASE_URL to a role without SUPERUSER and BYPASSRLS (README, "On a PostgreSQL server").`,
    );
  }
}
