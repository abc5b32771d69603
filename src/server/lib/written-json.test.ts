import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { forgetCachedReads } from "./read-cache";
import { sendWrittenJson, WrittenReadCache } from "./written-json";

const figures = z.object({ troop: z.string(), total: z.number(), note: z.string().nullable() });

describe("WrittenReadCache", () => {
  it("writes the answer once with the schema's serialiser and sends the same bytes until a change", async () => {
    const cache = new WrittenReadCache<string, z.infer<typeof figures>>(60_000, figures);
    let loads = 0;
    const load = async () => ({ troop: "Oak", total: ++loads, note: 'Café "10"', secret: "not in the schema" });
    const first = await cache.through("troop", load);
    expect(JSON.parse(first.toString("utf8"))).toEqual({ troop: "Oak", total: 1, note: 'Café "10"' });
    expect(await cache.through("troop", load)).toBe(first);
    forgetCachedReads();
    expect(JSON.parse((await cache.through("troop", load)).toString())).toMatchObject({ total: 2 });
  });

  it("refuses a schema JSON Schema cannot express", () => {
    const counted = z.string().transform((text) => text.length);
    expect(() => new WrittenReadCache(1000, counted)).toThrow();
  });
});

describe("sendWrittenJson", () => {
  it("sends the bytes as they are, as UTF-8 JSON", async () => {
    const app = Fastify();
    app.get("/written", async (_request, reply) => sendWrittenJson(reply, Buffer.from('{"name":"Zoë"}')));
    const res = await app.inject({ method: "GET", url: "/written" });
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json()).toEqual({ name: "Zoë" });
    await app.close();
  });
});
