import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import ts from "typescript";

/**
 * The layer rules of docs/decisions/005-boundaries.md, checked over the import graph.
 * Paths are repository-relative with "/" separators; import targets are resolved without touching
 * the file system (extensions dropped), so the rules can be fed a synthetic file set in tests.
 */
export type SourceFile = { path: string; imports: string[] };
export type Violation = { file: string; imports: string; rule: string };

const ALIASES: [string, string][] = [
  ["@shared/", "src/shared/"],
  ["@tests/", "tests/"],
  ["@/", "src/client/"],
];

/** A repository path without extension for a relative or aliased specifier; null for a package. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  for (const [alias, target] of ALIASES) {
    if (specifier.startsWith(alias)) return stripExtension(target + specifier.slice(alias.length));
  }
  if (specifier.startsWith(".")) return stripExtension(posix.normalize(posix.join(posix.dirname(from), specifier)));
  return null;
}

const stripExtension = (path: string) => path.replace(/\.(tsx?|jsx?|mjs|cjs)$/, "");
const packageName = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? specifier);
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** `src/client/features/badges/components/x` → {side: "client", feature: "badges", rest: "components/x"}. */
function featureOf(path: string): { side: "client" | "server"; feature: string; rest: string } | null {
  const match = /^src\/(client|server)\/features\/([^/]+)\/(.+)$/.exec(path);
  if (!match) return null;
  return { side: match[1] as "client" | "server", feature: match[2] as string, rest: match[3] as string };
}

/**
 * A feature's public face, what other features may import:
 * - client: its `api.ts` (query options, mutations, invalidation helpers), its exported hooks
 *   (`hooks/*`) and its `offline.ts` (the changes it lets be made offline, and their helpers);
 * - server: its `*.service.ts` modules (functions other features call, inside their own
 *   transaction when they take a Tx). Routes are registered only by src/server/routes.ts.
 */
export function isPublicFace(side: "client" | "server", rest: string): boolean {
  if (side === "client") return rest === "api" || rest === "offline" || rest.startsWith("hooks/");
  return !rest.includes("/") && rest.endsWith(".service");
}

/** The client's one face to the server: what it needs to draw pages (see docs/architecture.md). */
const ENTRY_SERVER = "src/client/entry-server";

export function checkBoundaries(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    for (const specifier of file.imports) {
      const target = resolveSpecifier(file.path, specifier);
      const flag = (rule: string) => violations.push({ file: file.path, imports: specifier, rule });

      if (file.path.startsWith("src/shared/")) {
        // Its own tests may also use the test runner.
        const allowed = isTest(file.path) ? ["zod", "vitest"] : ["zod"];
        if (target ? !target.startsWith("src/shared/") : !allowed.includes(packageName(specifier))) {
          flag("shared/ imports nothing but zod (and itself)");
        }
      }
      if (!target) continue;
      if (file.path.startsWith("src/client/") && target.startsWith("src/server/")) flag("the client never imports server/");
      if (file.path.startsWith("src/server/") && target.startsWith("src/client/")) {
        if (target !== ENTRY_SERVER) flag("the server imports nothing of client/ but client/entry-server");
        else if (!file.path.startsWith("src/server/pages/")) flag("only server/pages/ imports client/entry-server");
      }
      if (file.path.startsWith("src/") && !isTest(file.path) && target.startsWith("tests/")) flag("only tests import tests/");
      if (file.path.startsWith("src/server/db/") && target.startsWith("src/server/features/")) flag("db/ never imports a feature");
      // The shared shapes (ui/ primitives, the event card, the form-dialog frame) serve every feature.
      if (file.path.startsWith("src/client/components/") && target.startsWith("src/client/features/")) {
        flag("components/ never imports a feature");
      }
      const from = featureOf(file.path);
      const to = featureOf(target);
      if (from && to && !isTest(file.path) && from.side === to.side && from.feature !== to.feature && !isPublicFace(to.side, to.rest)) {
        flag(
          to.side === "client"
            ? "a client feature imports only another feature's api.ts, offline.ts and hooks/"
            : "a server feature imports only another feature's *.service.ts",
        );
      }
    }
  }
  return violations;
}

/**
 * The import loops between features of one side: each is the features (as "client:events",
 * "server:scouts"), sorted, that reach one another through imports, tests left out. Features that
 * import each other cannot be understood, changed or tested one at a time, so none may
 * (docs/decisions/005-boundaries.md).
 */
export function featureCycles(files: SourceFile[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = featureOf(file.path);
    if (!from || isTest(file.path)) continue;
    const node = `${from.side}:${from.feature}`;
    if (!edges.has(node)) edges.set(node, new Set());
    for (const specifier of file.imports) {
      const target = resolveSpecifier(file.path, specifier);
      const to = target ? featureOf(target) : null;
      if (to && to.side === from.side && to.feature !== from.feature) edges.get(node)?.add(`${to.side}:${to.feature}`);
    }
  }
  // Tarjan's strongly connected components: a component of more than one feature is a loop.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/** Every import, export-from and dynamic import of a TypeScript source. */
export function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The files under `dirs` (relative to `root`) whose names `match`, with their paths from `root` and their text. */
export function readTexts(root: string, dirs: string[], match = /\.(tsx?|mts)$/): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (match.test(entry.name)) {
        files.push({ path: relative(root, join(root, path)).split(sep).join("/"), text: readFileSync(join(root, path), "utf8") });
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return files;
}

/** The repository's sources under `dirs` (relative to `root`), with their imports. */
export function readSources(root: string, dirs: string[]): SourceFile[] {
  return readTexts(root, dirs).map(({ path, text }) => ({ path, imports: importsOf(text) }));
}
