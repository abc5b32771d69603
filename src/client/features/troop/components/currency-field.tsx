import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { APP_LOCALE } from "@/lib/date-locale";
import type { SettingsFormValues } from "../settings-form-rules";
import { SuggestedInput } from "./suggested-input";

/** Codes most troops use, offered as suggestions; any ISO 4217 code may be typed (the shared schema checks it). */
export const COMMON_CURRENCIES = ["USD", "GBP", "EUR", "CAD", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK", "ZAR", "INR", "JPY"];

/**
 * What an event costing 12.50 looks like in the typed currency, or null while the code is not one.
 * Formatted here rather than with the events' money helpers, which the settings page's first load
 * would otherwise carry.
 */
function example(code: string): string | null {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(upper)) return null;
  try {
    return new Intl.NumberFormat(APP_LOCALE, { style: "currency", currency: upper }).format(12.5);
  } catch {
    return null;
  }
}

/** The troop's currency: a three-letter code with common ones suggested, and how a cost will read in it. */
export function CurrencyField() {
  const { register, formState, watch } = useFormContext<SettingsFormValues>();
  const sample = example(watch("currency"));
  return (
    <FormField
      id="settings-currency"
      label="Currency"
      hint={`The three-letter code event costs are shown in, like USD, GBP or EUR.${sample ? ` A cost of 12.50 shows as ${sample}.` : ""}`}
      error={formState.errors.currency}
    >
      {(props) => (
        <SuggestedInput
          {...props}
          suggestions={COMMON_CURRENCIES}
          autoCapitalize="characters"
          maxLength={3}
          className="max-w-32 uppercase"
          {...register("currency")}
        />
      )}
    </FormField>
  );
}
