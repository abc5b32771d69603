import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isHexColor, normalizeHex } from "../settings-form-rules";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** A colour picked with the native picker or typed as hex; both stay in step. */
export function ColorField({ id, label, value, onChange, error }: Props) {
  const pickerValue = normalizeHex(value) ?? "#000000";
  const invalid = Boolean(error) || (value.trim() !== "" && !isHexColor(value));
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={pickerValue}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          placeholder="#490499"
          className="font-mono"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            const hex = normalizeHex(value);
            if (hex && hex !== value) onChange(hex);
          }}
        />
      </div>
      <p id={`${id}-hint`} className={invalid ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
        {error ?? (invalid ? "Use a hex colour like #490499." : "Hex colour, e.g. #490499")}
      </p>
    </div>
  );
}
