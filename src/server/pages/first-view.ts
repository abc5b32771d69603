import type { FastifyInstance, FastifyRequest } from "fastify";
import { drawSignedInPage, type Transport } from "../../client/entry-server";
import type { User } from "../../shared/api/auth";
import type { RenderedPage } from "../lib/html-head";
import { loggableError } from "../lib/loggable-error";
import { renderedPage } from "./branded-page";

/**
 * How a page drawn for one user reads: through the app's own routes with that user's session
 * cookie, so its answers are exactly the user's own, permission checks included.
 */
export function readsAsUser(app: FastifyInstance, sessionCookieName: string, token: string): Transport {
  return async (url, init) => {
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
}

/**
 * A signed-in page's first view, drawn here for a browser that sends the session cookie: on a
 * phone the page shows with the HTML (top bar, page, and the reads it shows first), instead of after
 * React, the page's code and its reads have arrived one after another. The app then takes the page
 * over where it stands (see src/client/app/mount.tsx). React's server renderer and the client's
 * pages load with the first signed-in visit.
 */
export function signedInFirstView(app: FastifyInstance, sessionCookieName: string) {
  return async (request: FastifyRequest): Promise<RenderedPage | null> => {
    const token = request.cookies[sessionCookieName];
    if (!token || request.method !== "GET") return null;
    const transport = readsAsUser(app, sessionCookieName, token);
    try {
      const userAnswer = await transport("/api/auth/user", {});
      if (!userAnswer.ok) return null;
      const user = (await userAnswer.json()) as User;
      const page = await drawSignedInPage(user, new URL(request.url, "http://page"), transport);
      if (!page) return null;
      // A tab the address opens (?tab=) may show reads the page table does not name: drawn loading.
      if (page.unlistedReads?.length) request.log.debug({ reads: page.unlistedReads }, "first view drawn with reads loading");
      return renderedPage(page, true);
    } catch (error) {
      // The app draws the page itself, as it did before the server rendered any.
      request.log.warn({ err: loggableError(error) }, "first view not rendered");
      return null;
    }
  };
}
