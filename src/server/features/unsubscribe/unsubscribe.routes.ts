import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { FeatureRoutes } from "../../app-context";
import { setRequestTroop } from "../../db/troop-scope";
import { readUnsubscribeLink, resubscribe, type UnsubscribeLink, unsubscribe } from "./unsubscribe.service";
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
  const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

  /** Answers a page for the link's token: `act` changes what it must and says which page follows. */
  const answer =
    (act: (link: UnsubscribeLink, token: string) => Promise<[UnsubscribePageState, string]>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { token = "" } = request.query as z.infer<typeof tokenQuery>;
      const link = token ? await readUnsubscribeLink(db, token) : null;
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").type("text/html; charset=utf-8");
      if (!link) return reply.status(404).send(unsubscribePage("invalid", null, "", ""));
      // What the link changes is its troop's.
      setRequestTroop(link.troopId);
      const [state, action] = await act(link, token);
      return reply.send(unsubscribePage(state, link.troop, link.email, action));
    };
  const schema = { querystring: tokenQuery };

  app.get(
    "/unsubscribe",
    { schema },
    answer(async (link, token) =>
      link.unsubscribed ? ["done", withToken("/unsubscribe/undo", token)] : ["ask", withToken("/unsubscribe", token)],
    ),
  );
  app.post(
    "/unsubscribe",
    { schema },
    answer(async (link, token) => {
      await unsubscribe(db, link);
      return ["done", withToken("/unsubscribe/undo", token)];
    }),
  );
  app.post(
    "/unsubscribe/undo",
    { schema },
    answer(async (link) => {
      await resubscribe(db, link);
      return ["again", ""];
    }),
  );
};
