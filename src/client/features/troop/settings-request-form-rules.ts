import { type TroopConfiguration, type TroopFlag, troopConfigurationUpdate } from "@shared/api/troop";
import { z } from "zod";
import { requestForm } from "@/lib/request-form";
import {
  FEATURE_FLAGS,
  NOTIFICATION_FLAGS,
  type SettingsFormValues,
  type SettingsTextField,
  TEXT_FIELDS,
  toConfigurationUpdate,
} from "./settings-form-rules";

const customKeyValue = z.object({ key: z.string(), label: z.string() });

const settingsFormValues = z.object({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, z.string()])) as Record<SettingsTextField, z.ZodString>),
  ...(Object.fromEntries([...FEATURE_FLAGS, ...NOTIFICATION_FLAGS].map((field) => [field, z.boolean()])) as Record<
    TroopFlag,
    z.ZodBoolean
  >),
  customBadgeCategories: z.array(customKeyValue),
  customEventTypes: z.array(customKeyValue),
}) satisfies z.ZodType<SettingsFormValues>;

/**
 * The form's schema for one saved configuration: values → the whole PUT body (keeping what the form
 * does not edit), checked by the server's own configuration schema.
 */
export function settingsForm(saved: TroopConfiguration | null) {
  return requestForm({
    values: settingsFormValues,
    toRequest: (values) => toConfigurationUpdate(values, saved),
    request: troopConfigurationUpdate,
  });
}
