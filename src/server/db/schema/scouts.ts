import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, troopRef, tstz, updatedAt } from "./columns";
import { patrols } from "./patrols";
import { users } from "./users";

/** The roster entry a leader manages; a scout account links to exactly one. */
export const scouts = pgTable(
  "scouts",
  {
    id: id(),
    troopId: troopRef(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    emergencyContact: text("emergency_contact"),
    emergencyPhone: text("emergency_phone"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    joinDate: tstz("join_date").notNull().defaultNow(),
    isActive: boolean("is_active").notNull().default(true),
    notes: text("notes"),
    // Health and food: edited by the child's parents and leaders, read by them and the child only.
    allergies: text("allergies"),
    medicalNotes: text("medical_notes"),
    dietaryNeeds: text("dietary_needs"),
    /**
     * Made by a sign-up with the troop's scout join code, which anyone in the troop may know: such
     * an entry may share its email with a leader's entry (a leader merges the two), so a child's
     * record is never taken over by someone typing the child's email.
     */
    joinedWithTroopCode: boolean("joined_with_troop_code").notNull().default(false),
    // A patrol with scouts in it cannot be removed (the service says how many; the key is the backstop).
    patrolId: uuid("patrol_id").references(() => patrols.id),
    // At most two per patrol: they take their patrol's register and see its badge progress.
    patrolLeader: boolean("patrol_leader").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("scouts_user_unique").on(t.userId),
    // Not unique: siblings may share a parent's address (the roster marks shared ones as possible duplicates).
    index("scouts_troop_email_idx").on(t.troopId, sql`lower(${t.email})`),
    index("scouts_troop_name_idx").on(t.troopId, t.name),
    index("scouts_patrol_idx").on(t.patrolId),
  ],
);
