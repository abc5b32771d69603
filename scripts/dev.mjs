// Development: the API (tsx watch) and the Vite dev server side by side; Vite proxies /api to the API.
// Ctrl+C stops both.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "src/server/index.ts"], { stdio: "inherit", env: { ...process.env } }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env } }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
