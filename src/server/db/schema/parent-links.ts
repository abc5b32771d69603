import { index, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { scouts } from "./scouts";
import { troops } from "./troops";
import { users } from "./users";

/** Which parent accounts follow which roster scouts: several parents per child, several children per parent. */
export const parentLinks = pgTable(
  "parent_links",
  {
    id: id(),
    troopId: uuid("troop_id")
      .notNull()
      .references(() => troops.id, { onDelete: "cascade" }),
    parentUserId: uuid("parent_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scoutId: uuid("scout_id")
      .notNull()
      .references(() => scouts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [unique("parent_links_parent_scout_unique").on(t.parentUserId, t.scoutId), index("parent_links_scout_idx").on(t.scoutId)],
);
