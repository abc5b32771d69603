import { z } from "zod";
import {
  commissionerInviteRequest,
  DISTRICT_MESSAGES,
  districtOverviewQuery,
  districtOverviewResponse,
  troopDistrictResponse,
} from "../../../shared/api/districts";
import type { FeatureRoutes } from "../../app-context";
import { currentAccount, currentActor } from "../../auth/actor";
import { HttpError } from "../../lib/http-error";
import { requireAccount, requireAdmin, requireRole } from "../../plugins/auth";
import { inviteCommissioner } from "./district-invites.service";
import { districtOfCommissioner, districtOverview, isCommissioner } from "./district-overview.service";
import { leaveDistrict, troopDistrict } from "./troop-district.service";

/**
 * Districts (many-troops M6): a commissioner's overview of the district's troops (counts only) and
 * invites to other commissioners; a troop's leaders see its district and its admins may leave it.
 * Being a commissioner opens nothing of a troop: the troop routes ask for a membership of the troop.
 * A commissioner's routes are the account's own, so a commissioner of no troop reaches them too.
 */
export const districtRoutes: FeatureRoutes = (app, { db, notifier }) => {
  app.get(
    "/api/district/overview",
    { onRequest: requireAccount, schema: { querystring: districtOverviewQuery, response: { 200: districtOverviewResponse } } },
    async (request) => districtOverview(db, currentAccount(request).userId, request.query.districtId),
  );

  app.post(
    "/api/district/invites",
    { onRequest: requireAccount, schema: { body: commissionerInviteRequest, response: { 201: z.object({ email: z.string() }) } } },
    async (request, reply) => {
      const account = currentAccount(request);
      const { district } = await districtOfCommissioner(db, account.userId, request.body.districtId);
      if (await isCommissioner(db, district.id, request.body.email)) throw new HttpError(409, DISTRICT_MESSAGES.alreadyCommissionerThere);
      await db.transaction((tx) =>
        inviteCommissioner(tx, {
          districtId: district.id,
          email: request.body.email,
          invitedByUserId: account.userId,
          origin: app.linkOrigin,
          channels: notifier.channels,
        }),
      );
      return reply.status(201).send({ email: request.body.email });
    },
  );

  app.get(
    "/api/troop/district",
    { onRequest: requireRole("leader"), schema: { response: { 200: troopDistrictResponse } } },
    async (request) => troopDistrict(db, currentActor(request).troopId),
  );

  app.delete("/api/troop/district", { onRequest: requireAdmin, schema: { response: { 200: troopDistrictResponse } } }, async (request) =>
    leaveDistrict(db, currentActor(request).troopId),
  );
};
