import type { FastifyRequest } from "fastify";
import { authModeAt, drawSignIn } from "../../client/entry-server";
import type { DbOrTx } from "../db/client";
import { visitorBranding } from "../features/troop/troop.service";
import type { RenderedPage } from "../lib/html-head";
import { ReadCache } from "../plugins/read-cache";
import { renderedPage } from "./branded-page";

/**
 * The sign-in page for a signed-out visitor, drawn here as plain HTML: it runs no React, only the
 * card's own small script (client/features/auth/sign-in-form.ts), and React and the app's root come
 * at idle priority for the page a sign-in opens. The drawing depends only on the troop's branding and
 * on which form the address opens (sign-in, sign-up with a code, the reset request): the code itself,
 * the page to go back to and the role last used on the device are filled in by that script. Kept for
 * a second like the troop's other reads (plugins/read-cache.ts).
 */
export function signedOutSignIn(db: DbOrTx, troopId: string, sessionCookieName: string, deploymentName: string) {
  const recent = new ReadCache<string, RenderedPage>(1000);
  return async (request: FastifyRequest): Promise<RenderedPage | null> => {
    const [path, search = ""] = request.url.split(/\?(.*)/s);
    if (request.cookies[sessionCookieName] || path !== "/login") return null;
    const mode = authModeAt(new URLSearchParams(search));
    return recent.through(mode, async () => {
      // The only troop's colours, or the deployment's once it holds more (a troop's own is /t/{slug}/login).
      const branding = await visitorBranding(db, troopId, deploymentName);
      // One visitor's code or next page never reaches another's page: only the form is drawn.
      return renderedPage(await drawSignIn(branding, mode), false);
    });
  };
}
