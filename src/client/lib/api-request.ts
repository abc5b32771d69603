import { getAuthToken } from "./auth-token";

/**
 * The one HTTP helper (spec §7): Bearer token when stored, JSON content type only with a body,
 * cookies always included. A non-OK answer throws Error("STATUS: body text") (status text if empty).
 */
export async function apiRequest(method: string, url: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  const token = getAuthToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const res = await fetch(url, {
    ...init,
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

export async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** GET and parse JSON; 204 gives null. */
export async function apiGet<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await apiRequest("GET", url, undefined, init);
  return readJson<T>(res);
}

/** Any method, parsed JSON answer (null for 204 or an empty body). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return readJson<T>(res);
}

async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The person-readable message of an error thrown by apiRequest: the "error" field of a JSON body
 * (every API error carries one); anything else — network failure, HTML, plain text — gives the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  try {
    const parsed = JSON.parse(match[2] ?? "") as { error?: unknown };
    return parsed && typeof parsed.error === "string" && parsed.error ? parsed.error : fallback;
  } catch {
    return fallback;
  }
}

/** The HTTP status of an error thrown by apiRequest, if any. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

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
