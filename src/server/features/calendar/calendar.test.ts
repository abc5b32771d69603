import ical, { type VEvent } from "node-ical";
import { afterAll, describe, expect, it } from "vitest";
import { createEvent, daysFromNow, signUpRosterScout } from "../../../../tests/factories/events";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import type { SignedIn } from "../../../../tests/factories/users";
import { signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { requestsTo } from "../../../../tests/setup/request-as";
import { createTestApp } from "../../../../tests/setup/test-app";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import type { ScoutEvent } from "../../../shared/api/events";
import { buildApp } from "../../app";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

type ParamValue = string | { val: string } | undefined;
const text = (value: ParamValue) => (typeof value === "object" ? value.val : value);
/** iCalendar times have whole seconds. */
const seconds = (time: string | number) => Math.floor(new Date(time).getTime() / 1000) * 1000;

/** The VEVENTs of an .ics body, read by an independent parser, by UID. */
function parse(body: string): Map<string, VEvent> {
  const parsed = ical.sync.parseICS(body);
  const found = new Map<string, VEvent>();
  for (const item of Object.values(parsed)) if (item?.type === "VEVENT") found.set(item.uid, item);
  return found;
}

describe("calendar feeds", async () => {
  const { app, database, as } = await createTestApp();
  const leader = await signUpLeader(app);
  const scout = await signUpRosterScout(app, database.db, { firstName: "Ada", lastName: "Pine" });

  const feedUrl = async (who: SignedIn) => {
    const res = await as(who).get("/api/calendar/feed");
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  };
  /** Fetches the feed as a calendar app does: no cookie, no Authorization header. */
  const fetchFeed = (url: string, headers: Record<string, string> = {}) => as(null, { headers }).get(new URL(url).pathname);
  const feedEvents = async (who: SignedIn) => {
    const res = await fetchFeed(await feedUrl(who));
    expect(res.statusCode).toBe(200);
    return parse(res.body);
  };
  const uid = (event: ScoutEvent) => `${event.id}@localhost`;

  it("needs a signed-in user to read or reset the address", async () => {
    expect((await as(null).get("/api/calendar/feed")).statusCode).toBe(401);
    expect((await as(null).post("/api/calendar/feed/reset")).statusCode).toBe(401);
  });

  it("gives an absolute, unguessable address that stays the same on every visit", async () => {
    const first = await feedUrl(leader);
    expect(first).toMatch(/^http:\/\/localhost\/api\/calendar\/[0-9a-f]{16}[A-Za-z0-9_-]{32}\.ics$/);
    expect(await feedUrl(leader)).toBe(first);
    expect(await feedUrl(scout)).not.toBe(first);
  });

  it("uses the host and scheme the request came in by", async () => {
    const res = await as(null, { headers: { ...leader.headers, host: "troop12.example.org" } }).get("/api/calendar/feed");
    expect(res.json().url).toMatch(/^http:\/\/troop12\.example\.org\/api\/calendar\/.+\.ics$/);
  });

  it("serves RFC 5545 text that an independent parser reads back as the troop's events", async () => {
    const named = await as(leader).put("/api/troop/configuration", { troopName: "Troop 12, Pine; Valley" });
    expect(named.statusCode).toBe(200);
    const camp = await createEvent(app, leader, {
      title: "Camp; night, under stars",
      description: `Bring a torch, a sleeping bag; and a smile.\nSecond line with ünïcödé and a long tail ${"x".repeat(120)}`,
      location: "Pine Lake, North shore",
      startDate: daysFromNow(10),
      badgeOpportunities: ["Camping", "Stargazing"],
    });
    const hike = await createEvent(app, leader, { title: "Hike", startDate: daysFromNow(3), endDate: null });

    const res = await fetchFeed(await feedUrl(leader));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    // Lines end in CRLF and none is longer than 75 octets (long ones are folded).
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(res.body).toContain("X-WR-CALNAME:Troop 12\\, Pine\\; Valley\r\n");
    expect(ical.sync.parseICS(res.body).vcalendar?.["WR-CALNAME"]).toBe("Troop 12, Pine; Valley");

    const events = parse(res.body);
    const c = events.get(uid(camp));
    expect(c).toBeDefined();
    expect(text(c?.summary)).toBe(camp.title);
    expect(text(c?.location)).toBe(camp.location);
    expect(text(c?.description)).toContain(camp.description);
    expect(text(c?.description)).toContain("Badge opportunities: Camping, Stargazing");
    expect(c?.start.getTime()).toBe(seconds(camp.startDate));
    expect(c?.end?.getTime()).toBe(seconds(camp.endDate ?? ""));
    expect(c?.lastmodified?.getTime()).toBe(seconds(camp.updatedAt));

    const h = events.get(uid(hike));
    expect(h?.end?.getTime()).toBe(seconds(new Date(hike.startDate).getTime() + TWO_HOURS_MS));
  });

  it("keeps each event's UID across fetches and edits, and shows the edit", async () => {
    const event = await createEvent(app, leader, { title: "Knots night" });
    const url = await feedUrl(leader);
    const before = parse((await fetchFeed(url)).body).get(uid(event));
    const again = await fetchFeed(url);
    expect(parse(again.body).get(uid(event))?.uid).toBe(before?.uid);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const edited = await as(leader).patch(`/api/events/${event.id}`, { title: "Knots and lashings night", location: "Scout hut" });
    expect(edited.statusCode).toBe(200);
    const after = parse((await fetchFeed(url)).body).get(uid(event));
    expect(after?.uid).toBe(`${event.id}@localhost`);
    expect(text(after?.summary)).toBe("Knots and lashings night");
    expect(text(after?.location)).toBe("Scout hut");
    expect(after?.lastmodified?.getTime()).toBeGreaterThan(before?.lastmodified?.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it("drops deleted events from the feed", async () => {
    const event = await createEvent(app, leader, { title: "Cancelled swim" });
    expect((await feedEvents(leader)).has(uid(event))).toBe(true);
    expect((await as(leader).del(`/api/events/${event.id}`)).statusCode).toBe(204);
    expect((await feedEvents(leader)).has(uid(event))).toBe(false);
    expect((await feedEvents(scout)).has(uid(event))).toBe(false);
  });

  it("gives a scout every event, marking the ones the scout joined", async () => {
    const joined = await createEvent(app, leader, { title: "Joined one" });
    const other = await createEvent(app, leader, { title: "Not joined" });
    expect((await as(scout).patch(`/api/events/${joined.id}/join`)).statusCode).toBe(200);

    const events = await feedEvents(scout);
    const all = (await as(leader).get("/api/events")).json() as ScoutEvent[];
    expect([...events.keys()].sort()).toEqual(all.map(uid).sort());
    expect(text(events.get(uid(joined))?.description)).toMatch(/^You: joined/);
    expect(text(events.get(uid(other))?.description)).not.toContain("You: joined");
    // The leader's feed says nothing about the scout's sign-up.
    expect(text((await feedEvents(leader)).get(uid(joined))?.description)).not.toContain("joined");
  });

  it("resetting gives a new address and the old one stops at once", async () => {
    const old = await feedUrl(scout);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const res = await as(scout).post("/api/calendar/feed/reset");
    expect(res.statusCode).toBe(200);
    const fresh = res.json().url as string;
    expect(fresh).not.toBe(old);
    expect(await feedUrl(scout)).toBe(fresh);

    const gone = await fetchFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: expect.stringContaining("not valid") });
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
  });

  it("answers 404 for unknown, malformed and half-right addresses", async () => {
    const good = new URL(await feedUrl(leader)).pathname;
    const token = good.slice("/api/calendar/".length, -".ics".length);
    const wrongSecret = `${token.slice(0, 16)}${token.slice(16, 47)}${token.at(-1) === "A" ? "B" : "A"}`;
    for (const path of [
      `/api/calendar/${"0".repeat(16)}${"A".repeat(32)}.ics`,
      `/api/calendar/${wrongSecret}.ics`,
      `/api/calendar/${token}`,
      `/api/calendar/${token}.ics.ics`,
      "/api/calendar/nothing.ics",
      "/api/calendar/.ics",
    ]) {
      const res = await as(null).get(path);
      expect(res.statusCode, path).toBe(404);
    }
  });

  it("works with a stale cookie or Authorization header from someone else", async () => {
    const url = await feedUrl(leader);
    const withCookie = await fetchFeed(url, { cookie: "sb_session=not-a-session" });
    expect(withCookie.statusCode).toBe(200);
    const withBearer = await fetchFeed(url, { authorization: "Bearer not-a-session" });
    expect(withBearer.statusCode).toBe(200);
  });

  it("keeps troops apart: another troop's feed lists none of these events", async () => {
    const mine = await createEvent(app, leader, { title: "Our troop only" });
    const elsewhere = await insertTroopWithLeader(database.db);
    const events = await feedEvents(elsewhere);
    expect(events.has(uid(mine))).toBe(false);
    expect(events.size).toBe(0);
  });

  describe("one event as a download", () => {
    it("answers the signed-in user with an attachment holding just that event", async () => {
      const event = await createEvent(app, leader, { title: "Bake sale", endDate: null });
      const res = await as(scout).get(`/api/events/${event.id}/ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="bake-sale.ics"');
      const events = parse(res.body);
      expect([...events.keys()]).toEqual([uid(event)]);
      expect(events.get(uid(event))?.end?.getTime()).toBe(seconds(new Date(event.startDate).getTime() + TWO_HOURS_MS));
    });

    it("is 401 signed out and 404 for unknown, deleted or another troop's events", async () => {
      const event = await createEvent(app, leader);
      expect((await as(null).get(`/api/events/${event.id}/ics`)).statusCode).toBe(401);
      const elsewhere = await insertTroopWithLeader(database.db, "Far Troop");
      expect((await as(elsewhere).get(`/api/events/${event.id}/ics`)).statusCode).toBe(404);
      for (const id of [UNKNOWN_ID, "not-a-uuid"]) {
        expect((await as(leader).get(`/api/events/${id}/ics`)).statusCode).toBe(404);
      }
      await as(leader).del(`/api/events/${event.id}`);
      expect((await as(leader).get(`/api/events/${event.id}/ics`)).statusCode).toBe(404);
    });
  });
});

describe("calendar feeds behind a proxy (PUBLIC_ORIGIN)", async () => {
  const database = await createTestDatabase();
  const app = await buildApp({ database, publicOrigin: "https://troop12.example.org" });
  const as = requestsTo(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("names PUBLIC_ORIGIN in the address and the UIDs, whatever Host the proxy passes on", async () => {
    const leader = await signUpLeader(app);
    const event = await createEvent(app, leader);
    const res = await as(null, { headers: { ...leader.headers, host: "10.0.0.5:3000" } }).get("/api/calendar/feed");
    const url = res.json().url as string;
    expect(url).toMatch(/^https:\/\/troop12\.example\.org\/api\/calendar\/.+\.ics$/);
    const feed = await as(null, { headers: { host: "10.0.0.5:3000" } }).get(new URL(url).pathname);
    expect([...parse(feed.body).keys()]).toEqual([`${event.id}@troop12.example.org`]);
  });
});

describe("a parent's calendar feed", async () => {
  const { app, as } = await createTestApp();
  const leader = await signUpLeader(app);
  const sam = await signUpScout(app, leader, { firstName: "Sam", lastName: "Birch" });
  const bo = await signUpScout(app, leader, { firstName: "Bo", lastName: "Oakridge" });
  const parent = await signUpParent(app, leader, sam.scoutId);

  const samsEvent = await createEvent(app, leader, { title: "Sam's campout" });
  const bosEvent = await createEvent(app, leader, { title: "Bo's canoe trip" });
  const nobodys = await createEvent(app, leader, { title: "Quiet evening" });
  const join = async (who: SignedIn, event: ScoutEvent) => {
    const res = await as(who).patch(`/api/events/${event.id}/join`);
    expect(res.statusCode).toBe(200);
  };
  await join(sam, samsEvent);
  await join(bo, bosEvent);

  const configure = async (body: Record<string, unknown>) => {
    const res = await as(leader).put("/api/troop/configuration", { troopName: "Troop", ...body });
    expect(res.statusCode).toBe(200);
  };
  const feedOf = async (who: SignedIn) => {
    const { url } = (await as(who).get("/api/calendar/feed")).json();
    const res = await as(null).get(new URL(url).pathname);
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const uid = (event: ScoutEvent) => `${event.id}@localhost`;

  it("lists only their own child's events, marked with the child's state, and nothing about another child", async () => {
    const body = await feedOf(parent);
    const events = parse(body);
    expect([...events.keys()]).toEqual([uid(samsEvent)]);
    expect(text(events.get(uid(samsEvent))?.description)).toMatch(/^Sam: joined\n/);
    for (const other of ["Bo:", "Oakridge", bosEvent.title, nobodys.title]) expect(body).not.toContain(other);
  });

  it("shows a join waiting for a parent's OK as such, to the parent and to the scout", async () => {
    await configure({ requireParentApproval: true });
    const waiting = await createEvent(app, leader, { title: "Climbing wall" });
    await join(sam, waiting);
    const forParent = parse(await feedOf(parent)).get(uid(waiting));
    expect(text(forParent?.description)).toMatch(/^Sam: waiting for a parent's OK/);
    const forScout = parse(await feedOf(sam)).get(uid(waiting));
    expect(text(forScout?.description)).toMatch(/^You: waiting for a parent's OK/);
    await configure({ requireParentApproval: false });
  });

  it("shows a waiting place as waiting, never as joined, to the parent and to the scout", async () => {
    const full = await createEvent(app, leader, { title: "Full minibus", maxParticipants: 1 });
    await join(bo, full);
    const res = await as(sam).put(`/api/events/${full.id}/reply`, { answer: "yes" });
    expect(res.json()).toEqual({ status: "waitlisted", position: 1 });
    const forParent = text(parse(await feedOf(parent)).get(uid(full))?.description);
    expect(forParent).toMatch(/^Sam: on the waiting list/);
    expect(forParent).not.toContain("joined");
    expect(text(parse(await feedOf(sam)).get(uid(full))?.description)).toMatch(/^You: on the waiting list/);
  });

  it("lets a parent save any troop event, marked only with their own child", async () => {
    const quiet = await as(parent).get(`/api/events/${nobodys.id}/ics`);
    expect(quiet.statusCode).toBe(200);
    expect(text(parse(quiet.body).get(uid(nobodys))?.description)).not.toMatch(/joined|waiting/);
    const bos = await as(parent).get(`/api/events/${bosEvent.id}/ics`);
    expect(bos.statusCode).toBe(200);
    // The event's own title names Bo; his sign-up is not mentioned.
    expect(bos.body).not.toContain("Oakridge");
    expect(bos.body).not.toMatch(/Bo: |joined|waiting/);
  });

  it("is empty while the parent portal is off, and the events come back when it is on", async () => {
    await configure({ enableParentPortal: false });
    expect(parse(await feedOf(parent)).size).toBe(0);
    const single = await as(parent).get(`/api/events/${samsEvent.id}/ics`);
    expect(single.statusCode).toBe(403);
    await configure({ enableParentPortal: true });
    expect(parse(await feedOf(parent)).has(uid(samsEvent))).toBe(true);
  });
});
