import type { BadgeApproval, BadgeScoutProgress, NearlyThere, ScoutBadgeProgress } from "@shared/api/advancement";
import type { AuthResponse, User } from "@shared/api/auth";
import type { Badge } from "@shared/api/badges";
import type { ErrorBody } from "@shared/api/common";
import type { ScoutEvent } from "@shared/api/events";
import type { Scout } from "@shared/api/scouts";
import type { Branding, TroopFeatures } from "@shared/api/troop";
import { afterEach, vi } from "vitest";
import type { ReadResponses } from "./read-routes";

/**
 * The answers of the calls component tests stub, typed by the shared response types: every read a
 * feature declares (read-routes.ts) and the writes listed here, so a fixture that no longer matches
 * what the server sends fails to compile instead of passing. A route
 * with an id in its path is a pattern (`${string}` stands for the id).
 */
export type KnownResponses = ReadResponses & {
  "GET /api/scouts": Scout[];
  "POST /api/scouts": Scout;
  [route: `PATCH /api/scouts/${string}`]: Scout;
  [route: `GET /api/scouts/${string}/progress`]: ScoutBadgeProgress[];
  "GET /api/badges": Badge[];
  "POST /api/badges": Badge;
  [route: `PATCH /api/badges/${string}`]: Badge;
  [route: `GET /api/badges/${string}/progress`]: BadgeScoutProgress[];
  "GET /api/badges/nearly-there": NearlyThere[];
  "GET /api/events": ScoutEvent[];
  "POST /api/events": ScoutEvent;
  [route: `PATCH /api/events/${string}`]: ScoutEvent;
  "GET /api/troop/features": TroopFeatures;
  "GET /api/troop/branding": Branding;
  "GET /api/badge-approvals": BadgeApproval[];
  "GET /api/auth/user": User;
  "POST /api/login-credentials": AuthResponse;
  "POST /api/signup": AuthResponse;
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Route = `${Method} /${string}`;
type BodyOf<R extends Route> = R extends keyof KnownResponses ? KnownResponses[R] : unknown;

/** One call the code under test made: method, path, the parsed JSON body (or undefined). */
export type StubbedRequest = { method: Method; url: string; body: unknown };
/** A Response as it is, or a status with a JSON body: the route's own type, or the API's error body. */
type Answer<Body = unknown> = Response | { status: number; body?: Body | ErrorBody };
type Handler<Body = unknown> = (request: StubbedRequest) => Answer<Body> | Promise<Answer<Body>>;

function toResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  const { status, body } = answer;
  return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
  });
}

/**
 * fetch replaced for one test: routes answer by "METHOD /path" (exact path, query string included);
 * the last answer given for a route wins, a route without one answers 404. Every call is recorded.
 */
export class FetchStub {
  readonly requests: StubbedRequest[] = [];
  private readonly handlers = new Map<string, Handler>();
  /** The spy installed as fetch, for toHaveBeenCalledWith-style assertions. */
  readonly fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = (init?.method ?? "GET").toUpperCase() as Method;
    const raw = typeof init?.body === "string" ? init.body : undefined;
    const request: StubbedRequest = { method, url, body: raw ? JSON.parse(raw) : undefined };
    this.requests.push(request);
    const handler = this.handlers.get(`${method} ${url}`);
    return toResponse(handler ? await handler(request) : { status: 404, body: { error: "Not found" } });
  });

  /** Answers `route` with JSON `body` (typed for the known routes) and `status`. */
  reply<R extends Route>(route: R, body: BodyOf<R>, status = 200): this {
    this.handlers.set(route, () => ({ status, body }));
    return this;
  }

  /** Answers `route` with the API's error body (`{error, fields?}`) and a failing `status`. */
  fail(route: Route, status: number, body: ErrorBody): this {
    this.handlers.set(route, () => ({ status, body }));
    return this;
  }

  /** Answers `route` with whatever `handler` returns for each call (a Response, or status and body). */
  answer<R extends Route>(route: R, handler: Handler<BodyOf<R>>): this {
    this.handlers.set(route, handler);
    return this;
  }

  /** Calls made with `method` (and to `url` when given), in order. */
  sent(method: Method, url?: string): StubbedRequest[] {
    return this.requests.filter((r) => r.method === method && (url === undefined || r.url === url));
  }
}

let installed: FetchStub | null = null;

/** Installs a fresh FetchStub as the global fetch; removed again after the test. */
export function stubFetch(): FetchStub {
  const stub = new FetchStub();
  installed = stub;
  vi.stubGlobal("fetch", stub.fetch);
  return stub;
}

afterEach(() => {
  if (installed) vi.unstubAllGlobals();
  installed = null;
});
