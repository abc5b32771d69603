/** JSON carries ISO 8601 strings. */
export const iso = (date: Date | string) => (typeof date === "string" ? new Date(date).toISOString() : date.toISOString());
export const isoOrNull = (date: Date | string | null | undefined) => (date ? iso(date) : null);
