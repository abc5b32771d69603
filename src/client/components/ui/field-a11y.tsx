/** A field's error as a form keeps it: the message itself, or react-hook-form's `{ message }`. */
type FieldErrorValue = string | { message?: string } | undefined;

/**
 * Ties a form control to its label, hint and error message. Field `key` has the control id `${prefix}-${key}`,
 * the hint `${prefix}-${key}-hint` and the error message `${prefix}-${key}-error`; the control is marked
 * invalid and described by its error only while there is one.
 */
export function fieldA11y<K extends string>(prefix: string, errors: Partial<Record<K, FieldErrorValue>>) {
  const idFor = (key: K) => `${prefix}-${key}`;
  return {
    /** Spread on the control; `hint` puts the field's hint in its description, before the error. */
    controlProps: (key: K, hint?: boolean) => ({
      id: idFor(key),
      "aria-invalid": errors[key] ? (true as const) : undefined,
      "aria-describedby":
        [hint ? `${idFor(key)}-hint` : null, errors[key] ? `${idFor(key)}-error` : null].filter(Boolean).join(" ") || undefined,
    }),
    /** The field's error message, or nothing when it has none. */
    errorFor: (key: K) => {
      const error = errors[key];
      return error ? (
        <p id={`${idFor(key)}-error`} className="text-sm text-destructive">
          {typeof error === "string" ? error : error.message}
        </p>
      ) : null;
    },
  };
}
