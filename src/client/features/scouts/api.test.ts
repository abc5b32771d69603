import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { scoutFixture } from "@tests/client/fixtures";
import { beforeEach, describe, expect, it } from "vitest";
import { importRefusalRows, importScouts, mergeScouts } from "./api";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

const scout = (name: string) => ({ name, email: null, isActive: true });
const calls = () => api.requests.map((r) => `${r.method} ${r.url}`);

describe("importScouts", () => {
  it("sends every row in one call and nothing else", async () => {
    api.answer("POST /api/scouts/import", () => ({ status: 201, body: { created: 3 } }));
    expect(await importScouts([scout("Ann"), scout("Ben"), scout("Cara")])).toEqual({ created: 3 });
    expect(calls()).toEqual(["POST /api/scouts/import"]);
    expect(api.requests[0]?.body).toEqual({ rows: [scout("Ann"), scout("Ben"), scout("Cara")] });
  });

  it("reads the refused rows of a 400 and makes no other call (the server created none)", async () => {
    const rows = [
      { row: 3, fields: { email: "A scout with this email is already on the roster." } },
      { row: 5, fields: { name: "Name is required.", dateOfBirth: "Date of birth cannot be in the future." } },
    ];
    api.answer("POST /api/scouts/import", () => ({ status: 400, body: { error: "Nothing was imported: 2 rows have problems.", rows } }));
    const error = await importScouts([scout("Ann")]).catch((e: unknown) => e);
    expect(importRefusalRows(error)).toEqual(rows);
    expect(calls()).toEqual(["POST /api/scouts/import"]);
  });

  it("reads no rows from other failures", async () => {
    api.answer("POST /api/scouts/import", () => ({ status: 400, body: { error: "At most 500 scouts can be imported at once." } }));
    expect(importRefusalRows(await importScouts([scout("Ann")]).catch((e: unknown) => e))).toEqual([]);
    expect(importRefusalRows(new Error("offline"))).toEqual([]);
  });
});

describe("mergeScouts", () => {
  it("posts the entry to keep and answers the merged entry", async () => {
    api.answer("POST /api/scouts/gone/merge", () => ({ status: 200, body: scoutFixture({ id: "kept", name: "Ada Pine" }) }));
    expect((await mergeScouts("gone", "kept")).id).toBe("kept");
    expect(api.requests[0]?.body).toEqual({ intoScoutId: "kept" });
  });
});
