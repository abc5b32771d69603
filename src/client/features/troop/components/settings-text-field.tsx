import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { SettingsTextField as Field, SettingsFormValues } from "../settings-form-rules";

type Props = React.ComponentProps<typeof Input> & { field: Field; label: string; hint?: string; multiline?: boolean };

/** One text field of the troop settings form (inside its FormProvider); the control id is `settings-${field}`. */
export function SettingsTextField({ field, label, hint, multiline, ...inputProps }: Props) {
  const { register, formState } = useFormContext<SettingsFormValues>();
  return (
    <FormField id={`settings-${field}`} label={label} hint={hint} error={formState.errors[field]}>
      {(props) =>
        multiline ? <Textarea {...props} rows={4} {...register(field)} /> : <Input {...props} {...inputProps} {...register(field)} />
      }
    </FormField>
  );
}
