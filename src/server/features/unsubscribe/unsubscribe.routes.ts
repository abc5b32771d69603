import { z } from "zod";
import type { FeatureRoutes } from "../../app-context";
import { readUnsubscribeLink, resubscribe, unsubscribe } from "./unsubscribe.service";
import { type UnsubscribePageState, unsubscribePage } from "./unsubscribe-page";

// In the query, not the path: a token carries the address, and a path segment is capped at 100 characters.
const tokenQuery = z.object({ token: z.string().max(1000).optional() });

/**
 * The unsubscribe link of emails to families without an account (signed out, like the email it
 * comes from): `/unsubscribe?token=…`. GET shows the question, POST answers it: from the page's
 * button, or from a mail program's one-click unsubscribe (RFC 8058), which posts to the same
 * address. `/unsubscribe/undo` takes it back.
 */
export const unsubscribeRoutes: FeatureRoutes = (app, { db }) => {
  const page = (state: UnsubscribePageState, link: Awaited<ReturnType<typeof readUnsubscribeLink>>, action: string) =>
    unsubscribePage(state, link?.troop ?? null, link?.email ?? "", action);
  const linkOf = (token: string | undefined) => (token ? readUnsubscribeLink(db, token) : Promise.resolve(null));
  const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

  app.get("/unsubscribe", { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const { token = "" } = request.query;
    const link = await linkOf(token);
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").type("text/html; charset=utf-8");
    if (!link) return reply.status(404).send(page("invalid", null, ""));
    const action = withToken(link.unsubscribed ? "/unsubscribe/undo" : "/unsubscribe", token);
    return reply.send(page(link.unsubscribed ? "done" : "ask", link, action));
  });

  app.post("/unsubscribe", { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const { token = "" } = request.query;
    const link = await linkOf(token);
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").type("text/html; charset=utf-8");
    if (!link) return reply.status(404).send(page("invalid", null, ""));
    await unsubscribe(db, link);
    return reply.send(page("done", link, withToken("/unsubscribe/undo", token)));
  });

  app.post("/unsubscribe/undo", { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const { token = "" } = request.query;
    const link = await linkOf(token);
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").type("text/html; charset=utf-8");
    if (!link) return reply.status(404).send(page("invalid", null, ""));
    await resubscribe(db, link);
    return reply.send(page("again", link, ""));
  });
};
