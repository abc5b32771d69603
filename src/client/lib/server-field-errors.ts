import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-request";

/**
 * A refusal's field messages (400 or 409 `{error, fields}`) for the form's fields, in the form's field
 * order, the first message of each; a path such as "requirements.3" belongs to "requirements", and
 * `aliases` names the field of a request key the form calls otherwise (sign-in's "username" is its
 * Email field). Empty for any other error.
 */
export function serverFieldMessages<F extends string>(
  error: unknown,
  fields: readonly F[],
  aliases: Record<string, F> = {},
): [field: F, message: string][] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const messages = new Map<string, string>();
  for (const [path, message] of Object.entries(error.fields)) {
    const first = path.split(".")[0] ?? "";
    const root = aliases[first] ?? first;
    if (!messages.has(root)) messages.set(root, message);
  }
  return fields.flatMap((field) => {
    const message = messages.get(field);
    return message === undefined ? [] : [[field, message] as [F, string]];
  });
}

/**
 * Puts a refusal's field messages on a react-hook-form form (see serverFieldMessages). Focuses the
 * first unless told not to (a field on a hidden tab cannot take focus yet). Returns the fields that got
 * a message.
 */
export function applyServerFieldErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: unknown,
  fields: readonly Path<V>[],
  { focus = true, aliases = {} }: { focus?: boolean; aliases?: Record<string, Path<V>> } = {},
): Path<V>[] {
  const found = serverFieldMessages(error, fields, aliases);
  found.forEach(([field, message], i) => {
    setError(field, { type: "server", message }, { shouldFocus: focus && i === 0 });
  });
  return found.map(([field]) => field);
}
