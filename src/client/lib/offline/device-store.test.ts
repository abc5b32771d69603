import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";

/** Makes the database as something else on the page would: the same name, and no store in it. */
function databaseWithoutStore(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open("scout-badges-offline");
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe("the device store", () => {
  it("keeps and reads back even when the database was first made without its store", async () => {
    await databaseWithoutStore();
    const { keep, readKept, forgetEverything } = await import("./device-store");
    await keep("reads:user-1", { lastReadAt: 1, state: { queries: [] } });
    expect(await readKept("reads:user-1")).toEqual({ lastReadAt: 1, state: { queries: [] } });
    await forgetEverything();
    expect(await readKept("reads:user-1")).toBeUndefined();
  });
});
