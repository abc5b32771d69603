import { type SQL, sql } from "drizzle-orm";

/**
 * A timestamp column as the JSON's ISO 8601 text (UTC, milliseconds, as Date.toISOString writes
 * it), made by the database: the busiest lists read their timestamps this way instead of making
 * a Date of every one and a string of that again.
 */
export const isoText = (column: SQL | string): SQL =>
  sql`to_char(${typeof column === "string" ? sql.raw(column) : column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
