import { z } from "zod";
import { BADGE_CATEGORIES, CUSTOM_KEY_LIMITS, LIMITS } from "../constants";
import { lowContrastMessage } from "../contrast";
import { isIanaTimeZone } from "../time-zone";
import { boundedText, freeFormFields, hexColor, optionalEmail, optionalSafeUrl, optionalText, requiredText } from "./common";
import { currencyCode } from "./event-logistics";

export const brandingResponse = z.object({
  troopName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  customWelcomeMessage: z.string(),
  /**
   * The troop's time zone (IANA name): every screen shows dates in it, so leaders and families read
   * one day and hour for one event. Absent only in the client's fallback when branding cannot be read.
   */
  timeZone: z.string().optional(),
  /** ISO 4217 code event costs are shown in (scouts and parents see the cost in it). Absent only in the client's fallback. */
  currency: z.string().optional(),
});
export type Branding = z.infer<typeof brandingResponse>;

const { keyLength, labelLength, items } = CUSTOM_KEY_LIMITS;

/** One custom badge category or event type: a stable key (what badges and events store) and the label people see. */
export const customKeySchema = z.object({
  key: z
    .string({ error: "Key must be text." })
    .trim()
    .min(1, { error: "Key is required." })
    .max(keyLength, { error: `Key must be at most ${keyLength} characters.` })
    .regex(/^[a-z0-9-]+$/, { error: "Key may use lowercase letters, digits and dashes only." }),
  label: requiredText(labelLength, "Label"),
});
export const customKeyResponse = z.object({ key: z.string(), label: z.string() });

/** A troop's list of custom keys: at most 20, keys unique and never one of the built-in ones. */
export function customKeyList(label: string, what: string, builtIn: readonly string[]) {
  return z
    .array(customKeySchema, { error: `${label} must be a list.` })
    .max(items, { error: `${label} can have at most ${items} items.` })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        if (builtIn.includes(item.key)) {
          ctx.addIssue({ code: "custom", path: [index, "key"], message: `"${item.key}" is already a built-in ${what}.` });
        } else if (seen.has(item.key)) {
          ctx.addIssue({ code: "custom", path: [index, "key"], message: `The key "${item.key}" is used twice.` });
        }
        seen.add(item.key);
      });
    });
}

export const TROOP_FLAGS = [
  "enablePublicProfile",
  "enableParentPortal",
  "enableAdvancementTracking",
  "enableActivityFeed",
  "requireParentApproval",
  "requireLeaderApproval",
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
  // The theme's text on the primary colour must stay readable (WCAG 4.5:1).
  primaryColor: hexColor("Primary colour")
    .superRefine((value, ctx) => {
      const message = lowContrastMessage(value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .optional(),
  secondaryColor: hexColor("Secondary colour").optional(),
  accentColor: hexColor("Accent colour").optional(),
  meetingLocation: optionalText(LIMITS.shortText, "Meeting location").optional(),
  meetingSchedule: optionalText(LIMITS.shortText, "Meeting schedule").optional(),
  contactEmail: optionalEmail("Contact email").optional(),
  contactPhone: optionalText(50, "Contact phone").optional(),
  website: optionalSafeUrl("Website").optional(),
  customWelcomeMessage: boundedText(LIMITS.notes, "Welcome message").nullish(),
  customBadgeCategories: customKeyList("Badge categories", "category", BADGE_CATEGORIES).nullish(),
  customEventTypes: customKeyList("Event types", "event type", []).nullish(),
  additionalFields: freeFormFields("Additional fields").nullish(),
  timeZone: z
    .string({ error: "Time zone must be text." })
    .trim()
    .refine(isIanaTimeZone, { error: "Time zone must be a time-zone name like Europe/London or America/New_York." })
    .optional(),
  /** ISO 4217, e.g. USD, GBP, EUR: event costs are in its minor unit. */
  currency: currencyCode.optional(),
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
  customBadgeCategories: z.array(customKeyResponse).nullable(),
  customEventTypes: z.array(customKeyResponse).nullable(),
  additionalFields: z.record(z.string(), z.unknown()).nullable(),
  /** IANA name; the server's zone until a leader picks one. Schedules and dates in messages use it. */
  timeZone: z.string(),
  /** ISO 4217 code of event costs; USD until a leader picks one. */
  currency: z.string(),
  ...(Object.fromEntries(TROOP_FLAGS.map((f) => [f, z.boolean()])) as { [K in TroopFlag]: z.ZodBoolean }),
  /** Null for assistants: only the troop's admins invite leaders (docs/product.md, "Leaders' roles"). */
  leaderInviteCode: z.string().nullable(),
  scoutJoinCode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TroopConfiguration = z.infer<typeof troopConfigurationResponse>;

/**
 * GET /api/troop/features (any signed-in user): what the screens need to know of the troop's
 * switches and custom lists, without the leaders-only configuration (codes, contacts).
 */
export const troopFeaturesResponse = z.object({
  enableAdvancementTracking: z.boolean(),
  requireLeaderApproval: z.boolean(),
  enableActivityFeed: z.boolean(),
  customBadgeCategories: z.array(customKeyResponse),
  customEventTypes: z.array(customKeyResponse),
});
export type TroopFeatures = z.infer<typeof troopFeaturesResponse>;

/**
 * GET /api/troop/contact (any signed-in user): how families reach the leaders, as the leaders set it
 * in Troop Settings (General and Contact). The phone is for the troop's own families only; the
 * public page leaves it out.
 */
export const troopContactResponse = z.object({
  troopName: z.string(),
  meetingLocation: z.string().nullable(),
  meetingSchedule: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
});
export type TroopContact = z.infer<typeof troopContactResponse>;

export const CONTACT_LIMITS = { subject: 150, message: 2000 } as const;

/** POST /api/troop/contact (parents): a message to the leaders, sent by email to the troop's contact address or every leader. */
export const contactLeadersRequest = z.object({
  subject: requiredText(CONTACT_LIMITS.subject, "Subject"),
  message: requiredText(CONTACT_LIMITS.message, "Message"),
});
export type ContactLeadersRequest = z.input<typeof contactLeadersRequest>;

/** How many addresses it was queued for, and whether this deployment can send email at all. */
export const contactLeadersResponse = z.object({ queued: z.number().int(), delivered: z.boolean() });
export type ContactLeadersResponse = z.infer<typeof contactLeadersResponse>;
