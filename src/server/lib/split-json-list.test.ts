import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compiledJson } from "./compiled-json";
import { splitJsonList } from "./split-json-list";

const item = z.object({
  id: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  score: z.number(),
  done: z.boolean(),
  note: z.string().nullable(),
});
const FIXED = { id: true, name: true, tags: true } as const;
const list = splitJsonList(item.pick(FIXED), item.omit(FIXED));
const whole = compiledJson(z.array(item)) as (data: unknown) => string;

const items = [
  { id: "a", name: 'Knots "and" lashings\\', tags: ["rope", "camp"], score: 50, done: false, note: null },
  { id: "b", name: "Été à la mer 🏕️", tags: [], score: 0, done: true, note: "Line one\nline two\t\u0001" },
  { id: "c", name: "", tags: ["ü"], score: 12.5, done: false, note: "ok" },
];
const fixedOf = ({ id, name, tags }: (typeof items)[number]) => ({ id, name, tags });
const restOf = ({ score, done, note }: (typeof items)[number]) => ({ score, done, note });

describe("splitJsonList", () => {
  it("writes the list the whole objects would give, with any character in either part", () => {
    const written = list.write(list.openings(items.map(fixedOf)), items.map(restOf));
    expect(JSON.parse(written.toString("utf8"))).toEqual(JSON.parse(whole(items)));
    expect(JSON.parse(written.toString("utf8"))).toEqual(items);
  });

  it("keeps the openings for request after request, each with its own rest", () => {
    const openings = list.openings(items.map(fixedOf));
    const first = JSON.parse(list.write(openings, items.map(restOf)).toString());
    const later = items.map((entry) => ({ ...restOf(entry), score: 100, done: true }));
    const second = JSON.parse(list.write(openings, later).toString());
    expect(first.map((entry: { score: number }) => entry.score)).toEqual([50, 0, 12.5]);
    expect(second).toEqual(items.map((entry) => ({ ...entry, score: 100, done: true })));
  });

  it("drops fields neither schema names, as the route serialiser does", () => {
    const extra = items.map((entry) => ({ ...entry, secret: "x" }));
    const written = JSON.parse(list.write(list.openings(extra), extra).toString());
    for (const entry of written) expect(Object.keys(entry).sort()).toEqual(["done", "id", "name", "note", "score", "tags"]);
  });

  it("writes an empty list as []", () => {
    expect(list.write([], []).toString()).toBe("[]");
  });

  it("refuses a rest count that differs from the openings, and parts that are empty or overlap", () => {
    expect(() => list.write(list.openings(items.map(fixedOf)), [])).toThrow("3 openings but 0 rests");
    expect(() => splitJsonList(item.pick({}), item)).toThrow();
    expect(() => splitJsonList(item.pick({ id: true, name: true }), item.pick({ name: true, score: true }))).toThrow();
  });
});
