import { accountPhoneRequest, accountPhoneResponse } from "../../../shared/api/account";
import { scoutProfileResponse } from "../../../shared/api/badges";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireAuth } from "../../plugins/auth";
import { accountPhone, setAccountPhone } from "./account-phone.service";

/**
 * The signed-in account's own details, for any role: the name the scout dashboard greets, and the
 * phone number leaders ring about a child (a parent's, on the camp sheet and with an offer of help).
 */
export const accountRoutes: FeatureRoutes = (app, { db }) => {
  app.get("/api/scout/profile", { onRequest: requireAuth, schema: { response: { 200: scoutProfileResponse } } }, async (request) => ({
    name: currentActor(request).name,
  }));

  app.get("/api/account/phone", { onRequest: requireAuth, schema: { response: { 200: accountPhoneResponse } } }, async (request) =>
    accountPhone(db, currentActor(request)),
  );

  app.put(
    "/api/account/phone",
    { onRequest: requireAuth, schema: { body: accountPhoneRequest, response: { 200: accountPhoneResponse } } },
    async (request) => setAccountPhone(db, currentActor(request), request.body.phone),
  );
};
