import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildSignup, signUpLeader, someAddress } from "../../../tests/factories/users";
import { requestsTo } from "../../../tests/setup/request-as";
import { createTestApp } from "../../../tests/setup/test-app";
import { createTestDatabase } from "../../../tests/setup/test-database";
import { BADGE_CATEGORIES } from "../../shared/constants";
import { buildApp } from "../app";
import { badges, troops } from "../db/schema";
import { packageRoot } from "../lib/package-root";

/** No error body may carry a stack trace or source location. */
function expectNoStack(body: string) {
  expect(body).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
  expect(body).not.toMatch(/\.ts:\d+/);
  expect(body).not.toMatch(/"stack"/);
  expect(body).not.toMatch(/node_modules/);
}

describe("server basics", async () => {
  const { database, as } = await createTestApp();

  it("answers a body over 1 MB with 413 JSON", async () => {
    const res = await as(null, { headers: { "content-type": "application/json" }, remoteAddress: someAddress() }).post(
      "/api/signup",
      JSON.stringify({ email: "a@example.com", password: "secret123", firstName: "x".repeat(1024 * 1024 + 10), lastName: "y" }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("accepts a body just under 1 MB (then validates it)", async () => {
    const res = await as(null, { headers: { "content-type": "application/json" }, remoteAddress: someAddress() }).post(
      "/api/signup",
      JSON.stringify({ email: "a@example.com", password: "secret123", firstName: "x".repeat(1000 * 1000), lastName: "y" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.firstName).toEqual(expect.any(String));
  });

  it("answers an invalid JSON body with 400 JSON", async () => {
    const res = await as(null, { headers: { "content-type": "application/json" } }).post(
      "/api/login-credentials",
      '{"username": "a@example.com", "password": ',
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expectNoStack(res.body);
  });

  it("answers a missing body with 400 JSON", async () => {
    const res = await as(null).post("/api/login-credentials");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String), fields: expect.any(Object) });
  });

  it("answers a malformed URL with 400 in the usual error shape", async () => {
    const res = await as(null).get("/api/%");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 400, never 500, for text the database cannot store", async () => {
    const signup = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "leader", firstName: "Nul\u0000Char" }),
    );
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual({ error: expect.any(String) });
    expectNoStack(signup.body);

    const login = await as(null, { remoteAddress: someAddress() }).post("/api/login-credentials", {
      username: "a\u0000@example.com",
      password: "whatever",
      role: "scout",
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ error: expect.any(String) });
  });

  it("answers unknown /api paths with 404 JSON, whatever the method", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      const res = await as(null).send(method, "/api/no-such-thing/here");
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: expect.any(String) });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const bare = await as(null).get("/api");
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toEqual({ error: expect.any(String) });
  });

  it("marks API responses Cache-Control: no-store, errors included", async () => {
    for (const url of ["/api/health", "/api/troop/branding", "/api/auth/user", "/api/troop/configuration", "/api/logout"]) {
      const res = await as(null).get(url);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const redirect = await as(null).get("/api/login?role=scout");
    expect(redirect.headers["cache-control"]).toBe("no-store");
  });

  it("sends security headers with a strict Content-Security-Policy", async () => {
    const res = await as(null).get("/api/troop/branding");
    const csp = String(res.headers["content-security-policy"]);
    const directives = new Map(
      csp
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map((parts) => [parts[0] as string, parts.slice(1)]),
    );
    expect(directives.get("default-src")).toEqual(["'self'"]);
    const scriptSrc = directives.get("script-src") ?? directives.get("default-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBeDefined();
    expect(res.headers["referrer-policy"]).toBeDefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("limits refused sign-ups per address and answers 429 JSON", async () => {
    const address = "198.51.100.9";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A scout with neither a code nor a roster entry: refused (403), and refusals count.
      const res = await as(null, { remoteAddress: address }).post("/api/signup", buildSignup());
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({ error: expect.any(String) });
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    const other = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup());
    expect(other.statusCode).toBe(403);
  });

  it("seeds the starter catalogue: 12+ badges in all five categories, with requirements and shipped images", async () => {
    const rows = await database.db.select().from(badges);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((b) => b.category))).toEqual(new Set(BADGE_CATEGORIES));
    const publicDir = join(packageRoot(), "public");
    for (const badge of rows) {
      expect(badge.name.trim(), badge.name).not.toBe("");
      expect(badge.description.trim(), badge.name).not.toBe("");
      expect(badge.requirements.length, badge.name).toBeGreaterThan(0);
      for (const requirement of badge.requirements) expect(requirement.trim(), badge.name).not.toBe("");
      expect(badge.imageUrl, badge.name).toMatch(/^\/badges\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(publicDir, badge.imageUrl)), badge.imageUrl).toBe(true);
      expect(badge.deletedAt).toBeNull();
      expect(badge.progressPercentage).toBe(0);
    }
    expect(new Set(rows.map((b) => b.name)).size).toBe(rows.length);
  });
});

describe("errors never leak internals", async () => {
  const database = await createTestDatabase();
  const app = await buildApp({ database });
  const as = requestsTo(app);
  app.get("/api/test-only/boom", async () => {
    throw new Error("secret database detail at /srv/app/file.ts:12:3");
  });
  app.get("/api/test-only/teapot", async () => {
    throw Object.assign(new Error("I am a teapot"), { statusCode: 418 });
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers an unexpected error with a plain 500 JSON", async () => {
    const res = await as(null).get("/api/test-only/boom");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(res.body).not.toContain("secret database detail");
    expectNoStack(res.body);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("keeps a client error's status without a stack", async () => {
    const res = await as(null).get("/api/test-only/teapot");
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ error: "I am a teapot" });
  });
});

