import type { ScoutCreateRequest } from "@shared/api/scouts";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { scoutFixture } from "@tests/client/fixtures";
import { beforeEach, describe, expect, it } from "vitest";
import { importScouts } from "./api";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

const scout = (name: string) => ({ name, email: null, isActive: true });
const calls = () => api.requests.map((r) => `${r.method} ${r.url}`);

describe("importScouts", () => {
  it("creates every scout, one POST each, reporting progress", async () => {
    let n = 0;
    api.answer("POST /api/scouts", ({ body }) => ({
      status: 201,
      body: scoutFixture({ id: `s${++n}`, name: (body as ScoutCreateRequest).name }),
    }));
    const progress: number[] = [];
    expect(await importScouts([scout("Ann"), scout("Ben")], (d) => progress.push(d))).toBe(2);
    expect(calls()).toEqual(["POST /api/scouts", "POST /api/scouts"]);
    expect(progress).toEqual([1, 2]);
  });

  it("undoes the scouts it created when one is refused, so nothing is half-imported", async () => {
    api
      .answer("POST /api/scouts", ({ body }) => {
        const { name } = body as ScoutCreateRequest;
        if (name === "Cara") return { status: 400, body: { error: "Name is too long." } };
        return { status: 201, body: scoutFixture({ id: `id-${name}`, name }) };
      })
      .answer("DELETE /api/scouts/id-Ann", () => ({ status: 204 }))
      .answer("DELETE /api/scouts/id-Ben", () => ({ status: 204 }));
    await expect(importScouts([scout("Ann"), scout("Ben"), scout("Cara"), scout("Dan")])).rejects.toThrow(
      "Nothing was imported; Cara was refused: Name is too long.",
    );
    expect(calls()).toEqual([
      "POST /api/scouts",
      "POST /api/scouts",
      "POST /api/scouts",
      "DELETE /api/scouts/id-Ann",
      "DELETE /api/scouts/id-Ben",
    ]);
  });
});
