import { index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { activities } from "./activities";
import { createdAt, id } from "./columns";
import { scouts } from "./scouts";
import { troops } from "./troops";
import { users } from "./users";

export const activityReactions = pgTable(
  "activity_reactions",
  {
    id: id(),
    troopId: uuid("troop_id")
      .notNull()
      .references(() => troops.id, { onDelete: "cascade" }),
    activityId: uuid("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    scoutId: uuid("scout_id").references(() => scouts.id, { onDelete: "cascade" }),
    leaderUserId: uuid("leader_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    emoji: text("emoji").notNull(),
    message: text("message"),
    createdAt: createdAt(),
  },
  // One leader's same emoji on one activity is one reaction (sending it again changes nothing).
  (t) => [
    index("activity_reactions_activity_idx").on(t.activityId),
    unique("activity_reactions_activity_leader_emoji_unique").on(t.activityId, t.leaderUserId, t.emoji),
  ],
);
