import { describe, expect, it } from "vitest";
import { createEvent, daysFromNow } from "../../../../tests/factories/events";
import { setTroopSettings, startTroopSignedOut } from "../../../../tests/factories/troops";
import { inviteCode, type SignedIn, signUp, signUpLeader } from "../../../../tests/factories/users";
import { createClientDir, createTestApp } from "../../../../tests/setup/test-app";
import { PUBLIC_UPCOMING_EVENTS } from "../../../shared/api/public-troop";
import { SESSION_COOKIE } from "../../auth/session-cookie";

const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Scout Badges: track badges, join events and manage your scout troop." />
    <title>Scout Badges</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("the troop's public page", async () => {
  const { app, as } = await createTestApp({ clientDir: createClientDir(BUILT_INDEX) });

  const leader = await signUpLeader(app);
  const configure = async (who: SignedIn, body: Record<string, unknown>) => {
    const res = await as(who).put("/api/troop/configuration", body);
    expect(res.statusCode).toBe(200);
  };
  const troop = {
    troopName: "Troop 12 Pine Valley",
    troopNumber: "12",
    region: "North Ridge",
    logoUrl: "/badges/default.svg",
    primaryColor: "#1d4ed8",
    secondaryColor: "#15803d",
    accentColor: "#b45309",
    customWelcomeMessage: "Adventures every week for 10 to 14 year olds.",
    meetingLocation: "St Mary's Hall, Oak Street",
    meetingSchedule: "Tuesdays 18:30–20:00",
    contactEmail: "hello@troop12.example.org",
    contactPhone: "555-0100-LEADER",
    website: "https://troop12.example.org",
  };
  await configure(leader, troop);

  // Children with distinctive names and details, signed up to events and on the roster.
  const child = {
    name: "Zebedee Quillfeather",
    email: "zebedee.private@example.com",
    phone: "555-0177-ZQ",
    emergencyContact: "Marigold Quillfeather",
    notes: "Asthma inhaler in bag.",
  };
  const added = await as(leader).post("/api/scouts", child);
  expect(added.statusCode).toBe(201);
  const childAccount = await signUp(app, {
    role: "scout",
    email: child.email,
    firstName: "Zebedee",
    lastName: "Quillfeather",
    inviteCode: await inviteCode(app, leader, added.json().id),
  });

  const soon = await createEvent(app, leader, { title: "Night hike", startDate: daysFromNow(2), location: "Ridge car park" });
  const later = await createEvent(app, leader, { title: "Summer camp", startDate: daysFromNow(40), endDate: null });
  const past = await createEvent(app, leader, { title: "Old fair", startDate: daysFromNow(-3) });
  const deleted = await createEvent(app, leader, { title: "Cancelled trip", startDate: daysFromNow(5) });
  await as(leader).del(`/api/events/${deleted.id}`);
  for (const event of [soon, later]) {
    const res = await as(childAccount).patch(`/api/events/${event.id}/join`);
    expect(res.statusCode).toBe(200);
  }

  const getPublic = () => as(null).get("/api/public/troop");

  it("is off by default: 404, and pages carry neither the troop's preview tags nor the mark", async () => {
    const res = await getPublic();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found." });
    // The signed-out home page is the landing page rendered by the server (pages/landing-page.ts).
    const home = await as(null).get("/");
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain("og:");
    expect(home.body).not.toContain("troop-public-page");
    // So is the sign-in page (pages/sign-in-page.ts), with no preview tags either.
    const login = (await as(null).get("/login")).body;
    expect(login).toContain('<div id="root" data-server-rendered><main');
    expect(login).toContain("Sign in to your account");
    expect(login).not.toContain("og:");
    expect((await as(null).get("/reset-password")).body).toBe(BUILT_INDEX);
  });

  describe("switched on", () => {
    it("answers without sign-in with exactly the public fields (never the contact phone) and the upcoming events only", async () => {
      await configure(leader, { troopName: troop.troopName, enablePublicProfile: true });
      const res = await getPublic();
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const { contactPhone: _private, ...shown } = troop;
      expect(res.json()).toEqual({
        ...shown,
        upcomingEvents: [
          { title: "Night hike", startDate: soon.startDate, endDate: soon.endDate, location: "Ridge car park" },
          { title: "Summer camp", startDate: later.startDate, endDate: null, location: later.location },
        ],
      });
    });

    it("never carries a child's name or details, nor event descriptions or counts", async () => {
      const body = (await getPublic()).body;
      for (const secret of [child.name, "Zebedee", "Quillfeather", child.email, child.phone, child.notes, "Asthma", "Lee Leader"]) {
        expect(body).not.toContain(secret);
      }
      expect(body).not.toContain(soon.description);
      expect(body).not.toContain("currentParticipants");
      expect(body).not.toContain(past.title);
      expect(body).not.toContain(deleted.title);
    });

    it(`lists at most ${PUBLIC_UPCOMING_EVENTS} events, soonest first`, async () => {
      for (let i = 0; i < PUBLIC_UPCOMING_EVENTS; i++) await createEvent(app, leader, { startDate: daysFromNow(20 + i) });
      const listed = (await getPublic()).json().upcomingEvents as { title: string; startDate: string }[];
      expect(listed).toHaveLength(PUBLIC_UPCOMING_EVENTS);
      expect(listed[0]?.title).toBe("Night hike");
      const starts = listed.map((e) => e.startDate);
      expect(starts).toEqual([...starts].sort());
    });

    it("puts the troop's name and welcome into the home page's title, description and Open Graph tags", async () => {
      const home = await as(null, { headers: { host: "troop12.example.org" } }).get("/");
      expect(home.statusCode).toBe(200);
      expect(home.headers["cache-control"]).toBe("no-cache");
      expect(home.body).toContain("<title>Troop 12 Pine Valley</title>");
      expect(home.body).toContain('<meta property="og:title" content="Troop 12 Pine Valley" />');
      expect(home.body).toContain(`<meta name="description" content="${troop.customWelcomeMessage}" />`);
      expect(home.body).toContain(`<meta property="og:description" content="${troop.customWelcomeMessage}" />`);
      expect(home.body).toContain('<meta property="og:url" content="http://troop12.example.org/" />');
      expect(home.body).toContain('<meta property="og:image" content="http://troop12.example.org/badges/default.svg" />');
      // The built description is replaced, not repeated.
      expect(home.body.match(/name="description"/g)).toHaveLength(1);
      expect(home.body).not.toContain("track badges, join events");
      // The mark that tells the landing page to ask for the public troop.
      expect(home.body).toContain('<meta name="troop-public-page" content="on" />');
      // Client routes get the same head: the sign-in page and a signed-in page's first view are still
      // drawn by the server, under the troop's preview tags; only `/` is the app's.
      expect(home.body).not.toContain("data-server-rendered");
      const login = await as(null).get("/login");
      expect(login.body).toContain('<meta property="og:title" content="Troop 12 Pine Valley" />');
      expect(login.body).toContain("Sign in to your account");
      const dashboard = await as(null, { cookies: { [SESSION_COOKIE]: leader.token } }).get("/leader-dashboard");
      expect(dashboard.body).toContain('<meta property="og:title" content="Troop 12 Pine Valley" />');
      expect(dashboard.body).toContain('<div id="root" data-first-view>');
      expect(dashboard.headers["cache-control"]).toBe("private, no-store");
    });

    it("escapes whatever the leader typed", async () => {
      await configure(leader, {
        troopName: `Troop "7" <script>alert('x')</script> & $& Co`,
        customWelcomeMessage: 'Hi"><img src=x onerror=alert(1)>',
      });
      const home = (await as(null).get("/")).body;
      expect(home).not.toContain("<script>alert");
      expect(home).not.toContain("<img src=x");
      expect(home).toContain("<title>Troop &quot;7&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; $&amp; Co</title>");
      expect(home).toContain('<meta property="og:description" content="Hi&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" />');
      await configure(leader, { troopName: troop.troopName, customWelcomeMessage: troop.customWelcomeMessage });
    });

    it("is read on every request: switching it off hides the page and the tags at once", async () => {
      await configure(leader, { troopName: troop.troopName, enablePublicProfile: false });
      expect((await getPublic()).statusCode).toBe(404);
      expect((await as(null).get("/")).body).not.toContain("og:");
      expect((await as(null).get("/reset-password")).body).toBe(BUILT_INDEX);
      await configure(leader, { troopName: troop.troopName, enablePublicProfile: true });
      expect((await getPublic()).statusCode).toBe(200);
    });
  });
});

