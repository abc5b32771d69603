import type { App } from "../../src/server/app";
import { requestsTo } from "../setup/request-as";
import { createBadge } from "./badges";
import { createEvent, daysFromNow } from "./events";
import { type SignedIn, signUpParent, signUpScout } from "./users";

/** A troop with something in every corner: the leader's, with a scout and a parent, badges, an event, awards, a message. */
export async function realisticTroop(app: App, leader: SignedIn) {
  const call = async (method: "GET" | "POST" | "PATCH" | "PUT", url: string, who: SignedIn, payload?: unknown) => {
    const res = await requestsTo(app)(who).send(method, url, payload as object | undefined);
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? null : res.json();
  };
  const scout = await signUpScout(app, leader);
  const parent = await signUpParent(app, leader, scout.scoutId);
  const roster = await call("POST", "/api/scouts", leader, { name: "Robin Roster" });
  const badge = await createBadge(app, leader);
  const other = await createBadge(app, leader, { requirements: ["Light a fire"] });
  const event = await createEvent(app, leader, { isFeatured: true });
  await call("PATCH", `/api/badges/${badge.id}/progress`, scout, { completedRequirements: [0, 1] });
  await call("PATCH", `/api/events/${event.id}/join`, scout);
  await call("POST", `/api/scouts/${roster.id}/award-badge`, leader, { badgeId: other.id });
  const lastWeek = await createEvent(app, leader, { startDate: daysFromNow(-7) });
  await call("POST", "/api/attendance", leader, { scoutId: scout.scoutId, eventId: lastWeek.id, status: "present" });
  const [activity] = await call("GET", "/api/activities", leader);
  if (activity) await call("POST", `/api/activities/${activity.id}/reactions`, leader, { emoji: "🎉", message: "Well done" });
  const message = await call("POST", "/api/messages", leader, { subject: "Camp", body: "Bring wellies.", audience: { kind: "troop" } });
  const feed = await call("GET", "/api/calendar/feed", scout);
  const ids: Record<string, string> = {
    "/badges/:id": badge.id,
    "/events/:id": event.id,
    "/events/:eventId": event.id,
    "/children/:scoutId": scout.scoutId,
    "/scouts/:id": scout.scoutId,
    "/messages/:id": message.id,
    "/calendar/:file": String(feed.url).split("/").at(-1) ?? "",
  };
  /** A concrete address for a route: its parameters are the fixture's ids (an unknown id where there is none). */
  const concrete = (url: string) =>
    Object.entries(ids)
      .reduce((u, [pattern, id]) => u.replace(pattern, pattern.replace(/:[a-zA-Z]+/, id)), url)
      .replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000");
  return { app, leader, scout, parent, concrete, badgeId: badge.id as string, eventId: event.id as string, call };
}
