import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { CounterStore } from "../auth/counter-store";

/**
 * @fastify/rate-limit's store over the app's shared counters (the database, or Redis when
 * REDIS_URL is set), so a route's limit holds across every instance on the same database instead
 * of per process. Each route counts under its own keys.
 */
export function sharedRateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = "route:") {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      counters.hitWindow(this.prefix + key, timeWindow).then(
        ({ count, resetsInMs }) => callback(null, { current: count, ttl: resetsInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit settings, the route itself under routeInfo.
      const { method, url } = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new SharedStore(`route:${[method].flat().join(",")} ${url ?? ""}:`);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
