/** The "fields" of a 400 answer thrown by apiRequest ("400: {json}"), or null. */
export function serverFields(error: unknown): Record<string, string> | null {
  if (!(error instanceof Error)) return null;
  const match = /^400: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const body = JSON.parse(match[1] ?? "") as { fields?: unknown };
    if (body && typeof body.fields === "object" && body.fields !== null) return body.fields as Record<string, string>;
  } catch {
    // not JSON
  }
  return null;
}
