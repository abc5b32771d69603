import type { Deployment, StartTroopResponse, StartTroopWithAccountRequest } from "@shared/api/start-troop";
import { apiJson } from "@/lib/api-request";

let pending: Promise<Deployment | null> | null = null;

/**
 * The deployment's name, who may start a troop, and how many troops it holds: a plain fetch, once
 * per page load, for the signed-out pages (which carry no query library). Null when it cannot be
 * read: the page then stays the troop's.
 */
export function deployment(): Promise<Deployment | null> {
  pending ??= fetch("/api/public/deployment", { headers: { Accept: "application/json" } })
    .then((res) => (res.ok ? (res.json() as Promise<Deployment>) : null))
    .catch(() => null);
  return pending;
}

/** Starts a troop: signed out with the founder's account, signed in as the account in use. */
export function startTroop(body: Partial<StartTroopWithAccountRequest> & Pick<StartTroopWithAccountRequest, "troopName" | "slug">) {
  return apiJson<StartTroopResponse>("POST", "/api/troops", body);
}
