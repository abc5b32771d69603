import type { AppContext, ZodApp } from "../../src/server/app-context";
import { registerRoutes } from "../../src/server/routes";

export type RegisteredRoute = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** The permission hook's name: requireAuth, requireRoleHandler (with role), or none. */
  hook: string | null;
  hasBody: boolean;
  hasParams: boolean;
  hasQuery: boolean;
};

/**
 * Every API route the app registers, read by running the one route registry against a recorder
 * instead of Fastify, so a test can walk all of them and a new route cannot be left out.
 */
export function registeredRoutes(): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const record =
    (method: RegisteredRoute["method"]) =>
    (url: string, options?: { onRequest?: { name: string }; schema?: { body?: unknown; params?: unknown; querystring?: unknown } }) => {
      routes.push({
        method,
        url,
        hook: options?.onRequest?.name ?? null,
        hasBody: Boolean(options?.schema?.body),
        hasParams: Boolean(options?.schema?.params),
        hasQuery: Boolean(options?.schema?.querystring),
      });
    };
  const recorder = {
    get: record("GET"),
    post: record("POST"),
    put: record("PUT"),
    patch: record("PATCH"),
    delete: record("DELETE"),
  } as unknown as ZodApp;
  const ctx = { db: {}, defaultTroopId: "", loginLimiter: {}, ping: async () => {} } as unknown as AppContext;
  registerRoutes(recorder, ctx);
  return routes;
}
