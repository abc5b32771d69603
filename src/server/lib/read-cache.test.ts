import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCachedReads, ReadCache } from "./read-cache";

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

  it("forgets every kept answer after a change", async () => {
    const cache = new ReadCache<string, number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.through("troop", load);
    forgetCachedReads();
    expect(cache.get("troop")).toBeNull();
    expect(await cache.through("troop", load)).toBe(2);
  });

  it("does not keep an answer read while a change was being made", async () => {
    const cache = new ReadCache<string, string>(60_000);
    let finish: (value: string) => void = () => {};
    const pending = cache.through("troop", () => new Promise<string>((resolve) => (finish = resolve)));
    // The change lands while the read is on its way: what it read may be from before the change.
    forgetCachedReads();
    finish("before the change");
    expect(await pending).toBe("before the change");
    expect(await cache.through("troop", async () => "after the change")).toBe("after the change");
  });

  it("keeps no null answer (an unknown session is looked up every time)", async () => {
    const cache = new ReadCache<string, string>(60_000);
    const load = vi.fn(async () => null);
    expect(await cache.through("stale-token", load)).toBeNull();
    expect(await cache.through("stale-token", load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
