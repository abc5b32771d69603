import type { TroopConfiguration, TroopConfigurationUpdate, TroopFlag } from "@shared/api/troop";
import { DEFAULT_BRANDING } from "@shared/constants";

/**
 * Troop Settings form: the editable copy of the configuration and its mapping back to the PUT body
 * (pure). Its schema is settings-request-form-rules.ts, which the form fetches apart: zod is not needed to
 * show the form.
 */

export const TEXT_FIELDS = [
  "troopName",
  "troopNumber",
  "region",
  "meetingLocation",
  "meetingSchedule",
  "timeZone",
  "currency",
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

/** The troop's own lists, edited on the Features tab and saved with the rest of the form. */
export const LIST_FIELDS = ["customBadgeCategories", "customEventTypes"] as const;
export type SettingsListField = (typeof LIST_FIELDS)[number];

/** The form's values as the controls hold them. */
export type SettingsFormValues = Record<SettingsTextField, string> &
  Record<TroopFlag, boolean> &
  Record<SettingsListField, { key: string; label: string }[]>;
export type SettingsField = SettingsTextField | TroopFlag | SettingsListField;
/** Every field of the form (server refusals land on these), in the order the tabs show them. */
export const SETTINGS_FIELDS: SettingsField[] = [...TEXT_FIELDS, ...FEATURE_FLAGS, ...NOTIFICATION_FLAGS, ...LIST_FIELDS];

export type SettingsTab = "general" | "branding" | "features" | "notifications" | "contact";

/** Which tab shows each field (to open the tab of a field the server refused). */
export const FIELD_TAB: Record<SettingsField, SettingsTab> = {
  troopName: "general",
  troopNumber: "general",
  region: "general",
  meetingLocation: "general",
  meetingSchedule: "general",
  timeZone: "general",
  currency: "general",
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
  customBadgeCategories: "features",
  customEventTypes: "features",
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
    currency: text.currency || "USD",
    ...flags,
    customBadgeCategories: (config.customBadgeCategories ?? []).map(({ key, label }) => ({ key, label })),
    customEventTypes: (config.customEventTypes ?? []).map(({ key, label }) => ({ key, label })),
  };
}

/** A list as sent: labels trimmed; an empty list clears it (null, as the server stores "none"). */
function listUpdate(list: SettingsFormValues[SettingsListField]) {
  return list.length > 0 ? list.map(({ key, label }) => ({ key, label: label.trim() })) : null;
}

/**
 * Form values → PUT body: the whole configuration (text trimmed; "" clears an optional field), the
 * custom categories and event types as edited, and the field the form does not edit (additional
 * fields) as it was. One Save sends every tab's edits, so none is left behind.
 */
export function toConfigurationUpdate(values: SettingsFormValues, saved?: TroopConfiguration | null): TroopConfigurationUpdate {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, values[f].trim()])) as Record<SettingsTextField, string>;
  const flags = Object.fromEntries([...FEATURE_FLAGS, ...NOTIFICATION_FLAGS].map((f) => [f, values[f]])) as Record<TroopFlag, boolean>;
  return {
    ...text,
    primaryColor: text.primaryColor.toLowerCase(),
    secondaryColor: text.secondaryColor.toLowerCase(),
    accentColor: text.accentColor.toLowerCase(),
    currency: text.currency.toUpperCase(),
    customBadgeCategories: listUpdate(values.customBadgeCategories),
    customEventTypes: listUpdate(values.customEventTypes),
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

export type SettingsErrors = Partial<Record<SettingsField, unknown>>;

/** The tabs holding an error, in tab order (their triggers are marked, so a hidden one is noticed). */
export function tabsWithErrors(errors: SettingsErrors): SettingsTab[] {
  const tabs = new Set(
    Object.entries(errors)
      .filter(([, error]) => Boolean(error))
      .map(([k]) => FIELD_TAB[k as SettingsField])
      .filter(Boolean),
  );
  return TAB_ORDER.filter((t) => tabs.has(t));
}

/** The first tab (in tab order) holding an error, if any. */
export function firstErrorTab(errors: SettingsErrors): SettingsTab | null {
  return tabsWithErrors(errors)[0] ?? null;
}

/** The first field holding an error, in the order the tabs show them (the one to focus). */
export function firstErrorField(errors: SettingsErrors): SettingsField | null {
  const tab = firstErrorTab(errors);
  return SETTINGS_FIELDS.find((f) => errors[f] && FIELD_TAB[f] === tab) ?? null;
}
