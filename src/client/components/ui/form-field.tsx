import type * as React from "react";
import { cn } from "@/lib/utils";
import { fieldNoteClasses } from "./field-classes";
import { Label } from "./label";

/** What the control of a field is given: its id and the attributes that tie it to the label, hint and error. */
export type FieldControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

/** A field's error as a form keeps it: the message itself, or react-hook-form's `{ message }`. */
export type FieldErrorValue = string | { message?: string } | null | undefined;

type Props = {
  /** The control's id; the hint is `${id}-hint` and the error `${id}-error`. */
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: FieldErrorValue;
  /** Marks the control aria-required (the visible marker, if any, is part of the label). */
  required?: boolean;
  /** "inline" puts label and hint beside the control (switches); the default stacks them. */
  layout?: "stacked" | "inline";
  className?: string;
  /** Renders the control with the given props spread on it. */
  children: (control: FieldControlProps) => React.ReactNode;
};

export function errorText(error: FieldErrorValue): string | undefined {
  if (!error) return undefined;
  return typeof error === "string" ? error : error.message || undefined;
}

/**
 * One form field: label, control, hint and error, with the accessibility wiring every form needs — the
 * label names the control, the hint describes it, and while there is an error the control is marked
 * invalid and described by the error too (announced after the hint).
 */
export function FormField({ id, label, hint, error, required, layout = "stacked", className, children }: Props) {
  const message = errorText(error);
  const hintId = hint ? `${id}-hint` : null;
  const errorId = message ? `${id}-error` : null;
  const control = children({
    id,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-required": required ? true : undefined,
  });
  const hintNode = hint ? (
    <p id={hintId ?? undefined} className={layout === "inline" ? fieldNoteClasses.inlineHint : fieldNoteClasses.hint}>
      {hint}
    </p>
  ) : null;
  const errorNode = message ? (
    <p id={errorId ?? undefined} className={fieldNoteClasses.error}>
      {message}
    </p>
  ) : null;

  if (layout === "inline") {
    return (
      <div className={cn("flex items-start justify-between gap-4", className)}>
        <div className="min-w-0">
          <Label htmlFor={id} className="leading-snug">
            {label}
          </Label>
          {hintNode}
          {errorNode}
        </div>
        {control}
      </div>
    );
  }
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {hintNode}
      {errorNode}
    </div>
  );
}
