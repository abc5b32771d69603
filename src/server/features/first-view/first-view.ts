import type { FastifyInstance, FastifyRequest } from "fastify";
import type { User } from "../../../shared/api/auth";
import type { RenderedPage } from "../../lib/html-head";
import { loggableError } from "../../lib/loggable-error";
import type { ReadAsUser } from "./render-first-view";

/**
 * A signed-in page's first view, rendered here for a browser that sends the session cookie: on a
 * phone the page shows with the HTML (top bar, page, and the reads it shows first), instead of after
 * React, the page's code and its reads have arrived one after another. The app then takes the page
 * over where it stands (see src/client/app/mount.tsx). Its reads go through the app's own routes
 * with the same cookie, so they are exactly the user's own answers, permission checks included.
 * React's server renderer and the client's pages load with the first signed-in visit.
 */
export function signedInFirstView(app: FastifyInstance, sessionCookieName: string) {
  return async (request: FastifyRequest): Promise<RenderedPage | null> => {
    const token = request.cookies[sessionCookieName];
    if (!token || request.method !== "GET") return null;
    const read: ReadAsUser = async (url, init) => {
      const answer = await app.inject({
        method: "GET",
        url,
        headers: { ...Object.fromEntries(new Headers(init.headers)), cookie: `${sessionCookieName}=${token}` },
      });
      const empty = answer.statusCode === 204 || answer.body === "";
      return new Response(empty ? null : answer.body, {
        status: answer.statusCode,
        headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
      });
    };
    try {
      const userAnswer = await read("/api/auth/user", {});
      if (!userAnswer.ok) return null;
      const user = (await userAnswer.json()) as User;
      const { renderFirstView } = await import("./render-first-view");
      return await renderFirstView(user, new URL(request.url, "http://page"), read);
    } catch (error) {
      // The app draws the page itself, as it did before the server rendered any.
      request.log.warn({ err: loggableError(error) }, "first view not rendered");
      return null;
    }
  };
}