describe("a troop's own address and the deployment's page (many-troops M4)", async () => {
  const { app, as } = await createTestApp({ troopSignup: { mode: "open" }, deploymentName: "River District" });
  const leader = await signUpLeader(app);

  it("names the deployment, who may start a troop, and how many troops it holds", async () => {
    expect((await as(null).get("/api/public/deployment")).json()).toEqual({ name: "River District", troopSignup: "open", troopCount: 1 });
    const started = await startTroopSignedOut(app, { troopName: "Bravo Troop", slug: "bravo" }, "bo@bravo.example.com");
    expect(started.statusCode).toBe(201);
    expect((await as(null).get("/api/public/deployment")).json().troopCount).toBe(2);
    // Away from any troop's address a visitor sees the deployment's name and the default colours;
    // a signed-in leader still sees their own troop's.
    expect((await as(null).get("/api/troop/branding")).json()).toMatchObject({ troopName: "River District", primaryColor: "#490499" });
    expect((await as(leader).get("/api/troop/branding")).json().troopName).toBe("My Scout Troop");
  });

  it("answers a troop's colours by its address, and its public page only while it is on", async () => {
    await setTroopSettings(app, leader, { primaryColor: "#112233", enablePublicProfile: true });
    const branding = await as(null).get("/api/public/troops/my-scout-troop/branding");
    expect(branding.statusCode).toBe(200);
    expect(branding.json()).toMatchObject({ troopName: "My Scout Troop", primaryColor: "#112233" });
    expect((await as(null).get("/api/public/troops/my-scout-troop")).json().troopName).toBe("My Scout Troop");
    // Bravo keeps its public page off: 404, as if it did not exist; its colours are still its own.
    expect((await as(null).get("/api/public/troops/bravo")).statusCode).toBe(404);
    expect((await as(null).get("/api/public/troops/bravo/branding")).json().troopName).toBe("Bravo Troop");
    for (const slug of ["nobody", "BRAVO", "a".repeat(100), "%00", "..%2f"]) {
      expect((await as(null).get(`/api/public/troops/${slug}/branding`)).statusCode, slug).toBe(404);
      expect((await as(null).get(`/api/public/troops/${slug}`)).statusCode, slug).toBe(404);
    }
  });

  it("answers an invitation's troop colours by its code, and counts codes that name no troop", async () => {
    const bravoLeader = (
      await as(null).post("/api/login-credentials", { username: "bo@bravo.example.com", password: "long enough password", role: "leader" })
    ).json();
    const bravo = { headers: { authorization: `Bearer ${bravoLeader.authToken}` } };
    const { leaderInviteCode } = (await as(bravo).get("/api/troop/configuration")).json();
    const address = "10.9.8.7";
    const byCode = await as(null, { remoteAddress: address }).get(`/api/public/invite-branding?code=${leaderInviteCode.toLowerCase()}`);
    expect(byCode.json().troopName).toBe("Bravo Troop");
    const scout = await as(bravo).post("/api/scouts", { name: "Bea Bravo", email: null });
    const { code } = (await as(bravo).post(`/api/scouts/${scout.json().id}/parent-invite`)).json();
    expect((await as(null, { remoteAddress: address }).get(`/api/public/invite-branding?code=${code}`)).json().troopName).toBe(
      "Bravo Troop",
    );
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push((await as(null, { remoteAddress: address }).get(`/api/public/invite-branding?code=LEAD-WRONG${i}`)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers[10]).toBe(429);
    expect((await as(null, { remoteAddress: address }).get("/api/public/invite-branding")).statusCode).toBe(400);
  });
});
