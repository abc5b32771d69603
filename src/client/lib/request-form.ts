import { z } from "zod";

type FieldMessages<Values> = Partial<Record<Extract<keyof Values, string>, string>>;

type Options<Shape extends z.ZodRawShape, Request> = {
  /** The form's values as the controls hold them (strings as typed, booleans); no rules here. */
  values: z.ZodObject<Shape>;
  /**
   * The form's own rules (e.g. requirements one per line, numbers as typed…): values → request body.
   * Without it the values are the body (a box that starts unticked where the request takes only a tick).
   */
  toRequest?: (values: z.output<z.ZodObject<Shape>>) => Request;
  /** The shared request schema the server validates the body with (src/shared/api/*). */
  request: z.ZodType<unknown, Request>;
  /** Checks only the form can make (a blank date or URL said as "required"); they win over the request's. */
  check?: (values: z.output<z.ZodObject<Shape>>) => FieldMessages<z.output<z.ZodObject<Shape>>>;
  /**
   * Fields whose value is a list of objects laid out as the request's (the family's contacts): a
   * problem inside one is reported at its own control ("contacts.1.email"), not at the list.
   */
  nested?: Extract<keyof Shape, string>[];
};

/**
 * The schema a form's zodResolver runs: the values go through the form's transform into the request
 * body, which the shared request schema validates — so the client refuses exactly what the server
 * would, with the server's messages, at the field that holds the value ("requirements.3" belongs to
 * requirements). A request path no field holds is left for the server to report. The result is the
 * request body as built (the server parses it again).
 */
export function requestForm<Shape extends z.ZodRawShape, Request>({
  values,
  toRequest,
  request,
  check,
  nested = [],
}: Options<Shape, Request>) {
  const fields = new Set(Object.keys(values.shape));
  const nestedFields = new Set<string>(nested);
  return values.transform((formValues, ctx): Request => {
    const problems: Record<string, string> = { ...check?.(formValues) };
    const body = toRequest ? toRequest(formValues) : (formValues as Request);
    const parsed = request.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        const at = nestedFields.has(field) && issue.path.length > 1 ? issue.path.map(String).join(".") : field;
        if (fields.has(field) && !problems[at]) problems[at] = issue.message;
      }
    }
    const found = Object.entries(problems).filter(([, message]) => Boolean(message));
    if (found.length === 0) return body;
    for (const [field, message] of found) ctx.addIssue({ code: "custom", path: field.split("."), message });
    return z.NEVER;
  });
}

/** The field messages a form schema gives for some values ({} when they pass): for tests and previews. */
export function formErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}

/**
 * A number field as typed: blank gives `whenEmpty`; anything else is read as it stands, so "ten" (NaN)
 * or "2.5" reach the request schema and get its field message instead of silently becoming 0 or 2.
 */
export function numberAsTyped(text: string, whenEmpty: number): number {
  const trimmed = text.trim();
  return trimmed === "" ? whenEmpty : Number(trimmed);
}

/**
 * A number field where non-numeric text becomes 0 (Initial Progress): blank
 * or "ten" give 0; a number is read as it stands, so "2.5" or 150 still get the schema's field message.
 */
export function numberOrZero(text: string): number {
  const value = numberAsTyped(text, 0);
  return Number.isNaN(value) ? 0 : value;
}
