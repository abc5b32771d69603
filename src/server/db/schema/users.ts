import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { LEADER_ROLES, ROLES } from "../../../shared/constants";
import { createdAt, id, troopRef, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    troopId: troopRef(),
    // Stored lower-case; the unique index on lower(email) also guards rows written any other way.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    profileImageUrl: text("profile_image_url"),
    // A number to ring about a child (a parent's, on the camp sheet and with an offer of help).
    phone: text("phone"),
    role: text("role", { enum: ROLES }).notNull().default("scout"),
    // Leaders only: an admin may do everything; an assistant cannot change settings, codes, roles or erase and merge scouts.
    leaderRole: text("leader_role", { enum: LEADER_ROLES }),
    isNewUser: boolean("is_new_user").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`), index("users_troop_idx").on(t.troopId, t.role)],
);
