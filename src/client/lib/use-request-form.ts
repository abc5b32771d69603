import { useEffect, useMemo, useRef } from "react";
import { type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { resolverLoadedLater } from "./resolver-loaded-later";
import { applyServerFieldErrors } from "./server-field-errors";

/** A form's schema: the form's values in, the request body out (a `requestForm(...)` or a shared request schema). */
export type FormSchema<Values extends FieldValues, Body> = z.ZodType<Body, Values>;

type Options<Values extends FieldValues, Body> = {
  /**
   * The schema the values are checked with before sending, or a function that fetches it (a page whose
   * first view is the form takes it over without waiting for the schema library).
   */
  schema: FormSchema<Values, Body> | (() => Promise<FormSchema<Values, Body>>);
  /** Every field's value when the form starts or is reset; its keys are the fields a refusal can name. */
  defaults: Values;
  /**
   * When the form goes back to `defaults`: whenever one of these values changes (the dialog opened, the
   * record it edits arrived). `false` (a closed dialog) leaves it as it is.
   */
  resetOn?: readonly unknown[] | false;
  /** A refusal's request key the form calls otherwise ("index" is the requirement field). */
  aliases?: Record<string, Path<Values>>;
  /** Leave focus where it is on a check that fails (a field on a hidden tab cannot take focus yet). */
  shouldFocusError?: boolean;
};

export type RequestForm<Values extends FieldValues, Body> = UseFormReturn<Values, unknown, Body> & {
  /**
   * Puts a refusal's field messages (400/409 `{error, fields}`) on the form's fields, focusing the first
   * unless `focus` is false; the fields that got one, empty for any other error.
   */
  showServerErrors: (error: unknown, options?: { focus?: boolean }) => Path<Values>[];
  /** Fetches the check's code (and a schema given as a function) now rather than at the first check. */
  preload: () => void;
};

const sameValues = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  a !== undefined && a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Every form's one hook: its defaults, its reset when what it edits changes, its check with the
 * server's own schema (so the client refuses what the server would, with the server's messages) and
 * the server's field messages put on the form's fields. Adding a field is a line in the schema, a
 * default and a control.
 */
export function useRequestForm<Values extends FieldValues, Body>({
  schema,
  defaults,
  resetOn,
  aliases,
  shouldFocusError,
}: Options<Values, Body>): RequestForm<Values, Body> {
  // The resolver's code comes with the schema library, at the first check (or `preload`): a page whose
  // first view is a form is taken over without either.
  const { resolver, preload } = useMemo(
    () =>
      resolverLoadedLater(async () => {
        const [{ zodResolver }, loaded] = await Promise.all([
          import("@hookform/resolvers/zod"),
          typeof schema === "function" ? schema() : schema,
        ]);
        return zodResolver(loaded) as Resolver<Values, unknown, Body>;
      }),
    [schema],
  );
  const form = useForm<Values, unknown, Body>({
    resolver,
    defaultValues: defaults as DefaultValues<Values>,
    ...(shouldFocusError === undefined ? {} : { shouldFocusError }),
  });

  // Reset once per change of `resetOn`, not on the first render, where the form already holds the defaults.
  const lastReset = useRef<readonly unknown[] | undefined>(resetOn || undefined);
  const { reset } = form;
  const latestDefaults = useRef(defaults);
  latestDefaults.current = defaults;
  useEffect(() => {
    if (!resetOn) {
      // Closed: the next opening starts afresh, even on the same record.
      lastReset.current = undefined;
      return;
    }
    if (sameValues(lastReset.current, resetOn)) return;
    lastReset.current = resetOn;
    reset(latestDefaults.current);
  });

  const fields = Object.keys(defaults) as Path<Values>[];
  const showServerErrors = (error: unknown, { focus = true }: { focus?: boolean } = {}) =>
    applyServerFieldErrors(form.setError, error, fields, { focus, aliases: aliases ?? {} });
  return { ...form, showServerErrors, preload };
}
