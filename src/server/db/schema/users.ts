import { sql } from "drizzle-orm";
import { boolean, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

/** An account of the deployment: one email, one password. Its troops and roles are its memberships. */
export const users = pgTable(
  "users",
  {
    id: id(),
    // Stored lower-case; the unique index on lower(email) also guards rows written any other way.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    profileImageUrl: text("profile_image_url"),
    // A number to ring about a child (a parent's, on the camp sheet and with an offer of help).
    phone: text("phone"),
    isNewUser: boolean("is_new_user").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)],
);
