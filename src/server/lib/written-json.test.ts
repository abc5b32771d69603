import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { requestsTo } from "../../../tests/setup/request-as";
import { sendWrittenJson } from "./written-json";

describe("sendWrittenJson", () => {
  it("sends the bytes as they are, as UTF-8 JSON", async () => {
    const app = Fastify();
    const as = requestsTo(app);
    app.get("/written", async (_request, reply) => sendWrittenJson(reply, Buffer.from('{"name":"Zoë"}')));
    const res = await as(null).get("/written");
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json()).toEqual({ name: "Zoë" });
    await app.close();
  });
});
