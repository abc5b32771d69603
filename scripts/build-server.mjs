// Bundles the server into dist/server/index.js and makes the empty embedded database a first start
// unpacks (dist/server/empty-database.tar.gz). npm packages stay external (installed by npm),
// except drizzle-orm: loaded as ES modules one file at a time, its ~150 files cost Node's module
// loader over 100 MB of short-lived memory at start-up, which the idle server kept; bundled,
// they are part of this one file. The landing page the server renders (src/server/features/landing)
// brings the client's own component and what it is made of (React, its router, icons, class helpers),
// bundled too, since they are the client's packages; React's production build is chosen at build time.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { build } from "esbuild";

/** The project's own path aliases (tsconfig.json), resolved by esbuild like relative imports. */
const ALIASED = /^@(shared)?\//;
const BUNDLED =
  /^(drizzle-orm|react|react-dom|wouter|lucide-react|class-variance-authority|clsx|tailwind-merge|regexparam|use-sync-external-store)(\/|$)/;

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: { index: "src/server/index.ts", "make-template": "src/server/db/make-template.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
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
        // Every bare import (a package) stays external unless it is listed in BUNDLED.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          ALIASED.test(args.path) || BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

execFileSync(process.execPath, ["dist/server/make-template.js"], { stdio: "inherit" });
