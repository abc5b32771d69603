import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildSignup, login, signUpLeader, signUpScoutWithCode } from "../../tests/factories/users";
import { requestsTo } from "../../tests/setup/request-as";
import { createTestDatabase } from "../../tests/setup/test-database";
import { type App, type BuildAppOptions, buildApp } from "./app";
import { ensurePrivateDir } from "./lib/private-dir";

const database = await createTestDatabase();
const apps: App[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function appWith(options: Omit<BuildAppOptions, "database">) {
  const app = await buildApp({ database, ...options });
  apps.push(app);
  return app;
}

// One troop for the whole file: its first leader bootstraps it, every app below shares the database.
const base = await appWith({});
const leader = await signUpLeader(base);
const scout = await signUpScoutWithCode(base, leader, { password: "right-pass" });

const refusedSignup = (app: App, headers: Record<string, string>, remoteAddress: string) =>
  requestsTo(app)(null, { headers, remoteAddress }).post("/api/signup", buildSignup({ inviteCode: "WRONGCODE" }));

describe("TRUST_PROXY", () => {
  it("takes the client address from a trusted proxy's X-Forwarded-For, and only from it", async () => {
    const app = await appWith({ trustProxy: ["10.9.9.9"] });
    const _as = requestsTo(app);
    const viaProxy = (client: string) => refusedSignup(app, { "x-forwarded-for": client }, "10.9.9.9");
    for (let i = 0; i < 10; i++) expect((await viaProxy("203.0.113.40")).statusCode).toBe(403);
    // That client is limited; another client behind the same proxy is not.
    expect((await viaProxy("203.0.113.40")).statusCode).toBe(429);
    expect((await viaProxy("203.0.113.41")).statusCode).toBe(403);
    // From an address that is not the proxy, the header is ignored: the peer itself is the client.
    for (let i = 0; i < 10; i++)
      expect((await refusedSignup(app, { "x-forwarded-for": "203.0.113.42" }, "198.51.100.50")).statusCode).toBe(403);
    expect((await refusedSignup(app, { "x-forwarded-for": "203.0.113.43" }, "198.51.100.50")).statusCode).toBe(429);
  });

  it("trusts that many hops for a hop count, none without the setting", async () => {
    const hop = await appWith({ trustProxy: 1 });
    for (let i = 0; i < 10; i++) await refusedSignup(hop, { "x-forwarded-for": "203.0.113.60" }, "10.1.1.1");
    expect((await refusedSignup(hop, { "x-forwarded-for": "203.0.113.61" }, "10.1.1.1")).statusCode).toBe(403);

    const direct = await appWith({});
    for (let i = 0; i < 10; i++) await refusedSignup(direct, { "x-forwarded-for": `203.0.113.${70 + i}` }, "10.2.2.2");
    // Every spoofed header came from one peer: one client.
    expect((await refusedSignup(direct, { "x-forwarded-for": "203.0.113.99" }, "10.2.2.2")).statusCode).toBe(429);
  });

  it("marks the session cookie Secure when the trusted proxy says the request came over https", async () => {
    const app = await appWith({ trustProxy: true });
    const as = requestsTo(app);
    const https = await as(null, { headers: { "x-forwarded-proto": "https" } }).post("/api/login-credentials", {
      username: scout.email,
      password: "right-pass",
      role: "scout",
    });
    expect(https.cookies.find((c) => c.name === "sb_session")?.secure).toBe(true);
    const http = await login(app, scout.email, "right-pass", "scout");
    expect(http.cookies.find((c) => c.name === "sb_session")?.secure).toBeFalsy();
  });
});

describe("PUBLIC_ORIGIN", () => {
  const ORIGIN = "https://troop12.example.org";

  it("under https names the cookie __Host-sb_session, always Secure, and reads only that name", async () => {
    const app = await appWith({ publicOrigin: ORIGIN });
    const as = requestsTo(app);
    const res = await login(app, scout.email, "right-pass", "scout");
    const cookie = res.cookies.find((c) => c.name === "__Host-sb_session");
    expect(cookie?.value).toBe(res.json().authToken);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Lax" });
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === "sb_session")).toBeUndefined();
    const token = res.json().authToken as string;
    const me = (cookieHeader: string) => as(null, { headers: { cookie: cookieHeader } }).get("/api/auth/user");
    expect((await me(`__Host-sb_session=${token}`)).statusCode).toBe(200);
    expect((await me(`sb_session=${token}`)).statusCode).toBe(401);
    const out = await as(null, { headers: { cookie: `__Host-sb_session=${token}` } }).get("/api/logout");
    const cleared = out.cookies.find((c) => c.name === "__Host-sb_session");
    expect(cleared).toMatchObject({ value: "", secure: true, path: "/" });
    expect((await me(`__Host-sb_session=${token}`)).statusCode).toBe(401);
  });

  it("is the only origin accepted for cookie-authenticated changes", async () => {
    const app = await appWith({ publicOrigin: ORIGIN });
    const as = requestsTo(app);
    const cookie = `__Host-sb_session=${leader.token}`;
    const markNotNew = (headers: Record<string, string>) => as(null, { headers: { cookie, ...headers } }).post("/api/mark-not-new");
    // The request's own Host no longer vouches for it: only PUBLIC_ORIGIN does.
    expect((await markNotNew({ host: "internal:3000", origin: "http://internal:3000" })).statusCode).toBe(403);
    expect((await markNotNew({ origin: "http://troop12.example.org" })).statusCode).toBe(403);
    expect((await markNotNew({ origin: "https://troop12.example.org.evil.example" })).statusCode).toBe(403);
    expect((await markNotNew({})).statusCode).toBe(403);
    expect((await markNotNew({ origin: ORIGIN })).statusCode).toBe(204);
    expect((await markNotNew({ referer: `${ORIGIN}/settings` })).statusCode).toBe(204);
    // The Bearer header is not a browser's ambient credential: any origin.
    const bearer = await as(null, { headers: { ...leader.headers, origin: "https://elsewhere.example" } }).post("/api/mark-not-new");
    expect(bearer.statusCode).toBe(204);
  });

  it("over plain http keeps the sb_session name", async () => {
    const app = await appWith({ publicOrigin: "http://localhost:3000" });
    const _as = requestsTo(app);
    const res = await login(app, leader.email, leader.password, "leader");
    expect(res.cookies.find((c) => c.name === "sb_session")?.secure).toBeFalsy();
  });
});

