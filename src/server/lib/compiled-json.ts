import fastJsonStringify, { type Schema } from "fast-json-stringify";
import { z } from "zod";

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes a nullable object as anyOf [object, null]; fast-json-stringify has to validate the
 * value against each branch of an anyOf on every call, but serialises `type: ["object", "null"]`
 * directly.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== "object") return node;
  const schema: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) schema[key] = simplify(value);
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const [a, b] = branches as JsonSchema[];
    const other = a?.type === "null" ? b : b?.type === "null" ? a : undefined;
    if (other && typeof other.type === "string" && Object.keys(schema).length === 1) return { ...other, type: [other.type, "null"] };
  }
  return schema;
}

/**
 * JSON serialisation compiled from a zod schema: the schema becomes JSON Schema once, and
 * fast-json-stringify writes exactly its properties (unknown ones are dropped, as zod's parse
 * drops them). Null when JSON Schema cannot express the schema (a transform).
 */
export function compiledJson(schema: z.ZodType): ((data: unknown) => string) | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" });
  } catch {
    return null;
  }
  return fastJsonStringify(simplify(json) as Schema) as (data: unknown) => string;
}

/** compiledJson for JSON written ahead of the request (no zod fallback there): throws when the schema cannot compile. */
export function requiredCompiledJson(schema: z.ZodType): (data: unknown) => string {
  const write = compiledJson(schema);
  if (!write) throw new Error("JSON written ahead needs a schema JSON Schema can express");
  return write;
}
