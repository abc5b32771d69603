import { DEFAULT_BRANDING } from "@shared/constants";
import { lowContrastMessage } from "@shared/contrast";
import { Controller, useFormContext } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SettingsFormValues } from "../../settings-form-rules";
import { ColorField } from "../color-field";
import { SettingsTextField } from "../settings-text-field";

const COLOR_FIELDS = [
  { name: "primaryColor", label: "Primary Color" },
  { name: "secondaryColor", label: "Secondary Color" },
  { name: "accentColor", label: "Accent Color" },
] as const;

/** Branding tab: logo and colours, previewed live (the editor applies them to the theme). */
export function BrandingTab() {
  const { control, watch } = useFormContext<SettingsFormValues>();
  // Warned as soon as the colour is chosen; saving it is refused with the same message.
  const contrastWarning = lowContrastMessage(watch("primaryColor"));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Branding</CardTitle>
        <CardDescription>Logo and colours used across the app. Colour changes preview right away; save to keep them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SettingsTextField field="logoUrl" label="Logo URL" type="url" inputMode="url" placeholder="https://… or /logo.png" />
        <div className="grid gap-4 md:grid-cols-3">
          {COLOR_FIELDS.map(({ name, label }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <ColorField
                  id={`settings-${name}`}
                  label={label}
                  example={DEFAULT_BRANDING[name]}
                  value={field.value}
                  error={fieldState.error?.message}
                  onChange={field.onChange}
                  inputRef={field.ref}
                />
              )}
            />
          ))}
        </div>
        <div className="grid gap-2 rounded-lg border p-4" data-testid="branding-preview">
          <p className="text-sm font-medium">Preview</p>
          <p role="status" className="text-sm text-destructive empty:hidden" data-testid="contrast-warning">
            {contrastWarning}
          </p>
          <div className="flex flex-wrap gap-2">
            <span className="rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground">Primary</span>
            <span className="rounded-md bg-secondary px-3 py-2 text-sm font-medium text-secondary-foreground">Secondary</span>
            <span className="rounded-md bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">Accent</span>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
