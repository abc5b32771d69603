import type * as React from "react";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { type FieldErrorValue, FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** One choice of a select: the value the form holds, and what people read. */
export type SelectOption = { value: string; label: React.ReactNode };

/** The item that stands for no value ("" in the form): a select item cannot hold "", and form keys never start with "_". */
const NONE = "_none";

type Props<V extends FieldValues, T> = {
  /** The form's control (any context, any transformed output). */
  control: Control<V, unknown, T>;
  /** A string field of the form. */
  name: FieldPathByValue<V, string>;
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: FieldErrorValue;
  required?: boolean;
  className?: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** The label of a first item that chooses no value (the form holds ""); left out, there is none. */
  noneLabel?: string;
  /** Runs after a choice, with the value chosen (to clear what depended on the earlier one). */
  onChange?: (value: string) => void;
};

/**
 * A form's select field: the project's FormField (label, hint, error and their wiring) around a
 * Radix Select that react-hook-form controls, so a refusal (the form's or the server's) lands on it
 * and focuses it.
 */
export function SelectField<V extends FieldValues, T = V>({
  control,
  name,
  id,
  label,
  hint,
  error,
  required,
  className,
  options,
  placeholder,
  noneLabel,
  onChange,
}: Props<V, T>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              value={noneLabel !== undefined ? field.value || NONE : field.value}
              onValueChange={(chosen) => {
                const value = chosen === NONE ? "" : chosen;
                field.onChange(value);
                onChange?.(value);
              }}
            >
              <SelectTrigger {...props} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {noneLabel !== undefined && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
