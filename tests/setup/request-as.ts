import type { InjectOptions, LightMyRequestResponse as Response } from "fastify";
import type { App } from "../../src/server/app";

/** Who makes a request: a signed-in person (their headers), or null for someone signed out. */
export type Caller = { headers: Record<string, string> } | null | undefined;
type Headers = Record<string, string | undefined>;
type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
/** What a request adds to who sends it: another client address, more headers, cookies. */
export type RequestExtras = Pick<InjectOptions, "remoteAddress" | "cookies"> & { headers?: Headers };

/** One request as a table of cases writes it (a raw body, its own content type). */
export type Sent = { method: Method; url: string; headers?: Headers; payload?: InjectOptions["payload"] };

export type Requests = {
  get: (url: string) => Promise<Response>;
  post: (url: string, body?: InjectOptions["payload"]) => Promise<Response>;
  put: (url: string, body?: InjectOptions["payload"]) => Promise<Response>;
  patch: (url: string, body?: InjectOptions["payload"]) => Promise<Response>;
  del: (url: string, body?: InjectOptions["payload"]) => Promise<Response>;
  /** A request whose method a test chooses (a table of routes). */
  send: (method: Method, url: string, body?: InjectOptions["payload"]) => Promise<Response>;
};

/**
 * Every server test's requests: `as(leader).post(url, body)`, `as(null).get(url)` signed out. The
 * app answers in-process (Fastify's inject), through every hook a real request meets.
 */
export function requestsTo(app: App) {
  return (who: Caller, extras: RequestExtras = {}): Requests => {
    const send = (method: Method, url: string, body?: InjectOptions["payload"]) =>
      app.inject({
        method,
        url,
        headers: { ...who?.headers, ...extras.headers },
        ...(body === undefined ? {} : { payload: body }),
        ...(extras.remoteAddress ? { remoteAddress: extras.remoteAddress } : {}),
        ...(extras.cookies ? { cookies: extras.cookies } : {}),
      });
    return {
      get: (url) => send("GET", url),
      post: (url, body) => send("POST", url, body),
      put: (url, body) => send("PUT", url, body),
      patch: (url, body) => send("PATCH", url, body),
      del: (url, body) => send("DELETE", url, body),
      send,
    };
  };
}