describe("first start", async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());

  it("creates the troop once, however often the app starts", async () => {
    const first = await buildApp({ database });
    const second = await buildApp({ database });
    const concurrent = await Promise.all([buildApp({ database }), buildApp({ database })]);
    const all = [first, second, ...concurrent];
    const rows = await database.db.select().from(troops);
    expect(rows).toHaveLength(1);
    const troopId = rows[0]?.id as string;
    const badgeRows = await database.db.select({ id: badges.id }).from(badges).where(eq(badges.troopId, troopId));
    const allBadges = await database.db.select({ id: badges.id }).from(badges);
    expect(allBadges).toHaveLength(badgeRows.length);
    const firstCount = badgeRows.length;
    expect(firstCount).toBeGreaterThanOrEqual(12);
    for (const app of all) await app.close();
  });
});

describe("serving the client", async () => {
  const clientDir = mkdtempSync(join(tmpdir(), "scout-badges-client-"));
  mkdirSync(join(clientDir, "assets"));
  // Over the 1 KB compression threshold, as the built page with its prerendered landing page is.
  writeFileSync(
    join(clientDir, "index.html"),
    `<!doctype html><title>Scout Badges</title><body>${"<p>Scout Badges</p>".repeat(100)}</body>`,
  );
  writeFileSync(join(clientDir, "assets", "index-abc123.js"), "console.log('app')");
  // What scripts/compress-assets.mjs writes beside each built file.
  writeFileSync(join(clientDir, "assets", "index-abc123.js.br"), brotliCompressSync("console.log('app')"));
  writeFileSync(join(clientDir, "assets", "index-abc123.js.gz"), gzipSync("console.log('app')"));
  writeFileSync(join(clientDir, "robots.txt"), "User-agent: *");
  const database = await createTestDatabase();
  const app = await buildApp({ database, clientDir });
  const as = requestsTo(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves index.html for unknown page paths so the client router shows its 404 page", async () => {
    for (const url of ["/", "/login", "/no/such/page"]) {
      const res = await as(null).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      // "/" is the landing page rendered in the troop's name (pages/landing-page.ts), the rest the app's page.
      expect(res.body).toContain("Scout Badges</title>");
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    }
  });

  it("still answers unknown /api paths and non-GET page paths with 404 JSON", async () => {
    const api = await as(null).get("/api/nothing");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: expect.any(String) });
    const post = await as(null).post("/no/such/page");
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: expect.any(String) });
  });

  it("answers /api paths too long for the file system with 404 JSON, not the file server's 403", async () => {
    for (const url of [`/api/${"x".repeat(5000)}`, `/api/events/${"x".repeat(5000)}/participation`]) {
      const res = await as(null).get(url);
      expect(res.statusCode, url.slice(0, 20)).toBe(404);
      expect(res.json()).toEqual({ error: "Not found." });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("caches hashed assets for a year and other files normally", async () => {
    const asset = await as(null).get("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await as(null).get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(String(robots.headers["cache-control"])).not.toContain("immutable");
  });

  it("sends the build's brotli or gzip copy of a file to a browser that accepts it, the plain file otherwise", async () => {
    const url = "/assets/index-abc123.js";
    const br = await as(null, { headers: { "accept-encoding": "gzip, deflate, br" } }).get(url);
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('app')");
    const gz = await as(null, { headers: { "accept-encoding": "gzip" } }).get(url);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe("console.log('app')");
    const plain = await as(null).get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app')");
  });

  it("has the browser check index.html again on every visit, and compresses it for a browser that accepts it", async () => {
    for (const [url, encoding] of [
      ["/", "br"],
      ["/", undefined],
      ["/scout-management", "br"],
      ["/scout-management", undefined],
    ] as const) {
      const res = await as(null, { headers: encoding ? { "accept-encoding": encoding } : {} }).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["content-encoding"], url).toBe(encoding);
      const html = encoding ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(html, url).toContain("Scout Badges</title>");
    }
  });

  it("compresses JSON answers above 1 KB and keeps their no-store header; small errors stay plain", async () => {
    const leader = await signUpLeader(app);
    const plain = await as(leader).get("/api/badges");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await as(null, { headers: { ...leader.headers, "accept-encoding": "br, gzip" } }).get("/api/badges");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("no-store");
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    const decoded = brotliDecompressSync(br.rawPayload);
    expect(decoded.length).toBeGreaterThan(br.rawPayload.length);
    expect(JSON.parse(decoded.toString())).toEqual(plain.json());
    const gz = await as(null, { headers: { ...leader.headers, "accept-encoding": "gzip" } }).get("/api/badges");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const missing = await as(null, { headers: { "accept-encoding": "br" } }).get("/api/nothing");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Not found." });
    expect(missing.headers["cache-control"]).toBe("no-store");
    const bad = await as(null, { headers: { ...leader.headers, "accept-encoding": "br" } }).post("/api/badges", { name: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String), fields: expect.any(Object) });
    expect(bad.headers["cache-control"]).toBe("no-store");
  });
});
