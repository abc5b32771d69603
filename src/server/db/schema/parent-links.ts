import { index, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, scoutRef, troopRef } from "./columns";
import { users } from "./users";

/** Which parent accounts follow which roster scouts: several parents per child, several children per parent. */
export const parentLinks = pgTable(
  "parent_links",
  {
    id: id(),
    troopId: troopRef(),
    parentUserId: uuid("parent_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scoutId: scoutRef().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("parent_links_parent_scout_unique").on(t.parentUserId, t.scoutId), index("parent_links_scout_idx").on(t.scoutId)],
);
