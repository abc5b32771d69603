import { idParam } from "../../../shared/api/common";
import {
  inboxMessage,
  inboxResponse,
  newMessageRequest,
  receiptsResponse,
  recipientCountRequest,
  recipientCountResponse,
  replyRequest,
  sentListResponse,
  sentMessageResponse,
  unreadCountResponse,
} from "../../../shared/api/messages";
import { contactLeadersRequest, contactLeadersResponse } from "../../../shared/api/troop";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireAuth, requireRole } from "../../plugins/auth";
import { contactLeaders } from "./contact-leaders.service";
import {
  countRecipients,
  type Delivery,
  getInboxMessage,
  listInbox,
  listReceipts,
  listSent,
  markRead,
  replyToMessage,
  sendMessage,
  unreadCount,
} from "./messages.service";

/** Messages to families: leaders write to an audience, everyone in it reads, parents reply to the leaders. */
export const messageRoutes: FeatureRoutes = (app, { db, notifier }) => {
  const leader = requireRole("leader");
  // Links in emails point at PUBLIC_ORIGIN (else this machine's localhost), never at the request's Host.
  const delivery = (): Delivery => ({ origin: app.linkOrigin, channels: notifier.channels, now: new Date() });

  app.post(
    "/api/messages",
    { onRequest: leader, schema: { body: newMessageRequest, response: { 201: sentMessageResponse } } },
    async (request, reply) => {
      const { message } = await sendMessage(db, currentActor(request), request.body, delivery());
      return reply.status(201).send(message);
    },
  );

  app.post(
    "/api/messages/recipients-count",
    { onRequest: leader, schema: { body: recipientCountRequest, response: { 200: recipientCountResponse } } },
    async (request) => countRecipients(db, currentActor(request), request.body.audience),
  );

  app.get("/api/messages", { onRequest: requireAuth, schema: { response: { 200: inboxResponse } } }, async (request) =>
    listInbox(db, currentActor(request)),
  );

  app.get(
    "/api/messages/unread-count",
    { onRequest: requireAuth, schema: { response: { 200: unreadCountResponse } } },
    async (request) => ({
      count: await unreadCount(db, currentActor(request)),
    }),
  );

  app.get("/api/messages/sent", { onRequest: leader, schema: { response: { 200: sentListResponse } } }, async (request) =>
    listSent(db, currentActor(request)),
  );

  app.get("/api/messages/:id", { onRequest: requireAuth, schema: { params: idParam, response: { 200: inboxMessage } } }, async (request) =>
    getInboxMessage(db, currentActor(request), request.params.id),
  );

  app.post("/api/messages/:id/read", { onRequest: requireAuth, schema: { params: idParam } }, async (request, reply) => {
    await markRead(db, currentActor(request), request.params.id, new Date());
    return reply.status(204).send();
  });

  app.get(
    "/api/messages/:id/receipts",
    { onRequest: leader, schema: { params: idParam, response: { 200: receiptsResponse } } },
    async (request) => listReceipts(db, currentActor(request), request.params.id),
  );

  app.post(
    "/api/messages/:id/reply",
    {
      onRequest: requireRole("parent"),
      schema: { params: idParam, body: replyRequest, response: { 201: sentMessageResponse } },
      // A parent answers now and then; a burst is a script, and each reply lands with every leader.
      config: { rateLimit: { max: 30, timeWindow: "1 hour" } },
    },
    async (request, reply) => {
      const { message } = await replyToMessage(db, currentActor(request), request.params.id, request.body.body, delivery());
      return reply.status(201).send(message);
    },
  );

  // The family page's contact form: emailed to the troop's contact address and kept in the leaders' messages.
  app.post(
    "/api/troop/contact",
    {
      onRequest: requireRole("parent"),
      schema: { body: contactLeadersRequest, response: { 202: contactLeadersResponse } },
      // A parent writes now and then; a burst is a script, and each message lands in the leaders' inbox.
      config: { rateLimit: { max: 10, timeWindow: "1 hour" } },
    },
    async (request, reply) => {
      const result = await contactLeaders(db, currentActor(request), request.body, notifier.channels, new Date());
      return reply.status(202).send(result);
    },
  );
};
