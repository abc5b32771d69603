import { publicTroopResponse } from "../../../shared/api/public-troop";
import type { FeatureRoutes } from "../../app-context";
import { HttpError } from "../../lib/http-error";
import { getPublicTroop } from "./public-troop.service";

export const publicTroopRoutes: FeatureRoutes = (app, { db, defaultTroopId }) => {
  // No sign-in: this is what the troop chose to show the world. Off → 404, as if it did not exist.
  app.get("/api/public/troop", { schema: { response: { 200: publicTroopResponse } } }, async () => {
    const troop = await getPublicTroop(db, defaultTroopId);
    if (!troop) throw new HttpError(404, "Not found.");
    return troop;
  });
};
