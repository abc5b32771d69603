import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz, updatedAt } from "./columns";
import { troops } from "./troops";

export const events = pgTable(
  "events",
  {
    id: id(),
    troopId: uuid("troop_id")
      .notNull()
      .references(() => troops.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull(),
    startDate: tstz("start_date").notNull(),
    endDate: tstz("end_date"),
    location: text("location").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    badgeOpportunities: jsonb("badge_opportunities").$type<string[]>().notNull().default([]),
    // null or 0 means unlimited.
    maxParticipants: integer("max_participants"),
    // Kept equal to the participant rows by the join/remove transactions; the check makes overflow impossible.
    currentParticipants: integer("current_participants").notNull().default(0),
    // One of the troop's custom event types (a key), or null.
    eventType: text("event_type"),
    isFeatured: boolean("is_featured").notNull().default(false),
    deletedAt: tstz("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("events_troop_start_idx").on(t.troopId, t.startDate),
    check(
      "events_participants_within_max",
      sql`${t.currentParticipants} >= 0 and (${t.maxParticipants} is null or ${t.maxParticipants} = 0 or ${t.currentParticipants} <= ${t.maxParticipants})`,
    ),
  ],
);
