import { createHash } from "node:crypto";
import { FIRST_VIEW_ROOT, FIRST_VIEW_STATE_ID, LOCALE_DATA_ROOT } from "@shared/constants";
import { EARLY_TAPS_SCRIPT } from "@shared/early-taps";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { createBadge } from "../../../tests/factories/badges";
import { setTroopSettings } from "../../../tests/factories/troops";
import { type SignedIn, signUpLeader, signUpParent, signUpScout } from "../../../tests/factories/users";
import { BUILT_INDEX, createClientDir, createTestApp } from "../../../tests/setup/test-app";
import { SESSION_COOKIE } from "../auth/session-cookie";

type Dehydrated = { queries: { queryKey: unknown[]; state: { data: unknown } }[]; merges: ([string] | [string, string])[] };

/** The served page's root element content and the reads it carries, by query key. */
function firstViewOf(html: string) {
  const root = /<div id="root" data-first-view[^>]*>([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";
  const json = new RegExp(`<script type="application/json" id="${FIRST_VIEW_STATE_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  const state: Dehydrated = json ? JSON.parse(json) : { queries: [], merges: [] };
  const reads = new Map(state.queries.map((query) => [query.queryKey.join(" "), query.state.data]));
  return { root, reads, merges: state.merges, json: json ?? "" };
}

describe("a signed-in page's first view, rendered by the server", async () => {
  const { app, as } = await createTestApp({ clientDir: createClientDir(BUILT_INDEX) });
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Park" });
  await setTroopSettings(app, leader, { troopName: "Troop 12 Pine Valley", primaryColor: "#1d4ed8" });
  const ada = await signUpScout(app, leader, { firstName: "Ada", lastName: "Quillfeather" });
  const ben = await signUpScout(app, leader, { firstName: "Benedikt", lastName: "Zorrow" });
  const badge = await createBadge(app, leader, { name: "Orienteering Ace" });
  // Past the welcome page (onboarding), as after the first visit.
  for (const scout of [ada, ben]) await as(scout).post("/api/mark-not-new");
  const visit = (url: string, who: SignedIn | string) =>
    as(null, { cookies: { [SESSION_COOKIE]: typeof who === "string" ? who : who.token } }).get(url);

  it("is the scout's home as the app draws it, with the reads it was drawn from, never stored by a cache", async () => {
    const res = await visit("/", ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.vary).toBe("Cookie");
    const { root, reads, merges } = firstViewOf(res.body);
    expect(root).toContain("Troop 12 Pine Valley");
    expect(root).toContain('data-testid="user-name"><span>Ada</span>');
    expect(root).toContain("My Badge Progress");
    expect([...reads.keys()].sort()).toEqual([
      "/api/auth/user",
      "/api/badges",
      "/api/badges earned-fresh",
      "/api/troop/branding",
      "/api/troop/features",
    ]);
    expect(reads.get("/api/auth/user")).toMatchObject({ firstName: "Ada", role: "scout" });
    // With them, the class lists the drawing merged, so that the take-over merges none: each as the
    // app merges it, one entry where merging changed nothing.
    expect(merges.length).toBeGreaterThan(5);
    for (const [joined, merged = joined] of merges) expect(twMerge(joined), joined).toBe(merged);
    expect(merges.some((merge) => merge.length === 2)).toBe(true);
    expect(reads.get("/api/badges")).toEqual(expect.arrayContaining([expect.objectContaining({ id: badge.id, name: "Orienteering Ace" })]));
    expect(res.body).toContain("<title>Troop 12 Pine Valley · Scout Badges</title>");
    expect(res.body).toMatch(/<html lang="en" style="--primary: 224 76% 48%;/);
    // The page is whole as sent: the app's code is asked for by the first script once it is painted,
    // so nothing else shares the network with the page's styles before then.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(res.body).not.toContain("modulepreload");
    expect(res.body).not.toContain("mount-abc.js");
  });

  it("holds taps from its first paint with the one inline script, which its Content-Security-Policy names by hash", async () => {
    const res = await visit("/", ada);
    // Before the root: it runs before any of the page is parsed, so painted.
    expect(res.body).toContain(`<script>${EARLY_TAPS_SCRIPT}</script><div id="root" ${FIRST_VIEW_ROOT}`);
    const hash = createHash("sha256").update(EARLY_TAPS_SCRIPT).digest("base64");
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    // Nothing else inline: every other script element names a file or carries data.
    const inline = [...res.body.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/g)];
    expect(inline).toHaveLength(1);
    // The signed-out pages run no app and hold nothing.
    expect((await as(null).get("/login")).body).not.toContain(EARLY_TAPS_SCRIPT);
  });

  it("is each user's own when two are rendered at the same time", async () => {
    const [forAda, forBen, forLeader] = await Promise.all([visit("/", ada), visit("/", ben), visit("/scout-management", leader)]);
    expect(firstViewOf(forAda.body).reads.get("/api/auth/user")).toMatchObject({ firstName: "Ada" });
    expect(forAda.body).not.toContain("Benedikt");
    expect(firstViewOf(forBen.body).reads.get("/api/auth/user")).toMatchObject({ firstName: "Benedikt" });
    expect(forBen.body).not.toContain("Quillfeather");
    // The leader's roster page lists both scouts.
    const roster = firstViewOf(forLeader.body);
    expect(roster.root).toContain("Ada Quillfeather");
    expect(roster.root).toContain("Benedikt Zorrow");
    // Drawn with what it shows at once: the switches and the requests waiting for review.
    expect([...roster.reads.keys()]).toEqual(expect.arrayContaining(["/api/troop/features", "/api/badge-approvals", "/api/scouts"]));
    expect(firstViewOf(forAda.body).reads.has("/api/badge-approvals")).toBe(false);
  });

  it("is marked when it shows dates or amounts, so the browser loads its locale data before taking it over", async () => {
    // The roster shows when each scout joined; the leader's dashboard draws no date until its cards load.
    const roster = await visit("/scout-management", leader);
    expect(firstViewOf(roster.body).root).toMatch(/Joined|\w{3} \d{1,2}, \d{4}/);
    expect(roster.body).toContain(`<div id="root" ${FIRST_VIEW_ROOT} ${LOCALE_DATA_ROOT}>`);
    const dashboard = await visit("/", leader);
    expect(firstViewOf(dashboard.body).root).not.toMatch(/\w{3} \d{1,2}, \d{4}/);
    expect(dashboard.body).toContain(`<div id="root" ${FIRST_VIEW_ROOT}>`);
  });

  it("reads only what the user may read: a scout at a leader's address gets no roster", async () => {
    const res = await visit("/scout-management", ada);
    expect(res.statusCode).toBe(200);
    const { root, reads } = firstViewOf(res.body);
    expect(reads.has("/api/scouts")).toBe(false);
    expect(res.body).not.toContain("Benedikt");
    expect(root).not.toContain("Scout management");
  });

  it("is the welcome page on a new account's first visit", async () => {
    const newcomer = await signUpScout(app, leader, { firstName: "Nia" });
    const { root } = firstViewOf((await visit("/", newcomer)).body);
    expect(root).toContain("Welcome to Scout Badges, <!-- -->Nia<!-- -->!");
  });

  it("shows a parent their own child only", async () => {
    const parent = await signUpParent(app, leader, ada.scoutId, { firstName: "Pat" });
    const { root, reads } = firstViewOf((await visit("/", parent)).body);
    expect(reads.get("/api/auth/user")).toMatchObject({ firstName: "Pat", role: "parent" });
    expect(root).toContain("Ada");
    expect(root).not.toContain("Benedikt");
  });

  it("carries what people typed as data that cannot end its script element", async () => {
    const typed = await createBadge(app, leader, { name: "</script><script>alert(1)</script> <!-- Knots" });
    const res = await visit("/admin", leader);
    const { json, reads } = firstViewOf(res.body);
    expect(json).not.toContain("</script>");
    expect(json).not.toContain("<!--");
    expect(res.body).not.toContain("<script>alert(1)");
    expect(reads.get("/api/badges")).toEqual(expect.arrayContaining([expect.objectContaining({ id: typed.id, name: typed.name })]));
  });

  it("is the app as built without a live session, and where the app has no signed-in page", async () => {
    expect((await as(null).get("/admin")).body).toBe(BUILT_INDEX);
    expect((await visit("/admin", "ended-session")).body).toBe(BUILT_INDEX);
    for (const address of ["/login", "/reset-password?token=x", "/no-such-page"]) {
      expect((await visit(address, leader)).body, address).toBe(BUILT_INDEX);
    }
    const res = await visit("/admin", leader);
    expect(res.body).toContain("data-first-view");
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });
});
