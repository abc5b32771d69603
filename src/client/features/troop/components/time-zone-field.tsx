import { useMemo, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { useSettled } from "@/lib/use-settled";
import type { SettingsFormValues } from "../settings-form-rules";
import { SuggestedInput } from "./suggested-input";

/** The IANA names this browser knows (the server checks the name again), UTC included. */
function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return names.includes("UTC") ? names : [...names, "UTC"];
}

function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    return "";
  }
}

/**
 * The troop's time zone: a free text field with the browser's list of IANA names as
 * suggestions, and a one-click way to take this device's zone. Validated by the shared schema.
 * - The four hundred names help only while typing, so they join the page when the field is first
 *   focused: not drawn by the server, nor taken over with the rest of the page on a phone.
 * - This device's zone is read once the page has settled. The server cannot know it (it would draw
 *   its own), so reading it earlier would make the app's page differ from the server's, and React
 *   would then draw the whole page anew; the first date formatter is also a slow call on a phone.
 */
export function TimeZoneField() {
  const { register, formState, setValue, watch } = useFormContext<SettingsFormValues>();
  const [suggesting, setSuggesting] = useState(false);
  const names = useMemo(() => (suggesting ? timeZoneNames() : []), [suggesting]);
  const settled = useSettled();
  const device = useMemo(() => (settled ? deviceTimeZone() : ""), [settled]);
  const value = watch("timeZone");
  return (
    <div className="grid content-start gap-1">
      <FormField
        id="settings-timeZone"
        label="Time Zone"
        hint="Badge reminders go out on Saturdays at 09:00 and weekly reports on Mondays at 07:00 in this zone, and messages show dates in it. Start typing a place, e.g. Europe/London."
        error={formState.errors.timeZone}
      >
        {(props) => (
          <SuggestedInput
            {...props}
            suggestions={names}
            autoCapitalize="none"
            onFocus={() => setSuggesting(true)}
            {...register("timeZone")}
          />
        )}
      </FormField>
      {device && device !== value.trim() && (
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-start whitespace-normal p-0 text-left"
          onClick={() => setValue("timeZone", device, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        >
          Use this device's time zone ({device})
        </Button>
      )}
    </div>
  );
}
