import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importScouts } from "./api";

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const scout = (name: string) => ({ name, email: null, isActive: true });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url}`);

describe("importScouts", () => {
  it("creates every scout, one POST each, reporting progress", async () => {
    let n = 0;
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ id: `s${++n}` }), { status: 201 }));
    const progress: number[] = [];
    expect(await importScouts([scout("Ann"), scout("Ben")], (d) => progress.push(d))).toBe(2);
    expect(calls()).toEqual(["POST /api/scouts", "POST /api/scouts"]);
    expect(progress).toEqual([1, 2]);
  });

  it("undoes the scouts it created when one is refused, so nothing is half-imported", async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      if (init.method === "DELETE") return new Response(null, { status: 204 });
      const body = JSON.parse(String(init.body)) as { name: string };
      if (body.name === "Cara") return new Response(JSON.stringify({ error: "Name is too long." }), { status: 400 });
      return new Response(JSON.stringify({ id: `id-${body.name}` }), { status: 201 });
    });
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
