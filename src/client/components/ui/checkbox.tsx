import { CheckIcon, MinusIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export type CheckedState = boolean | "indeterminate";

type CheckboxProps = Omit<ComponentProps<"button">, "onChange" | "value" | "type" | "role"> & {
  checked: CheckedState;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A controlled checkbox, drawn as a button with the checkbox role so it can look like the rest of the app:
 * `checked` (true, false or "indeterminate" for a "select all" over a partial choice) and
 * onCheckedChange(next). Label it with <Label htmlFor={id}> or aria-label. Space toggles it and Enter does
 * not, as for the browser's own checkbox. `data-state` (checked, unchecked, indeterminate) is there to
 * style and to test by. Written here rather than taken from Radix, whose checkbox brought 5 KB of shared
 * machinery into the roster's first load for what is one button.
 */
export function Checkbox({ checked, onCheckedChange, className, onClick, onKeyDown, ...props }: CheckboxProps) {
  const state = checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked";
  const Mark = checked === "indeterminate" ? MinusIcon : CheckIcon;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a button with the checkbox role draws the app's own box and its mixed state, which the browser's checkbox can show only after the script runs
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === "indeterminate" ? "mixed" : checked}
      data-state={state}
      data-disabled={props.disabled ? "" : undefined}
      className={cn(
        "peer inline-flex size-5 shrink-0 items-center justify-center rounded-[4px] border border-primary bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === "Enter") event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        // A partial choice becomes all, as a "select all" box does everywhere.
        if (!event.defaultPrevented) onCheckedChange?.(checked === "indeterminate" ? true : !checked);
      }}
      {...props}
    >
      {state !== "unchecked" && <Mark className="size-4" aria-hidden="true" />}
    </button>
  );
}
