import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Compresses API answers above 1 KB (brotli, else gzip) for phones on a slow connection. The
 * client's files are compressed once at build time and served as they are (see static.ts); the
 * plugin leaves any answer that already has a Content-Encoding alone. Brotli's quality 4 costs
 * about as much CPU as gzip's default while still sending less.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    },
  });
}
