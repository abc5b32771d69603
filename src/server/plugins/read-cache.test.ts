import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestsTo } from "../../../tests/setup/request-as";
import type { Actor } from "../auth/actor";
import { COUNTED_TROOPS, countedTroops, forgetReads, ReadCache, registerReadCache } from "./read-cache";

describe("ReadCache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers a repeated read from the first load until ttlMs has passed", async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new ReadCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.through("troop", load)).toBe(1);
    vi.setSystemTime(999);
    expect(await cache.through("troop", load)).toBe(1);
    expect(await cache.through("other troop", load)).toBe(2);
    vi.setSystemTime(1000);
    expect(await cache.through("troop", load)).toBe(3);
  });

  it("forgets an answer of no troop after any change, and a troop's answer after that troop's change", async () => {
    const anyChange = new ReadCache<string, number>(60_000);
    const byTroop = new ReadCache<string, number>(60_000, (troopId) => troopId);
    let loads = 0;
    const load = async () => ++loads;
    await anyChange.through("page", load);
    await byTroop.through("troop A", load);
    await byTroop.through("troop B", load);
    forgetReads("troop A");
    expect(anyChange.get("page")).toBeNull();
    expect(byTroop.get("troop A")).toBeNull();
    expect(byTroop.get("troop B")).toBe(3);
    forgetReads();
    expect(byTroop.get("troop B")).toBeNull();
  });

  it("does not keep an answer read while a change was being made", async () => {
    const cache = new ReadCache<string, string>(60_000, (troopId) => troopId);
    let finish: (value: string) => void = () => {};
    const pending = cache.through("troop", () => new Promise<string>((resolve) => (finish = resolve)));
    // The change lands while the read is on its way: what it read may be from before the change.
    forgetReads("another troop");
    finish("before the change");
    expect(await pending).toBe("before the change");
    expect(await cache.through("troop", async () => "after the change")).toBe("after the change");
  });

  it("holds at most its bound: filled one past it, the oldest answer goes and the rest stay", async () => {
    const cache = new ReadCache<string, number>(60_000, (troopId) => troopId, 100);
    for (let i = 0; i <= 100; i++) await cache.through(`troop ${i}`, async () => i);
    expect(cache.size).toBe(100);
    expect(cache.get("troop 0")).toBeNull();
    expect(cache.get("troop 1")).toBe(1);
    expect(cache.get("troop 100")).toBe(100);
  });

  it("lets answers that ran out go on its own, with nothing read any more", async () => {
    const cache = new ReadCache<string, number>(50);
    for (let i = 0; i < 50; i++) await cache.through(`troop ${i}`, async () => i);
    expect(cache.size).toBe(50);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache.size).toBe(0);
  });

  it("counts the changes of a bounded number of troops, and past it forgets everything rather than an answer coming back", async () => {
    const cache = new ReadCache<string, number>(60_000, (troopId) => troopId);
    // Kept before the troop's first change, at its count 0; the change makes it stale.
    await cache.through("troop changed", async () => 1);
    forgetReads("troop changed");
    // A change in each of as many more troops as are counted: the count of "troop changed" goes.
    for (let i = 0; i < COUNTED_TROOPS; i++) forgetReads(`troop ${i}`);
    expect(countedTroops()).toBeLessThanOrEqual(COUNTED_TROOPS);
    // Its stale answers stay forgotten: a count started again must not make them current.
    expect(cache.get("troop changed")).toBeNull();
  });

  it("keeps no null answer (an unknown session is looked up every time)", async () => {
    const cache = new ReadCache<string, string>(60_000);
    const load = vi.fn(async () => null);
    expect(await cache.through("stale-token", load)).toBeNull();
    expect(await cache.through("stale-token", load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("the read cache plugin", () => {
  /** An app whose caller is named by the x-troop header, with one opted-in route and its counters. */
  async function appWithCachedRoute() {
    const app = Fastify();
    const as = requestsTo(app);
    app.decorateRequest("actor", null);
    app.addHook("onRequest", async (request) => {
      const troopId = request.headers["x-troop"];
      if (typeof troopId === "string") request.actor = { userId: "u", troopId, role: "leader", name: "L", scoutId: null } as Actor;
    });
    registerReadCache(app);
    const reads = new Map<string, number>();
    let failing = false;
    app.get("/figures", { config: { cache: "troop" } }, async (request, reply) => {
      const troopId = request.actor?.troopId ?? "";
      reads.set(troopId, (reads.get(troopId) ?? 0) + 1);
      if (failing) return reply.status(503).send({ error: "down" });
      return { troopId, read: reads.get(troopId) };
    });
    app.get("/uncached", async () => ({ at: Math.random() }));
    app.get("/sign-out", { config: { changes: true } }, async () => ({ ok: true }));
    app.post("/change", async () => ({ ok: true }));
    await app.ready();
    const get = async (url: string, troop?: string) => {
      const res = await as(null, { headers: troop ? { "x-troop": troop } : {} }).get(url);
      return { status: res.statusCode, type: res.headers["content-type"], body: res.json() };
    };
    const post = (troop?: string) => as(null, { headers: troop ? { "x-troop": troop } : {} }).post("/change");
    return { app, reads, get, post, failWith: (on: boolean) => (failing = on) };
  }

  it("keeps an opted-in route's answer per troop and sends the same JSON again", async () => {
    const { app, reads, get } = await appWithCachedRoute();
    const first = await get("/figures", "A");
    expect(first).toEqual({ status: 200, type: "application/json; charset=utf-8", body: { troopId: "A", read: 1 } });
    expect(await get("/figures", "A")).toEqual(first);
    expect((await get("/figures", "B")).body).toEqual({ troopId: "B", read: 1 });
    // Another address is another answer.
    expect((await get("/figures?page=2", "A")).body).toEqual({ troopId: "A", read: 2 });
    expect(reads.get("A")).toBe(2);
    // Routes that do not opt in, and signed-out callers, are answered afresh.
    expect((await get("/uncached", "A")).body).not.toEqual((await get("/uncached", "A")).body);
    await get("/figures");
    await get("/figures");
    expect(reads.get("")).toBe(2);
    await app.close();
  });

  it("forgets a troop's answers after that troop's change, every troop's after a signed-out change", async () => {
    const { app, get, post } = await appWithCachedRoute();
    await get("/figures", "A");
    await get("/figures", "B");
    await post("A");
    expect((await get("/figures", "A")).body.read).toBe(2);
    expect((await get("/figures", "B")).body.read).toBe(1);
    await post();
    expect((await get("/figures", "B")).body.read).toBe(2);
    await app.close();
  });

  it("forgets after a GET that declares it changes something, and after scheduled work", async () => {
    const { app, get } = await appWithCachedRoute();
    await get("/figures", "A");
    await get("/sign-out", "A");
    expect((await get("/figures", "A")).body.read).toBe(2);
    forgetReads();
    expect((await get("/figures", "A")).body.read).toBe(3);
    await app.close();
  });

  it("keeps only 200 answers", async () => {
    const { app, get, failWith } = await appWithCachedRoute();
    failWith(true);
    expect((await get("/figures", "A")).status).toBe(503);
    failWith(false);
    expect((await get("/figures", "A")).body.read).toBe(2);
    await app.close();
  });
});
