import { describe, expect, it } from "vitest";
import { setTroopSettings } from "../../../tests/factories/troops";
import { inviteCode, signUp, signUpLeader } from "../../../tests/factories/users";
import { BUILT_INDEX, createClientDir, createTestApp, renderedRootOf } from "../../../tests/setup/test-app";
import { SESSION_COOKIE } from "../auth/session-cookie";

describe("the signed-out home page, rendered by the server", async () => {
  const { app, as } = await createTestApp({ clientDir: createClientDir(BUILT_INDEX) });
  const leader = await signUpLeader(app);
  const configure = (changes: Parameters<typeof setTroopSettings>[2]) => setTroopSettings(app, leader, changes);
  await configure({
    troopName: "Troop 12 Pine Valley",
    primaryColor: "#1d4ed8",
    customWelcomeMessage: "Adventures every week for 10 to 14 year olds.",
  });
  const home = (cookies?: Record<string, string>) => as(null, { cookies }).get("/");

  it("is the landing page in the troop's name, colours and welcome, with links to sign in", async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const root = renderedRootOf(res.body);
    expect(res.body).toContain('<div id="root" data-server-rendered>');
    expect(root).toContain("Troop 12 Pine Valley");
    expect(root).toContain("Adventures every week for 10 to 14 year olds.");
    expect(root).toContain("Everything your troop needs");
    expect(root.match(/<a href="\/login"/g)).toHaveLength(3);
    expect(res.body).toContain("<title>Troop 12 Pine Valley · Scout Badges</title>");
    // #1d4ed8 as the theme's HSL triplet, with white text on it.
    expect(res.body).toMatch(/<html lang="en" style="--primary: 224 76% 48%; --primary-foreground: 0 0% 100%;/);
  });

  it("runs none of the app: its preloads become prefetches for after it has loaded, the first script stays for a browser holding a token", async () => {
    const { body } = await home();
    expect(body).not.toContain("modulepreload");
    // Not in the head: in a template after the root, which the first script puts in the head once
    // the page has loaded.
    expect(body).toContain(
      '<template id="code-for-later"><link rel="prefetch" as="script" crossorigin href="/assets/mount-abc.js"><link rel="prefetch" as="script" crossorigin href="/assets/react-abc.js"></template>',
    );
    expect(body.slice(0, body.indexOf("</head>"))).not.toContain("prefetch");
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it("is not the landing page for a browser with a session cookie, and the app as built on every other address", async () => {
    // A live session gets its home's first view (first-view.ts); one that ended gets the app.
    expect((await home({ [SESSION_COOKIE]: leader.token })).body).toContain("data-first-view");
    expect((await home({ [SESSION_COOKIE]: "ended-session" })).body).toBe(BUILT_INDEX);
    expect((await as(null).get("/reset-password")).body).toBe(BUILT_INDEX);
    expect((await as(null).get("/admin")).body).toBe(BUILT_INDEX);
  });

  it("escapes whatever the leader typed", async () => {
    await configure({
      troopName: `Troop "7" <script>alert('x')</script> & $& Co`,
      customWelcomeMessage: 'Hi"><img src=x onerror=alert(1)>',
    });
    const { body } = await home();
    expect(body).not.toContain("<script>alert");
    expect(body).not.toContain("<img src=x");
    expect(renderedRootOf(body)).toContain("Troop &quot;7&quot; &lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; $&amp; Co");
    expect(body).toContain(
      "<title>Troop &quot;7&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; $&amp; Co · Scout Badges</title>",
    );
  });

  it("shows a change of branding at once", async () => {
    await configure({ troopName: "Troop 44 Lakeside", customWelcomeMessage: "" });
    const root = renderedRootOf((await home()).body);
    expect(root).toContain("Troop 44 Lakeside");
    expect(root).toContain("Earn badges, join adventures and track every achievement");
  });

  it("carries nothing about the troop's scouts", async () => {
    const added = await as(leader).post("/api/scouts", { name: "Zebedee Quillfeather", email: "zebedee.private@example.com" });
    expect(added.statusCode).toBe(201);
    await signUp(app, {
      role: "scout",
      email: "zebedee.private@example.com",
      firstName: "Zebedee",
      lastName: "Quillfeather",
      inviteCode: await inviteCode(app, leader, added.json().id),
    });
    const { body } = await home();
    expect(body).not.toContain("Zebedee");
    expect(body).not.toContain("zebedee.private");
  });

  it("gives way to the app while the troop's public page is on (the page is the app's)", async () => {
    await configure({ enablePublicProfile: true });
    const { body } = await home();
    expect(body).not.toContain("data-server-rendered");
    expect(body).toContain('<meta name="troop-public-page" content="on" />');
    await configure({ enablePublicProfile: false });
    expect((await home()).body).toContain("data-server-rendered");
  });
});
