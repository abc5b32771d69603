import { describe, expect, it } from "vitest";
import { requestsTo } from "../../../../tests/setup/request-as";
import { createTestApp } from "../../../../tests/setup/test-app";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { buildApp } from "../../app";

describe("server basics", async () => {
  const { as } = await createTestApp();

  it("answers the health check when the database answers", async () => {
    const res = await as(null).get("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers unknown API paths with 404 JSON", async () => {
    const res = await as(null).get("/api/does-not-exist");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found." });
  });
});

describe("health check without a database", async () => {
  it("answers 503 JSON when the database does not answer", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database });
    const as = requestsTo(app);
    await app.ready();
    try {
      await database.close();
      const res = await as(null).get("/api/health");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
      expect(res.json().status).not.toBe("ok");
    } finally {
      await app.close();
    }
  });
});
