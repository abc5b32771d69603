import type { TroopFlag } from "@shared/api/troop";
import { Controller, useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Switch } from "@/components/ui/switch";
import type { SettingsFormValues } from "../settings-form-rules";

/**
 * One on/off switch of the troop settings form, with its label and hint beside it; `disabled` when the
 * deployment cannot act on it. `paused` shows it disabled and off while another switch it depends on
 * is off, keeping the saved choice for when that one is on again.
 */
export function SettingsFlagRow({
  flag,
  label,
  hint,
  disabled,
  paused,
}: {
  flag: TroopFlag;
  label: string;
  hint: string;
  disabled?: boolean;
  paused?: boolean;
}) {
  const { control, formState } = useFormContext<SettingsFormValues>();
  return (
    <li className="py-3">
      <FormField id={`settings-${flag}`} label={label} hint={hint} error={formState.errors[flag]} layout="inline">
        {(props) => (
          <Controller
            control={control}
            name={flag}
            render={({ field }) => (
              <Switch
                {...props}
                ref={field.ref}
                checked={paused ? false : field.value}
                disabled={disabled || paused}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
    </li>
  );
}
