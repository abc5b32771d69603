import type { z } from "zod";
import { requiredCompiledJson } from "./compiled-json";

const OPEN = 0x5b; // [
const COMMA = 0x2c;
const CLOSE = 0x5d; // ]

/**
 * A JSON array of objects whose fields split in two: a part that stays the same from request to
 * request (a troop's badge catalogue) and a part that does not (one scout's progress on each
 * badge). Each item's fixed part is written once, as the bytes that open its object, and a request
 * writes only the rest: writing the same names and descriptions again for every scout cost the
 * badge list a third of its throughput. Both parts are written by serialisers compiled from their
 * schemas, so the list parses to exactly what writing the whole objects would give (only the
 * order of fields differs).
 */
export function splitJsonList<Fixed extends z.ZodObject, Varying extends z.ZodObject>(fixed: Fixed, varying: Varying) {
  const fixedKeys = Object.keys(fixed.shape);
  const varyingKeys = Object.keys(varying.shape);
  // An empty part would leave a stray comma; a field in both would be written twice.
  if (fixedKeys.length === 0 || varyingKeys.length === 0 || fixedKeys.some((key) => varyingKeys.includes(key))) {
    throw new Error("splitJsonList needs two non-empty parts with no field in common");
  }
  const writeFixed = requiredCompiledJson(fixed);
  const writeVarying = requiredCompiledJson(varying);
  // Kept as long as the list they were written from (a list kept for a second is never changed).
  const kept = new WeakMap<readonly z.output<Fixed>[], Buffer[]>();
  return {
    /** Each item's fixed fields as the opening of its object (`{"id":…,"name":…,` as UTF-8), written once per list. */
    openings(items: readonly z.output<Fixed>[]): Buffer[] {
      let openings = kept.get(items);
      if (!openings) {
        openings = items.map((item) => Buffer.from(`${writeFixed(item).slice(0, -1)},`));
        kept.set(items, openings);
      }
      return openings;
    },

    /** The list: each opening followed by the rest of its object, written from the same index of `rests`. */
    write(openings: readonly Buffer[], rests: readonly z.output<Varying>[]): Buffer {
      if (openings.length !== rests.length) throw new Error(`${openings.length} openings but ${rests.length} rests`);
      // Each rest without its own "{": it continues the object its opening began.
      const tails = rests.map((rest) => writeVarying(rest).slice(1));
      let size = 2 + Math.max(0, openings.length - 1);
      for (const [i, opening] of openings.entries()) size += opening.length + Buffer.byteLength(tails[i] as string);
      const out = Buffer.allocUnsafe(size);
      let at = 0;
      out[at++] = OPEN;
      for (const [i, opening] of openings.entries()) {
        if (i > 0) out[at++] = COMMA;
        at += opening.copy(out, at);
        at += out.write(tails[i] as string, at);
      }
      out[at] = CLOSE;
      return out;
    },
  };
}