describe("error logs", () => {
  it("carry the code and the route of a failed request, never the SQL parameters", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ database, logger: { level: "info", stream } });
    const as = requestsTo(app);
    apps.push(app);
    app.get("/api/test-failure/:id", async () => {
      await database.db.execute(sql`select ${"secret-parameter-value"}::text as v from no_such_table`);
      return {};
    });
    await app.ready();
    const res = await as(null).get("/api/test-failure/42");
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret-parameter-value");
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg?.startsWith("request failed"));
    expect(failure).toMatchObject({ level: 50, route: "/api/test-failure/:id", method: "GET", err: { code: "42P01" } });
    expect(failure.msg).toBe("request failed: 42P01");
    expect(lines.join("\n")).not.toContain("secret-parameter-value");
  });
});

describe("DATA_DIR", () => {
  const root = mkdtempSync(join(tmpdir(), "scout-badges-private-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("is created 0700, and an existing open folder is made 0700", () => {
    const fresh = join(root, "fresh", "data");
    ensurePrivateDir(fresh);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    const open = join(root, "open");
    mkdirSync(open, { mode: 0o755 });
    writeFileSync(join(open, "PG_VERSION"), "17");
    ensurePrivateDir(open);
    expect(statSync(open).mode & 0o777).toBe(0o700);
  });

  it("refuses to start when the folder cannot be made private", () => {
    const dir = join(root, "shared");
    const denied = {
      mkdir: () => {},
      chmod: () => {
        throw Object.assign(new Error("EPERM: operation not permitted"), { code: "EPERM" });
      },
      mode: () => 0o40755,
    };
    expect(() => ensurePrivateDir(dir, denied)).toThrow(/cannot be made private.*EPERM/);
    // A file system that ignores modes: chmod "succeeds" and nothing changes.
    const ignored = { mkdir: () => {}, chmod: () => {}, mode: () => 0o40777 };
    expect(() => ensurePrivateDir(dir, ignored)).toThrow(/cannot be made private: its mode is 777/);
  });
});
