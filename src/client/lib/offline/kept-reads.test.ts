import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { keep, readKept } from "./device-store";
import { READS_VERSION, restoreReads } from "./kept-reads";

const state = (data: unknown) => ({
  mutations: [],
  queries: [{ queryKey: ["/api/scouts"], queryHash: '["/api/scouts"]', state: { data, dataUpdatedAt: 1, status: "success" } }],
});

describe("reads kept on the device", () => {
  it("puts a copy kept by this build into the cache", async () => {
    await keep("reads:u1", { lastReadAt: 1, state: state([{ id: "s1" }]), version: READS_VERSION });
    const client = new QueryClient();
    await restoreReads(client, "u1");
    expect(client.getQueryData(["/api/scouts"])).toEqual([{ id: "s1" }]);
  });

  it("drops a copy kept by a build whose reads had other shapes, and one kept before versions, instead of misreading it", async () => {
    for (const [user, version] of [
      ["u2", "an-older-one"],
      ["u3", undefined],
    ] as const) {
      await keep(`reads:${user}`, { lastReadAt: 1, state: state({ old: "shape" }), ...(version && { version }) });
      const client = new QueryClient();
      await restoreReads(client, user);
      expect(client.getQueryData(["/api/scouts"])).toBeUndefined();
      expect(await readKept(`reads:${user}`)).toBeUndefined();
    }
  });
});
