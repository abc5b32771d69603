import { type TroopConfiguration, type TroopConfigurationUpdate, type TroopFlag, troopConfigurationUpdate } from "@shared/api/troop";
import { DEFAULT_BRANDING } from "@shared/constants";
import { z } from "zod";
import { requestForm } from "@/lib/request-form";

/** Troop Settings form: the editable copy of the configuration and its mapping back to the PUT body (pure). */

export const TEXT_FIELDS = [
  "troopName",
  "troopNumber",
  "region",
  "meetingLocation",
  "meetingSchedule",
  "timeZone",
  "customWelcomeMessage",
  "logoUrl",
  "primaryColor",
  "secondaryColor",
  "accentColor",
  "contactEmail",
  "contactPhone",
  "website",
] as const;
export type SettingsTextField = (typeof TEXT_FIELDS)[number];

export const FEATURE_FLAGS = [
  "enablePublicProfile",
  "enableParentPortal",
  "enableAdvancementTracking",
  "enableActivityFeed",
  "requireParentApproval",
  "requireLeaderApproval",
] as const satisfies readonly TroopFlag[];
export const NOTIFICATION_FLAGS = [
  "emailNotifications",
  "smsNotifications",
  "weeklyReports",
  "badgeReminders",
  "eventReminders",
] as const satisfies readonly TroopFlag[];

const settingsFormValuesSchema = z.object({
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, z.string()])) as Record<SettingsTextField, z.ZodString>),
  ...(Object.fromEntries([...FEATURE_FLAGS, ...NOTIFICATION_FLAGS].map((f) => [f, z.boolean()])) as Record<TroopFlag, z.ZodBoolean>),
});
export type SettingsFormValues = z.infer<typeof settingsFormValuesSchema>;
/** Every field of the form, in tab order (server refusals land on these). */
export const SETTINGS_FIELDS = Object.keys(settingsFormValuesSchema.shape) as (SettingsTextField | TroopFlag)[];

export type SettingsTab = "general" | "branding" | "features" | "notifications" | "contact";

/** Which tab shows each field (to open the tab of a field the server refused). */
export const FIELD_TAB: Record<SettingsTextField | TroopFlag, SettingsTab> = {
  troopName: "general",
  troopNumber: "general",
  region: "general",
  meetingLocation: "general",
  meetingSchedule: "general",
  timeZone: "general",
  customWelcomeMessage: "general",
  logoUrl: "branding",
  primaryColor: "branding",
  secondaryColor: "branding",
  accentColor: "branding",
  enablePublicProfile: "features",
  enableParentPortal: "features",
  enableAdvancementTracking: "features",
  enableActivityFeed: "features",
  requireParentApproval: "features",
  requireLeaderApproval: "features",
  emailNotifications: "notifications",
  smsNotifications: "notifications",
  weeklyReports: "notifications",
  badgeReminders: "notifications",
  eventReminders: "notifications",
  contactEmail: "contact",
  contactPhone: "contact",
  website: "contact",
};
export const TAB_ORDER: SettingsTab[] = ["general", "branding", "features", "notifications", "contact"];

/** Server configuration → form values (null becomes ""). */
export function toSettingsForm(config: TroopConfiguration): SettingsFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, config[f] ?? ""])) as Record<SettingsTextField, string>;
  const flags = Object.fromEntries([...FEATURE_FLAGS, ...NOTIFICATION_FLAGS].map((f) => [f, Boolean(config[f])])) as Record<
    TroopFlag,
    boolean
  >;
  return {
    ...text,
    primaryColor: text.primaryColor || DEFAULT_BRANDING.primaryColor,
    secondaryColor: text.secondaryColor || DEFAULT_BRANDING.secondaryColor,
    accentColor: text.accentColor || DEFAULT_BRANDING.accentColor,
    ...flags,
  };
}

/**
 * Form values → PUT body: the whole configuration (text trimmed; "" clears an optional field), keeping
 * the fields the form does not edit (custom categories, event types, additional fields) as they were.
 */
export function toConfigurationUpdate(values: SettingsFormValues, saved?: TroopConfiguration | null): TroopConfigurationUpdate {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, values[f].trim()])) as Record<SettingsTextField, string>;
  const flags = Object.fromEntries([...FEATURE_FLAGS, ...NOTIFICATION_FLAGS].map((f) => [f, values[f]])) as Record<TroopFlag, boolean>;
  return {
    ...text,
    primaryColor: text.primaryColor.toLowerCase(),
    secondaryColor: text.secondaryColor.toLowerCase(),
    accentColor: text.accentColor.toLowerCase(),
    customBadgeCategories: saved?.customBadgeCategories ?? null,
    customEventTypes: saved?.customEventTypes ?? null,
    additionalFields: saved?.additionalFields ?? null,
    ...flags,
  };
}

/** "#rrggbb" (case-insensitive). */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value.trim());
}

/** Typed hex → "#rrggbb" when it can be read as one ("490499", "#abc" → "#aabbcc"), else null. */
export function normalizeHex(value: string): string | null {
  let v = value.trim().replace(/^#/, "");
  if (/^[0-9a-f]{3}$/i.test(v)) v = v.replace(/./g, (c) => c + c);
  return /^[0-9a-f]{6}$/i.test(v) ? `#${v.toLowerCase()}` : null;
}

export type SettingsErrors = Partial<Record<SettingsTextField | TroopFlag, unknown>>;

/**
 * The form's schema for one saved configuration: values → the whole PUT body (keeping what the form
 * does not edit), checked by the server's own configuration schema.
 */
export function settingsForm(saved: TroopConfiguration | null) {
  return requestForm({
    values: settingsFormValuesSchema,
    toRequest: (values) => toConfigurationUpdate(values, saved),
    request: troopConfigurationUpdate,
  });
}

/** The first tab (in tab order) holding an error, if any. */
export function firstErrorTab(errors: SettingsErrors): SettingsTab | null {
  const tabs = new Set(
    Object.entries(errors)
      .filter(([, error]) => Boolean(error))
      .map(([k]) => FIELD_TAB[k as keyof typeof FIELD_TAB]),
  );
  return TAB_ORDER.find((t) => tabs.has(t)) ?? null;
}
