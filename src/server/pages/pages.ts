import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../db/client";
import { firstOf, type PageRenderer } from "../plugins/static";
import { signedInFirstView } from "./first-view";
import { signedOutHome } from "./landing-page";
import { signedOutSignIn } from "./sign-in-page";

/**
 * The pages the server draws itself rather than the app as built, the first that answers winning:
 * the landing page and the sign-in page for a visitor without a session cookie, and a signed-in
 * page's first view for one with it. Registered with the static files (src/server/app.ts).
 */
export function pagesDrawnHere(
  app: FastifyInstance,
  db: DbOrTx,
  troopId: string,
  sessionCookieName: string,
  deploymentName: string,
): PageRenderer {
  return firstOf(
    signedOutHome(db, troopId, sessionCookieName),
    signedOutSignIn(db, troopId, sessionCookieName, deploymentName),
    signedInFirstView(app, sessionCookieName),
  );
}
