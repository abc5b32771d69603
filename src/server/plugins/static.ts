import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { packageRoot } from "../lib/package-root";

export const clientDir = join(packageRoot(), "dist", "client");

/**
 * Serves the built client. Unknown /api/* paths answer 404 JSON; every other unknown path gets
 * index.html so the client's router can show its own 404 page.
 */
export async function registerStatic(app: FastifyInstance, dir = clientDir) {
  const hasClient = existsSync(join(dir, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: true,
      index: ["index.html"],
      setHeaders(res, path) {
        // Vite puts a content hash in every file under assets/, so they never change.
        if (path.startsWith(join(dir, "assets", sep))) res.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    });
  }
  // /api/* never reaches the client's files: a path the file server cannot even look up (a name
  // too long for the file system) would otherwise answer its own 403 instead of the API's 404 JSON.
  app.all("/api/*", async (_request, reply) => reply.status(404).send({ error: "Not found." }));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || !hasClient) {
      return reply.status(404).send({ error: "Not found." });
    }
    if (request.method !== "GET" && request.method !== "HEAD") return reply.status(404).send({ error: "Not found." });
    return reply.header("Cache-Control", "no-cache").type("text/html").sendFile("index.html");
  });
}
