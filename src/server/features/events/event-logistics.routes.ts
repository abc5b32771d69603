import { z } from "zod";
import { idParam } from "../../../shared/api/common";
import {
  campSheetQuery,
  campSheetResponse,
  campSheetViewListResponse,
  consentRecord,
  consentSignRequest,
  helperOffer,
  helperOfferListResponse,
  helperOfferRequest,
  leaderReplyParams,
  paperConsentRequest,
  participantPaymentRequest,
  participantPaymentResponse,
  replyListResponse,
  replyRequest,
  replyResponse,
  scoutHealthResponse,
} from "../../../shared/api/event-logistics";
import { childEventParams } from "../../../shared/api/family";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { HttpError } from "../../lib/http-error";
import { guardLoggedRead, requireAuth, requireRole } from "../../plugins/auth";
import { sentFromQueue } from "../../plugins/idempotency";
import { listCampSheetViews, ownHealth, readCampSheet } from "./camp-sheet.service";
import { recordPaperConsent, signConsent, withdrawConsentAsLeader, withdrawConsentAsParent } from "./consent.service";
import { listReplies, replyAsScout, replyForChild, replyForScoutByLeader, setPaid } from "./event-replies.service";
import { changeOffer, listOffers, offerHelp, withdrawOffer } from "./helpers.service";

const eventScoutParams = z.object({ id: z.string(), scoutId: z.string() });

/** A camp sheet opened from another site: refused, since every read is logged. */
export const CROSS_SITE_READ = "Open the camp sheet from the app itself.";

/**
 * Running an event: replies and the waiting list, consent, payments, the camp sheet and parents'
 * offers of help (docs/product.md, "Events"). Registered by eventRoutes.
 */
export const eventLogisticsRoutes: FeatureRoutes = (app, { db, notifier }) => {
  const leader = requireRole("leader");
  const scout = requireRole("scout");
  const parent = requireRole("parent");
  const delivery = () => ({ origin: app.linkOrigin, channels: notifier.channels });

  app.put(
    "/api/events/:id/reply",
    { onRequest: scout, schema: { params: idParam, body: replyRequest, response: { 200: replyResponse } } },
    async (request) => {
      const answer = { ...request.body, queued: sentFromQueue(request) };
      const { result } = await replyAsScout(db, currentActor(request), request.params.id, answer, delivery());
      return result;
    },
  );

  app.put(
    "/api/parent/children/:scoutId/events/:eventId/reply",
    { onRequest: parent, schema: { params: childEventParams, body: replyRequest, response: { 200: replyResponse } } },
    async (request) => {
      const { scoutId, eventId } = request.params;
      const answer = { ...request.body, queued: sentFromQueue(request) };
      const { result } = await replyForChild(db, currentActor(request), scoutId, eventId, answer, delivery());
      return result;
    },
  );

  // A family's answer given by phone or on paper, recorded by a leader for any active scout.
  app.put(
    "/api/events/:id/replies/:scoutId",
    { onRequest: leader, schema: { params: leaderReplyParams, body: replyRequest, response: { 200: replyResponse } } },
    async (request) => {
      const answer = { ...request.body, queued: sentFromQueue(request) };
      const { id, scoutId } = request.params;
      const { result } = await replyForScoutByLeader(db, currentActor(request), id, scoutId, answer, delivery());
      return result;
    },
  );

  app.get(
    "/api/events/:id/replies",
    { onRequest: leader, schema: { params: idParam, response: { 200: replyListResponse } } },
    async (request) => listReplies(db, currentActor(request), request.params.id),
  );

  app.post(
    "/api/parent/children/:scoutId/events/:eventId/consent",
    { onRequest: parent, schema: { params: childEventParams, body: consentSignRequest, response: { 201: consentRecord } } },
    async (request, reply) => {
      const { scoutId, eventId } = request.params;
      return reply.status(201).send(await signConsent(db, currentActor(request), scoutId, eventId, request.body.signedName));
    },
  );

  app.delete(
    "/api/parent/children/:scoutId/events/:eventId/consent",
    { onRequest: parent, schema: { params: childEventParams } },
    async (request, reply) => {
      await withdrawConsentAsParent(db, currentActor(request), request.params.scoutId, request.params.eventId);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/events/:id/participants/:scoutId/consent",
    { onRequest: leader, schema: { params: eventScoutParams, body: paperConsentRequest, response: { 201: consentRecord } } },
    async (request, reply) =>
      reply.status(201).send(await recordPaperConsent(db, currentActor(request), request.params.id, request.params.scoutId)),
  );

  app.delete(
    "/api/events/:id/participants/:scoutId/consent",
    { onRequest: leader, schema: { params: eventScoutParams } },
    async (request, reply) => {
      await withdrawConsentAsLeader(db, currentActor(request), request.params.id, request.params.scoutId);
      return reply.status(204).send();
    },
  );

  app.patch(
    "/api/events/:id/participants/:scoutId",
    {
      onRequest: leader,
      schema: { params: eventScoutParams, body: participantPaymentRequest, response: { 200: participantPaymentResponse } },
    },
    async (request) => setPaid(db, currentActor(request), request.params.id, request.params.scoutId, request.body.paid),
  );

  // Children's medical notes: never cached, every read logged. A read writes the log, so one that
  // another site started (a link or an image there, with the leader's cookie) is refused, as a
  // cross-site sign-out is: nobody can fill the log with views that never happened.
  app.get(
    "/api/events/:id/camp-sheet",
    { onRequest: leader, schema: { params: idParam, querystring: campSheetQuery, response: { 200: campSheetResponse } } },
    async (request, reply) => {
      guardLoggedRead(request, reply, CROSS_SITE_READ);
      return readCampSheet(db, currentActor(request), request.params.id, request.query.purpose);
    },
  );

  app.get("/api/scout/health", { onRequest: scout, schema: { response: { 200: scoutHealthResponse } } }, async (request) =>
    ownHealth(db, currentActor(request)),
  );

  app.get(
    "/api/events/:id/camp-sheet/views",
    { onRequest: leader, schema: { params: idParam, response: { 200: campSheetViewListResponse } } },
    async (request) => listCampSheetViews(db, currentActor(request), request.params.id),
  );

  app.post(
    "/api/events/:id/helpers",
    { onRequest: parent, schema: { params: idParam, body: helperOfferRequest, response: { 201: helperOffer } } },
    async (request, reply) => reply.status(201).send(await offerHelp(db, currentActor(request), request.params.id, request.body)),
  );

  app.put(
    "/api/events/:id/helpers",
    { onRequest: parent, schema: { params: idParam, body: helperOfferRequest, response: { 200: helperOffer } } },
    async (request) => changeOffer(db, currentActor(request), request.params.id, request.body),
  );

  app.delete("/api/events/:id/helpers", { onRequest: parent, schema: { params: idParam } }, async (request, reply) => {
    await withdrawOffer(db, currentActor(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    "/api/events/:id/helpers",
    { onRequest: requireAuth, schema: { params: idParam, response: { 200: helperOfferListResponse } } },
    async (request) => {
      const actor = currentActor(request);
      if (actor.role === "scout") throw new HttpError(403, "Only leaders and parents can see offers of help.");
      return listOffers(db, actor, request.params.id);
    },
  );
};
