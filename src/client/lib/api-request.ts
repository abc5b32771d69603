import { getAuthToken } from "./auth-token";

/** How a request reaches the server: the browser's fetch, or, for a page the server draws, its own routes. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

const browserFetch: Transport = (url, init) => fetch(url, init);

// A query's request goes through the transport of the query cache that asked for it (see
// createQueryClient): the cache hands it over with the request's abort signal, which every query
// function passes on to this helper. Nothing is shared between two caches, so two pages drawn at
// once for two users never read through each other's.
const transports = new WeakMap<AbortSignal, Transport>();

/** The request made with `signal` goes through `transport` instead of the browser's fetch. */
export function sendThrough(signal: AbortSignal, transport: Transport) {
  transports.set(signal, transport);
}

/**
 * Takes a write before it is sent: gives the answer for a change it keeps or sends itself (the
 * changes made offline, lib/offline), or null to let the request go as it is.
 */
export type WriteHandler = (method: string, url: string, body: unknown) => Promise<Response | null>;

let writeHandler: WriteHandler | null = null;

/** The signed-in app routes the changes that may be made offline through `handler` (null: none). */
export function routeWritesThrough(handler: WriteHandler | null) {
  writeHandler = handler;
}

/** The header that makes a repeated change harmless: the server answers a key it has seen with its first answer. */
export const IDEMPOTENCY_KEY = "Idempotency-Key";

/**
 * The one HTTP helper: Bearer token when stored, JSON content type only with a body,
 * cookies always included. A non-OK answer throws an ApiError ("STATUS: body text", status text if empty).
 */
export async function apiRequest(method: string, url: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  // A write carrying its own key is already one the offline queue is sending.
  if (writeHandler && method !== "GET" && !headers.has(IDEMPOTENCY_KEY)) {
    const handled = await writeHandler(method, url, body);
    if (handled) {
      await throwIfNotOk(handled);
      return handled;
    }
  }
  const token = getAuthToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const send = (init?.signal && transports.get(init.signal)) || browserFetch;
  const res = await send(url, {
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
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
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
 * What apiRequest throws for a non-OK answer. The message stays "STATUS: body"; the
 * status, the body's "error" text and its "fields" (a 400's field messages) are read once, here, so
 * nothing else parses the message.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The body's "error" message when the body is JSON carrying one (every API error does); else null. */
  readonly error: string | null;
  /** The body's "fields" ({path: message}) when present; else null. */
  readonly fields: Readonly<Record<string, string>> | null;
  /** The whole JSON body (null when not JSON), for the few answers that carry more (an import's rows). */
  readonly body: Readonly<Record<string, unknown>> | null;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
    this.status = status;
    const parsed = parseBody(body);
    this.error = typeof parsed?.error === "string" && parsed.error ? parsed.error : null;
    this.fields = readFields(parsed?.fields);
    this.body = parsed;
  }
}

function parseBody(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null; // HTML from a proxy, plain text, an empty body
  }
}

function readFields(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string");
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The HTTP status of a failed request, or null for anything else (network failure, a bug). */
export function apiErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * The person-readable message of a failure: the server's "error" text; anything else (network
 * failure, HTML, plain text) gives the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.error ? error.error : fallback;
}
