import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, troopRef, tstz, updatedAt } from "./columns";

export const events = pgTable(
  "events",
  {
    id: id(),
    troopId: troopRef(),
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
    // A "Going" for a full event waits for a place (true) or is refused as full (false).
    waitlist: boolean("waitlist").notNull().default(true),
    // With consent required, a participant counts as going only once a consent is on record.
    consentRequired: boolean("consent_required").notNull().default(false),
    consentText: text("consent_text"),
    kitList: jsonb("kit_list").$type<string[]>().notNull().default([]),
    // In the troop's currency's minor unit (cents); 0 means free.
    costCents: integer("cost_cents").notNull().default(0),
    deletedAt: tstz("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("events_troop_start_idx").on(t.troopId, t.startDate),
    check("events_cost_not_negative", sql`${t.costCents} >= 0`),
    check(
      "events_participants_within_max",
      sql`${t.currentParticipants} >= 0 and (${t.maxParticipants} is null or ${t.maxParticipants} = 0 or ${t.currentParticipants} <= ${t.maxParticipants})`,
    ),
  ],
);
