// Bundles the server into dist/server/index.js and makes the empty embedded database a first start
// unpacks (dist/server/empty-database.tar.gz). npm packages stay external (installed by npm),
// except drizzle-orm: loaded as ES modules one file at a time, its ~150 files cost Node's module
// loader over 100 MB of short-lived memory at start-up, which the idle server kept; bundled,
// they are part of this one file. The pages the server renders (the landing page, a signed-in page's
// first view) bring the client's own components and the client's packages they are made of (React,
// its router, the query cache, Radix, icons, dates), bundled too, since production installs only the
// server's dependencies; React's production build is chosen at build time.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

/** The project's own path aliases (tsconfig.json), resolved by esbuild like relative imports. */
const ALIASED = /^@(shared)?\//;
/** What production installs (package.json dependencies) stays a package of its own, drizzle-orm apart. */
const INSTALLED = new Set(Object.keys(JSON.parse(readFileSync("package.json", "utf8")).dependencies));
INSTALLED.delete("drizzle-orm");
const packageName = (path) =>
  path
    .split("/")
    .slice(0, path.startsWith("@") ? 2 : 1)
    .join("/");

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: { index: "src/server/index.ts", "make-template": "src/server/db/make-template.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // The renderers of the pages the server draws (and the client code they bring) are files of their
  // own, loaded with the first page they draw: the idle server never parses them.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  sourcemap: true,
  define: { "process.env.NODE_ENV": '"production"' },
  // React's server renderer is CommonJS and requires Node's own modules; an ES module bundle has no
  // `require` of its own.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  logLevel: "warning",
  plugins: [
    {
      name: "external-packages",
      setup(b) {
        // A bare import of an installed package (or of Node itself) stays external; the rest is bundled.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          !ALIASED.test(args.path) && (args.path.startsWith("node:") || INSTALLED.has(packageName(args.path)))
            ? { path: args.path, external: true }
            : undefined,
        );
      },
    },
  ],
});

execFileSync(process.execPath, ["dist/server/make-template.js"], { stdio: "inherit" });
