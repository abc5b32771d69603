import type { FastifyReply } from "fastify";
import { z } from "zod";
import { CALENDAR_MESSAGES, calendarFeedResponse } from "../../../shared/api/calendar";
import { idParam } from "../../../shared/api/common";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { setRequestTroop } from "../../db/troop-scope";
import { HttpError } from "../../lib/http-error";
import { publicOrigin } from "../../lib/public-origin";
import { requireAuth } from "../../plugins/auth";
import { calendarName, eventEntry, feedEntries } from "./calendar.service";
import { feedToken, findFeedOwner, resetFeedToken } from "./feed-tokens.service";
import { renderCalendar } from "./ics";

const FEED_FILE = /^(.+)\.ics$/;

function sendCalendar(reply: FastifyReply, body: string, download?: string) {
  reply.type("text/calendar; charset=utf-8");
  if (download) reply.header("Content-Disposition", `attachment; filename="${download}.ics"`);
  return reply.send(body);
}

/** A file name a download can carry: the title's letters and digits, joined by dashes. */
function fileName(title: string) {
  const slug = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "event";
}

export const calendarRoutes: FeatureRoutes = (app, { db }) => {
  const feedUrl = (request: Parameters<typeof publicOrigin>[0], token: string) =>
    new URL(`/api/calendar/${token}.ics`, publicOrigin(request)).href;

  // The address is made the first time it is shown: a GET that changes something, and says so.
  app.get(
    "/api/calendar/feed",
    { onRequest: requireAuth, config: { changes: true }, schema: { response: { 200: calendarFeedResponse } } },
    async (request) => ({
      url: feedUrl(request, await feedToken(db, currentActor(request))),
    }),
  );

  app.post(
    "/api/calendar/feed/reset",
    // The new address holds the feed's secret: never remembered for a repeated request.
    { onRequest: requireAuth, config: { neverRemembered: true }, schema: { response: { 200: calendarFeedResponse } } },
    async (request) => ({ url: feedUrl(request, await resetFeedToken(db, currentActor(request))) }),
  );

  // Calendar apps fetch this without cookies or headers: the token in the address is the only key.
  app.get(
    "/api/calendar/:file",
    {
      schema: { params: z.object({ file: z.string() }) },
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const owner = token ? await findFeedOwner(db, token) : null;
      if (!owner) throw new HttpError(404, CALENDAR_MESSAGES.unknownFeed);
      // The feed is its owner's view of their troop, and of nothing else.
      setRequestTroop(owner.troopId);
      const [name, entries] = await Promise.all([calendarName(db, owner.troopId), feedEntries(db, owner)]);
      return sendCalendar(reply, renderCalendar({ name, host: publicOrigin(request).hostname, entries }));
    },
  );

  app.get("/api/events/:id/ics", { onRequest: requireAuth, schema: { params: idParam } }, async (request, reply) => {
    const actor = currentActor(request);
    const [name, entry] = await Promise.all([calendarName(db, actor.troopId), eventEntry(db, actor, request.params.id)]);
    return sendCalendar(reply, renderCalendar({ name, host: publicOrigin(request).hostname, entries: [entry] }), fileName(entry.title));
  });
};
