// Bundles the server into dist/server/index.js and makes the empty embedded database a first start
// unpacks (dist/server/empty-database.tar.gz). npm packages stay external (installed by npm),
// except drizzle-orm: loaded as ES modules one file at a time, its ~150 files cost Node's module
// loader over 100 MB of short-lived memory at start-up, which the idle server kept; bundled,
// they are part of this one file.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { build } from "esbuild";

const BUNDLED = /^drizzle-orm(\/|$)/;

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: { index: "src/server/index.ts", "make-template": "src/server/db/make-template.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-packages",
      setup(b) {
        // Every bare import (a package) stays external unless it is listed in BUNDLED.
        b.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED.test(args.path) ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});

execFileSync(process.execPath, ["dist/server/make-template.js"], { stdio: "inherit" });
