/** The benchmark's instruments: a SQL statement counter, autocannon in its own process, a bare route, a table. */
import { execFile, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import Fastify from "fastify";

const execFileAsync = promisify(execFile);

export type Measure = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

/** A troop's list calls, the busiest reads, and who asks each: the benchmark's runs measure these. */
export type ListCall = { name: string; path: string; as: "leader" | "scout" };
export const LIST_CALLS: readonly ListCall[] = [
  { name: "GET /api/badges (scout)", path: "/api/badges", as: "scout" },
  { name: "GET /api/badges/stats", path: "/api/badges/stats", as: "leader" },
  { name: "GET /api/activities", path: "/api/activities", as: "leader" },
  { name: "GET /api/events", path: "/api/events", as: "leader" },
  { name: "GET /api/scouts (roster)", path: "/api/scouts", as: "leader" },
];

/** Counts statements sent to the database, by wrapping the driver object's query method. */
export function countQueries(client: { query: (...args: never[]) => unknown }) {
  const counter = { n: 0 };
  const original = client.query.bind(client);
  client.query = ((...args: never[]) => {
    // A connection's troop scope is set when it changes (db/scoped-connection.ts): a setting of the
    // connection, not a statement of the call.
    if (!String(args[0]).startsWith("select set_config(")) counter.n++;
    return original(...args);
  }) as typeof client.query;
  return counter;
}

/** One core kept busy by a process of its own, until the returned function stops it. */
export function busyCore(): () => void {
  const child = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  return () => child.kill("SIGKILL");
}

const autocannonBin = fileURLToPath(new URL("../node_modules/autocannon/autocannon.js", import.meta.url));

/**
 * autocannon runs in its own process: sharing this process's event loop with the server would
 * measure the load generator as much as the server.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; duration: number },
): Promise<Measure> {
  const args = [autocannonBin, "-j", "-c", String(options.connections), "-d", String(options.duration)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  args.push(url);
  const { stdout } = await execFileAsync(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * A bare Fastify server (no database, no auth) with one route per measured call, answering the
 * call's captured body: what the same JSON costs when nothing has to be looked up.
 */
export async function startBare(bodies: Map<string, unknown>) {
  const bare = Fastify({ logger: false });
  bare.get<{ Params: { name: string } }>("/bare/:name", async (request) => bodies.get(request.params.name));
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const address = bare.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return { bare, base: `http://127.0.0.1:${address.port}` };
}

export function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
