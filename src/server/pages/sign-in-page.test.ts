import { describe, expect, it } from "vitest";
import { setTroopSettings, startTroopSignedOut } from "../../../tests/factories/troops";
import { signUpLeader } from "../../../tests/factories/users";
import { BUILT_INDEX, createClientDir, createTestApp, renderedRootOf } from "../../../tests/setup/test-app";
import { SESSION_COOKIE } from "../auth/session-cookie";

describe("the sign-in page, drawn by the server as plain HTML that runs without React", async () => {
  const { app, as } = await createTestApp({ clientDir: createClientDir(BUILT_INDEX) });
  const leader = await signUpLeader(app);
  await setTroopSettings(app, leader, { troopName: "Troop 12 Pine Valley", primaryColor: "#1d4ed8" });
  const visit = (url: string, cookies?: Record<string, string>) => as(null, { cookies }).get(url);

  it("is the sign-in form in the troop's name and colours, disabled until its script runs", async () => {
    const res = await visit("/login");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const root = renderedRootOf(res.body);
    expect(res.body).toContain('<div id="root" data-server-rendered><main');
    expect(root).toContain("Sign in to your account");
    expect(root).toMatch(/<fieldset id="sign-in-fields" disabled="" class="min-w-0" data-sign-in="signin">/);
    expect(root).toMatch(/<form id="sign-in-form" noValidate=""/);
    // React's markers are for a page React takes over: this one it never does.
    expect(root).not.toContain("<!--");
    expect(root).toContain(">Sign In</button>");
    expect(res.body).toContain("<title>Troop 12 Pine Valley · Scout Badges</title>");
    expect(res.body).toMatch(/<html lang="en" style="--primary: 224 76% 48%;/);
  });

  it("asks for React and the app's root at idle priority, for the page a sign-in opens, and carries no reads", async () => {
    const { body } = await visit("/login");
    expect(body).toContain('<template id="code-for-later"><link rel="prefetch" as="script" crossorigin href="/assets/mount-abc.js">');
    expect(body.slice(0, body.indexOf("</head>"))).not.toContain("prefetch");
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(body).not.toContain("first-view-state");
  });

  it("opens the form the address asks for, carrying nothing else of the address", async () => {
    const signUp = renderedRootOf((await visit("/login?invite=SCOUT-SECRET1&next=%2Fadmin")).body);
    expect(signUp).toContain("Create your account to start earning badges");
    expect(signUp).toContain("Sign-up code");
    expect(signUp).not.toContain("SCOUT-SECRET1");
    expect(signUp).not.toContain("admin");
    expect(renderedRootOf((await visit("/login?forgot")).body)).toContain("Forgot your password?");
    // Drawn per form, not per address: the next visitor's plain sign-in is the sign-in form.
    const plain = renderedRootOf((await visit("/login?next=%3Cscript%3Ealert(1)%3C%2Fscript%3E")).body);
    expect(plain).toContain("Sign in to your account");
    expect(plain).not.toContain("<script>alert");
  });

  it("is the app as built for a browser with a session cookie, live or ended, and at other signed-out addresses", async () => {
    expect((await visit("/login", { [SESSION_COOKIE]: leader.token })).body).toBe(BUILT_INDEX);
    expect((await visit("/login", { [SESSION_COOKIE]: "ended-session" })).body).toBe(BUILT_INDEX);
    expect((await visit("/reset-password?token=abc")).body).toBe(BUILT_INDEX);
    expect((await visit("/login/extra")).body).toBe(BUILT_INDEX);
  });
});

describe("the sign-in page on a deployment of many troops (many-troops M4)", async () => {
  const { app, as } = await createTestApp({
    clientDir: createClientDir(BUILT_INDEX),
    troopSignup: { mode: "open" },
    deploymentName: "River District",
  });

  it("is the deployment's at /login once it holds two troops, no troop's", async () => {
    expect((await as(null).get("/login")).body).toContain("<title>My Scout Troop · Scout Badges</title>");
    const started = await startTroopSignedOut(app, { troopName: "Bravo Troop", slug: "bravo" }, "bo@bravo.example.com");
    expect(started.statusCode).toBe(201);
    // The drawn page is kept for a second, like the troop's other reads.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const body = (await as(null).get("/login")).body;
    expect(body).toContain("<title>River District · Scout Badges</title>");
    expect(body).not.toContain("Bravo Troop");
  });
});
