// The build (`npm run build`): the client with Vite, its assets compressed, then the server bundle.
// `npm start` runs it with --if-needed first: it builds only when there is no build yet or a source
// changed since the last one, so a restart in production takes seconds instead of a whole build,
// and an update (git pull, npm install) is still built before it runs.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const STEPS = ["npx vite build", "node scripts/compress-assets.mjs", "node scripts/build-server.mjs"];
const INPUTS = ["src", "public", "drizzle", "index.html", "package.json", "package-lock.json", "vite.config.ts", "scripts"];

/** The newest modification time under a file or folder, in ms (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const stampOf = (root) => join(root, "dist", ".built");

/** True when `root` has no finished build or a source changed since the build started. */
export function needsBuild(root) {
  const stamp = stampOf(root);
  if (!existsSync(stamp) || !existsSync(join(root, "dist", "server", "index.js"))) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return INPUTS.some((input) => newest(join(root, input)) >= builtAt);
}

/** Marks a finished build with the time it started: a file saved during the build builds again next time. */
export function markBuilt(root, startedAt) {
  const stamp = stampOf(root);
  writeFileSync(stamp, "");
  utimesSync(stamp, startedAt, startedAt);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  if (process.argv.includes("--if-needed") && !needsBuild(root)) {
    console.log("The build is up to date (npm run build builds again).");
  } else {
    const startedAt = new Date();
    for (const step of STEPS) {
      const run = spawnSync(step, { cwd: root, stdio: "inherit", shell: true });
      if (run.status !== 0) process.exit(run.status ?? 1);
    }
    markBuilt(root, startedAt);
  }
}
