/**
 * An error a service or route throws to answer with a status and a message a person can read: the
 * body is `{error, fields?}`, plus `extra` where a contract names more (an import's refused `rows`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Ids that are not UUIDs answer 404 like unknown ones. */
export function requireUuid(value: string, what: string): string {
  if (!isUuid(value)) throw notFound(what);
  return value;
}

/** The PostgreSQL SQLSTATE of an error from either driver (drizzle wraps it in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = typeof current === "object" ? (current as { code?: unknown }).code : undefined;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === "23505";
}

/**
 * Data exceptions PostgreSQL raises for a value a client sent that passed validation but cannot be
 * stored: a NUL character in text (22021) or JSON (22P05), text that is not a valid uuid or number
 * (22P02), a value too long (22001) or out of range (22003, 22008), a malformed date (22007).
 */
const INPUT_DATA_ERRORS = new Set(["22021", "22P05", "22P02", "22001", "22003", "22007", "22008"]);
export const isInputDataError = (error: unknown) => INPUT_DATA_ERRORS.has(pgErrorCode(error) ?? "");

/** PostgreSQL foreign_key_violation: a row the request refers to was removed meanwhile. */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === "23503";

/** Deadlock or serialization failure: two requests collided; repeating the request succeeds. */
export const isTransientConflict = (error: unknown) => ["40P01", "40001"].includes(pgErrorCode(error) ?? "");
