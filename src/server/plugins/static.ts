import { existsSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type PageHead, type RenderedPage, withHead, withRenderedRoot } from "../lib/html-head";
import { packageRoot } from "../lib/package-root";

export const clientDir = join(packageRoot(), "dist", "client");

/** What a renderer is told besides the request. */
export type PageContext = {
  /** The troop's public page is on: `/` is then the app's (it shows events in the visitor's own time zone). */
  publicPageOn: boolean;
};

/** Renders the page a request asks for, or gives null to leave it to the next renderer or the app. */
export type PageRenderer = (request: FastifyRequest, context: PageContext) => Promise<RenderedPage | null>;

/** The page of the first renderer that renders it. */
export const firstOf =
  (...renderers: PageRenderer[]): PageRenderer =>
  async (request, context) => {
    for (const render of renderers) {
      const page = await render(request, context);
      if (page) return page;
    }
    return null;
  };

export type StaticOptions = {
  /** Title, description and preview tags for index.html, or null to serve it as built. */
  pageHead?: (request: FastifyRequest) => Promise<PageHead | null>;
  /**
   * The page rendered by the server (the signed-out landing page, the sign-in page, a signed-in
   * page's first view), or null to let the app render it.
   */
  renderedPage?: PageRenderer;
};

/**
 * Serves the built client. Unknown /api/* paths answer 404 JSON; every other unknown path gets
 * index.html so the client's router can show its own 404 page.
 */
export async function registerStatic(app: FastifyInstance, dir = clientDir, { pageHead, renderedPage }: StaticOptions = {}) {
  const indexFile = join(dir, "index.html");
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: true,
      index: false,
      // The build writes file.br and file.gz beside each file (scripts/compress-assets.mjs); the
      // plugin picks the one the browser accepts, or the plain file when there is none.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite puts a content hash in every file under assets/, so they never change.
        if (path.startsWith(join(dir, "assets", sep))) res.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    });
  }
  // The built page never changes while the server runs; its head does when the troop's settings do.
  const builtIndex = hasClient ? readFileSync(indexFile, "utf8") : "";
  // The page may be one the server rendered, under the troop's preview tags while its public page is
  // on. What it is depends on the session cookie; a signed-in page's first view is one user's own.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const head = pageHead ? await pageHead(request) : null;
    const rendered = renderedPage ? await renderedPage(request, { publicPageOn: head !== null }) : null;
    const withTags = head ? withHead(builtIndex, head) : builtIndex;
    const html = rendered ? withRenderedRoot(withTags, rendered) : withTags;
    return reply
      .header("Cache-Control", rendered?.state !== undefined ? "private, no-store" : "no-cache")
      .header("Vary", "Cookie")
      .type("text/html; charset=utf-8")
      .send(html);
  };
  if (hasClient) app.get("/", sendIndex);

  // /api/* never reaches the client's files: a path the file server cannot even look up (a name
  // too long for the file system) would otherwise answer its own 403 instead of the API's 404 JSON.
  app.all("/api/*", async (_request, reply) => reply.status(404).send({ error: "Not found." }));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || !hasClient) {
      return reply.status(404).send({ error: "Not found." });
    }
    if (request.method !== "GET" && request.method !== "HEAD") return reply.status(404).send({ error: "Not found." });
    return sendIndex(request, reply);
  });
}
