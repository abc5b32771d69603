import type { z } from "zod";
import type { RefusedPart } from "./change-queue";

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

/** The names of a route's `:name` parts: "/api/scouts/:scoutId/award-badge" → "scoutId". */
export type RouteParams<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : Route extends `${string}:${infer Name}`
    ? Name
    : never;

/** One change as made: its method and address, the address's parts by name, and its body as the contract reads it. */
export type Change<Route extends string = string, Body = unknown> = {
  method: Method;
  url: string;
  params: Record<RouteParams<Route>, string>;
  body: Body;
};

/** What a feature says about one kind of change that may be made offline (docs/product.md, "Offline changes"). */
export type OfflineActionSpec<Route extends string, Body> = {
  methods: readonly Method[];
  /** The address as the server's route names it: `/api/badges/:badgeId/progress`. */
  route: Route;
  /**
   * The request's schema from `shared/api`: the body is read with it, and a body it refuses is never
   * kept (the request goes to the server, which refuses it there). Without one the change has no body.
   */
  body?: z.ZodType<Body>;
  /** The change in the person's words, for "Couldn't be saved" ("Attendance for Sam at Hike"). */
  describe: (change: Change<Route, Body>) => string;
  /**
   * Shows the change on screen before the server has it (the cache as if it had been saved), and
   * gives the answer the caller gets instead of the server's (null when it reads none).
   */
  apply?: (change: Change<Route, Body>) => unknown;
  /** Once changes of this kind reached the server: its reads are asked again. */
  refresh?: () => void;
  /** What the person is told about the server's answer to a change sent later (a yes put on a waiting list). */
  told?: (change: Change<Route, Body>, answer: unknown) => string | null;
  /** The parts of a change the server accepted but left out, each as the request it would be alone. */
  refusedParts?: (change: Change<Route, Body>, answer: unknown) => readonly RefusedPart[];
};

/** A change read from its request, with what its action says about it. */
export type ReadChange = {
  describe: () => string;
  apply: () => unknown;
  told: (answer: unknown) => string | null;
  refusedParts: (answer: unknown) => readonly RefusedPart[];
};

/** An action as the queue uses it: it reads a request, or says it is not its own. */
export type OfflineAction = {
  methods: readonly Method[];
  route: string;
  /** The change a request makes, or null when the request is not this action's (or its body is not the contract's). */
  read: (method: string, path: string, url: string, body: unknown) => ReadChange | null;
  refresh?: () => void;
};

/** The route as a pattern of its parts: a `:name` part matches one path segment. */
function routePattern(route: string): RegExp {
  const parts = route.split("/").map((part) => (part.startsWith(":") ? "([^/]+)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${parts.join("/")}$`);
}

/** A feature's offline action, typed by its route and its request's shared schema. */
export function offlineAction<Route extends string, Body = undefined>(spec: OfflineActionSpec<Route, Body>): OfflineAction {
  const pattern = routePattern(spec.route);
  const names = spec.route
    .split("/")
    .filter((part) => part.startsWith(":"))
    .map((part) => part.slice(1));
  const changeOf = (method: string, path: string, url: string, body: unknown): Change<Route, Body> | null => {
    const allowed = spec.methods.find((m) => m === method);
    const match = allowed ? path.match(pattern) : null;
    if (!allowed || !match) return null;
    // Every name of the route is a part of the pattern, so each has its value.
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? "")])) as Record<
      RouteParams<Route>,
      string
    >;
    if (!spec.body) return { method: allowed, url, params, body: undefined as Body };
    const parsed = spec.body.safeParse(body);
    return parsed.success ? { method: allowed, url, params, body: parsed.data } : null;
  };
  return {
    methods: spec.methods,
    route: spec.route,
    refresh: spec.refresh,
    read: (method, path, url, body) => {
      const change = changeOf(method, path, url, body);
      if (!change) return null;
      return {
        describe: () => spec.describe(change),
        apply: () => spec.apply?.(change) ?? null,
        told: (answer) => spec.told?.(change, answer) ?? null,
        refusedParts: (answer) => spec.refusedParts?.(change, answer) ?? [],
      };
    },
  };
}

const actions: OfflineAction[] = [];

/** The kinds of change kept on the device when made offline (each feature's offline.ts); nothing else is. */
export function registerOfflineActions(list: readonly OfflineAction[]) {
  for (const action of list) if (!actions.includes(action)) actions.push(action);
}

/** The action a request makes, with its change read, or null for a request that is never kept. */
export function actionFor(method: string, url: string, body?: unknown): { action: OfflineAction; change: ReadChange } | null {
  const path = url.split("?")[0] ?? url;
  for (const action of actions) {
    const change = action.read(method, path, url, body);
    if (change) return { action, change };
  }
  return null;
}
