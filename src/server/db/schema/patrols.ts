import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, troopRef, updatedAt } from "./columns";

/** A patrol (six, den): how a leader groups the roster, whom a message goes to, whose register a patrol leader takes. */
export const patrols = pgTable(
  "patrols",
  {
    id: id(),
    troopId: troopRef(),
    name: text("name").notNull(),
    // A #rrggbb colour, shown as the patrol's mark on the roster and the attendance form.
    color: text("color").notNull(),
    // Said under the name; null when the patrol has none.
    motto: text("motto"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("patrols_troop_name_unique").on(t.troopId, sql`lower(${t.name})`)],
);
