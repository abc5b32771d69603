import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { compiledJson } from "../lib/compiled-json";

/**
 * Response serialisation compiled from the route's zod schema at start-up (lib/compiled-json.ts).
 * Checking every list item with zod on every request cost more than the database did; the
 * services' return types already hold the contract, and the tests check the shapes. A schema
 * JSON Schema cannot express (a transform) keeps zod's parse-then-stringify.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) =>
  compiledJson(route.schema) ?? zodSerializerCompiler(route);
