import { sql } from "drizzle-orm";
import { timestamp, uuid } from "drizzle-orm/pg-core";
import { scouts } from "./scouts";
import { troops } from "./troops";

// Column helpers every table shares. Function declarations only: the tables import this file and
// troopRef/scoutRef name two of them, so nothing here may be read before every module has loaded.

/** A uuid primary key the database fills in. */
export function id() {
  return uuid("id").primaryKey().default(sql`gen_random_uuid()`);
}

export function createdAt() {
  return timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
}

/** A timestamptz, read as a Date. */
export function tstz(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** The troop a row belongs to: required, and gone with the troop. */
export function troopRef() {
  return uuid("troop_id")
    .notNull()
    .references(() => troops.id, { onDelete: "cascade" });
}

/** The roster scout a row is about, gone with the scout; add .notNull() where every row has one. */
export function scoutRef() {
  return uuid("scout_id").references(() => scouts.id, { onDelete: "cascade" });
}
