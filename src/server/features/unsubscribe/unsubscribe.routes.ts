import { z } from "zod";
import type { FeatureRoutes } from "../../app-context";
import { readUnsubscribeLink, resubscribe, unsubscribe } from "./unsubscribe.service";
import { type UnsubscribePageState, unsubscribePage } from "./unsubscribe-page";

const tokenParam = z.object({ token: z.string().max(600) });

/**
 * The unsubscribe link of emails to families without an account (signed out, like the email it
 * comes from). GET shows the question, POST answers it: from the page's button, or from a mail
 * program's one-click unsubscribe (RFC 8058), which posts to the same address.
 */
export const unsubscribeRoutes: FeatureRoutes = (app, { db }) => {
  const page = (state: UnsubscribePageState, link: Awaited<ReturnType<typeof readUnsubscribeLink>>, action: string) =>
    unsubscribePage(state, link?.troop ?? null, link?.email ?? "", action);

  app.get("/unsubscribe/:token", { schema: { params: tokenParam } }, async (request, reply) => {
    const link = await readUnsubscribeLink(db, request.params.token);
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").type("text/html; charset=utf-8");
    if (!link) return reply.status(404).send(page("invalid", null, ""));
    const action = `/unsubscribe/${request.params.token}${link.unsubscribed ? "/undo" : ""}`;
    return reply.send(page(link.unsubscribed ? "done" : "ask", link, action));
  });

  app.post("/unsubscribe/:token", { schema: { params: tokenParam } }, async (request, reply) => {
    const link = await readUnsubscribeLink(db, request.params.token);
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    if (!link) return reply.status(404).send(page("invalid", null, ""));
    await unsubscribe(db, link);
    return reply.send(page("done", link, `/unsubscribe/${request.params.token}/undo`));
  });

  app.post("/unsubscribe/:token/undo", { schema: { params: tokenParam } }, async (request, reply) => {
    const link = await readUnsubscribeLink(db, request.params.token);
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    if (!link) return reply.status(404).send(page("invalid", null, ""));
    await resubscribe(db, link);
    return reply.send(page("again", link, ""));
  });
};
