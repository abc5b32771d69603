import { z } from "zod";
import { LIMITS } from "../constants";
import { boundedText, freeFormFields, hexColor, optionalEmail, optionalSafeUrl, optionalText, requiredText } from "./common";

export const brandingResponse = z.object({
  troopName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  customWelcomeMessage: z.string(),
});
export type Branding = z.infer<typeof brandingResponse>;

export const TROOP_FLAGS = [
  "enablePublicProfile",
  "enableParentPortal",
  "enableAdvancementTracking",
  "enableActivityFeed",
  "requireParentApproval",
  "emailNotifications",
  "smsNotifications",
  "weeklyReports",
  "badgeReminders",
  "eventReminders",
] as const;
export type TroopFlag = (typeof TROOP_FLAGS)[number];

const flagShape = Object.fromEntries(TROOP_FLAGS.map((f) => [f, z.boolean({ error: "Must be true or false." }).optional()])) as {
  [K in TroopFlag]: z.ZodOptional<z.ZodBoolean>;
};

/**
 * PUT body: the whole configuration; server-owned fields (id, leaderUserId, codes, timestamps) are ignored.
 * A field left out keeps its value (like the flags); "" or null clears an optional one.
 */
export const troopConfigurationUpdate = z.object({
  troopName: requiredText(LIMITS.name, "Troop name"),
  troopNumber: optionalText(50, "Troop number").optional(),
  region: optionalText(LIMITS.name, "Region").optional(),
  logoUrl: optionalSafeUrl("Logo URL").optional(),
  primaryColor: hexColor("Primary colour").optional(),
  secondaryColor: hexColor("Secondary colour").optional(),
  accentColor: hexColor("Accent colour").optional(),
  meetingLocation: optionalText(LIMITS.shortText, "Meeting location").optional(),
  meetingSchedule: optionalText(LIMITS.shortText, "Meeting schedule").optional(),
  contactEmail: optionalEmail("Contact email").optional(),
  contactPhone: optionalText(50, "Contact phone").optional(),
  website: optionalSafeUrl("Website").optional(),
  customWelcomeMessage: boundedText(LIMITS.notes, "Welcome message").nullish(),
  customBadgeCategories: z.array(boundedText(LIMITS.listItemLength, "Badge category")).max(LIMITS.listItems).nullish(),
  customEventTypes: z.array(boundedText(LIMITS.listItemLength, "Event type")).max(LIMITS.listItems).nullish(),
  additionalFields: freeFormFields("Additional fields").nullish(),
  ...flagShape,
});
export type TroopConfigurationUpdate = z.input<typeof troopConfigurationUpdate>;

export const troopConfigurationResponse = z.object({
  id: z.string(),
  troopName: z.string(),
  troopNumber: z.string().nullable(),
  region: z.string().nullable(),
  leaderUserId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  meetingLocation: z.string().nullable(),
  meetingSchedule: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  customWelcomeMessage: z.string().nullable(),
  customBadgeCategories: z.array(z.string()).nullable(),
  customEventTypes: z.array(z.string()).nullable(),
  additionalFields: z.record(z.string(), z.unknown()).nullable(),
  ...(Object.fromEntries(TROOP_FLAGS.map((f) => [f, z.boolean()])) as { [K in TroopFlag]: z.ZodBoolean }),
  leaderInviteCode: z.string(),
  scoutJoinCode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TroopConfiguration = z.infer<typeof troopConfigurationResponse>;
