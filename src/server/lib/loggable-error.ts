import { pgErrorCode } from "./http-error";

type Loggable = { type: string; code?: string; message?: string; stack?: string; query?: string; constraint?: string; table?: string };

/** The first error in the `cause` chain that carries a PostgreSQL SQLSTATE (either driver). */
function databaseCause(error: unknown): Record<string, unknown> | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * What the logs may keep of an error: its type and code, and for our own errors the message and
 * stack. A failed query's message and stack carry its parameters (drizzle writes them into the
 * message: "Failed query: … params: …"), and PostgreSQL's messages and details quote the values
 * sent, so for database errors only the SQLSTATE, the constraint and table names and the SQL text
 * (placeholders, never parameters) are kept.
 */
export function loggableError(error: unknown): Loggable {
  if (!(error instanceof Error)) return { type: typeof error };
  const query = text((error as { query?: unknown }).query);
  const cause = databaseCause(error);
  if (cause || query || error.name === "DrizzleQueryError") {
    const inner = (error as { cause?: unknown }).cause;
    const innerCode = inner && typeof inner === "object" ? text((inner as { code?: unknown }).code) : undefined;
    return {
      type: error.name,
      code: pgErrorCode(error) ?? innerCode,
      query,
      constraint: text(cause?.constraint),
      table: text(cause?.table),
    };
  }
  return { type: error.name, code: text((error as { code?: unknown }).code), message: error.message, stack: error.stack };
}
