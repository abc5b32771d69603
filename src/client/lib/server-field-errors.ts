import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-request";

/**
 * Puts a refusal's field messages (400 or 409 `{error, fields}`) on the form's fields, in the form's
 * field order; a path such as "requirements.3" lands on "requirements", and `aliases` names the field of
 * a request key the form calls otherwise (sign-in's "username" is its Email field). Focuses the first unless told
 * not to (a field on a hidden tab cannot take focus yet). Returns the fields that got a message.
 */
export function applyServerFieldErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: unknown,
  fields: readonly Path<V>[],
  { focus = true, aliases = {} }: { focus?: boolean; aliases?: Record<string, Path<V>> } = {},
): Path<V>[] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const messages = new Map<string, string>();
  for (const [path, message] of Object.entries(error.fields)) {
    const first = path.split(".")[0] ?? "";
    const root = aliases[first] ?? first;
    if (!messages.has(root)) messages.set(root, message);
  }
  const applied = fields.filter((field) => messages.has(field));
  applied.forEach((field, i) => {
    setError(field, { type: "server", message: messages.get(field) }, { shouldFocus: focus && i === 0 });
  });
  return applied;
}
