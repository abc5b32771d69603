import { index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { activities } from "./activities";
import { createdAt, id, scoutRef, troopRef } from "./columns";
import { users } from "./users";

export const activityReactions = pgTable(
  "activity_reactions",
  {
    id: id(),
    troopId: troopRef(),
    activityId: uuid("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    scoutId: scoutRef(),
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
