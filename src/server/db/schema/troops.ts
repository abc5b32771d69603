import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { type CustomKey, DEFAULT_BRANDING } from "../../../shared/constants";
import { createdAt, id, tstz, updatedAt } from "./columns";
import { districts } from "./districts";

/** The troop and its configuration. One row per troop. */
export const troops = pgTable(
  "troops",
  {
    id: id(),
    troopName: text("troop_name").notNull().default(DEFAULT_BRANDING.troopName),
    // The troop's address on a deployment of many troops: /t/{slug} (shared/troop-slug.ts has the rules).
    slug: text("slug").notNull().unique(),
    troopNumber: text("troop_number"),
    region: text("region"),
    // No foreign key: users reference troops, and the first leader is set after the troop exists.
    leaderUserId: uuid("leader_user_id"),
    // Set by the operator (troop:disable): its people can neither sign in nor call anything; nothing is deleted.
    pausedAt: tstz("paused_at"),
    // The district the troop belongs to (many-troops M6): its commissioners see the troop's counts. Its admins may leave it.
    districtId: uuid("district_id").references(() => districts.id, { onDelete: "set null" }),
    logoUrl: text("logo_url"),
    primaryColor: text("primary_color").notNull().default(DEFAULT_BRANDING.primaryColor),
    secondaryColor: text("secondary_color").notNull().default(DEFAULT_BRANDING.secondaryColor),
    accentColor: text("accent_color").notNull().default(DEFAULT_BRANDING.accentColor),
    meetingLocation: text("meeting_location"),
    meetingSchedule: text("meeting_schedule"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    website: text("website"),
    customWelcomeMessage: text("custom_welcome_message").notNull().default(""),
    // The troop's own badge categories and event types, beside the built-in ones.
    customBadgeCategories: jsonb("custom_badge_categories").$type<CustomKey[]>(),
    customEventTypes: jsonb("custom_event_types").$type<CustomKey[]>(),
    additionalFields: jsonb("additional_fields").$type<Record<string, unknown>>(),
    enablePublicProfile: boolean("enable_public_profile").notNull().default(false),
    enableParentPortal: boolean("enable_parent_portal").notNull().default(true),
    enableAdvancementTracking: boolean("enable_advancement_tracking").notNull().default(true),
    enableActivityFeed: boolean("enable_activity_feed").notNull().default(true),
    requireParentApproval: boolean("require_parent_approval").notNull().default(false),
    requireLeaderApproval: boolean("require_leader_approval").notNull().default(false),
    emailNotifications: boolean("email_notifications").notNull().default(true),
    smsNotifications: boolean("sms_notifications").notNull().default(false),
    weeklyReports: boolean("weekly_reports").notNull().default(true),
    badgeReminders: boolean("badge_reminders").notNull().default(true),
    eventReminders: boolean("event_reminders").notNull().default(true),
    // IANA name; null means the server's zone, so a troop that never chose one follows the host.
    timeZone: text("time_zone"),
    // ISO 4217 code that event costs are shown in.
    currency: text("currency").notNull().default("USD"),
    leaderInviteCode: text("leader_invite_code").notNull().unique(),
    scoutJoinCode: text("scout_join_code").notNull().unique(),
    // Signs the unsubscribe links of the troop's emails (lib/unsubscribe-token.ts); never leaves the server.
    mailLinkSecret: text("mail_link_secret")
      .notNull()
      .default(sql`encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("troops_district_idx").on(t.districtId)],
);
