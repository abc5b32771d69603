import type { Ref } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { isHexColor, normalizeHex } from "../settings-form-rules";

type Props = {
  id: string;
  label: string;
  /** A colour to show in the hint: the field's own default, so each hint names its own. */
  example: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Where the form focuses a refused colour. */
  inputRef?: Ref<HTMLInputElement>;
};

/** A colour picked with the native picker or typed as hex; both stay in step. */
export function ColorField({ id, label, example, value, onChange, error, inputRef }: Props) {
  const pickerValue = normalizeHex(value) ?? "#000000";
  const typingError = value.trim() !== "" && !isHexColor(value) ? `Use a hex colour like ${example}.` : undefined;
  return (
    <FormField id={id} label={label} hint={`Hex colour, e.g. ${example}`} error={error ?? typingError}>
      {(props) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={pickerValue}
            onChange={(e) => onChange(e.target.value)}
            className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          />
          <Input
            {...props}
            ref={inputRef}
            value={value}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            placeholder="#490499"
            className="font-mono"
            onChange={(e) => onChange(e.target.value)}
            onBlur={() => {
              const hex = normalizeHex(value);
              if (hex && hex !== value) onChange(hex);
            }}
          />
        </div>
      )}
    </FormField>
  );
}
