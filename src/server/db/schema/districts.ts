import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz } from "./columns";
import { users } from "./users";

/**
 * A district groups troops (many-troops M6). It holds no troop's data: its commissioners see counts
 * of its troops, never a child. A troop names its district (troops.district_id).
 */
export const districts = pgTable(
  "districts",
  {
    id: id(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("districts_name_unique").on(sql`lower(${t.name})`)],
);

/** An account's commissioner membership of a district: it sees the district overview. */
export const districtCommissioners = pgTable(
  "district_commissioners",
  {
    districtId: uuid("district_id")
      .notNull()
      .references(() => districts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.userId] }), index("district_commissioners_user_idx").on(t.userId)],
);

/**
 * A commissioner's invite, emailed by the operator or by another commissioner: a personal code for
 * one address, used once within 14 days. Only its SHA-256 is kept.
 */
export const districtInvites = pgTable(
  "district_invites",
  {
    id: id(),
    districtId: uuid("district_id")
      .notNull()
      .references(() => districts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull().unique(),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    usedByUserId: uuid("used_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("district_invites_district_idx").on(t.districtId)],
);
