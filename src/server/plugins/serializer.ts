import fastJsonStringify, { type Schema } from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
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
 * Response serialisation compiled from the route's zod schema: the schema becomes JSON Schema
 * once, at start-up, and fast-json-stringify writes exactly its properties (unknown ones are
 * dropped, as zod's parse drops them). Checking every list item with zod on every request cost
 * more than the database did; the services' return types already hold the contract, and the
 * tests check the shapes. A schema JSON Schema cannot express (a transform) keeps zod's
 * parse-then-stringify.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let json: unknown;
  try {
    json = z.toJSONSchema(route.schema, { io: "output", target: "draft-7", unrepresentable: "throw" });
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJsonStringify(simplify(json) as Schema) as (data: unknown) => string;
};
