import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type HtmlTagDescriptor, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * The page's first script (main.tsx) holds no React, so a session can ask for the signed-in app
 * before React has arrived; this preloads what that script imports next (React and the app's root,
 * app/mount.tsx, with everything they import), so nothing waits for the first script to run.
 */
function preloadAppRoot(): Plugin {
  return {
    name: "preload-app-root",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        const mount = chunks.find((chunk) => chunk.facadeModuleId?.endsWith("/src/client/app/mount.tsx"));
        if (!mount) throw new Error("app/mount.tsx is not a chunk of its own");
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(mount.fileName);
        // What the first script imports is preloaded by Vite already.
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) for (const imported of entry.imports) files.delete(imported);
        return [...files].map(
          (fileName): HtmlTagDescriptor => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${fileName}` },
            injectTo: "head",
          }),
        );
      },
    },
  };
}

/**
 * What every signed-in page loads first, in one chunk (React apart): the modules that the app's root
 * (app/mount.tsx), the signed-in app and the early page import, apart from the entry modules
 * themselves, and what all the signed-in pages but one import (the top bar, the card, the button). Left to the
 * automatic splitting, these became some forty chunks of a few hundred bytes, each with its own
 * imports, exports and request. A chunk group also takes in what its modules import, so the modules
 * the first script needs (main.tsx) and those the sign-in card's script shares with the signed-in app
 * are claimed first by groups of their own: the landing page and sign-in never load the signed-in chunk.
 * The module graph is read at the end of the build, before the chunks are made.
 */
function firstLoadGroups(): { plugin: Plugin; firstScript: ChunkTest; sharedWithSignIn: ChunkTest; signedIn: ChunkTest } {
  const roots = ["/src/client/app/mount.tsx", "/src/client/app/signed-in-app.tsx", "/src/client/app/early-page.ts"];
  const firstScript = new Set<string>();
  const sharedWithSignIn = new Set<string>();
  const signedIn = new Set<string>();
  return {
    firstScript: (id) => firstScript.has(id),
    sharedWithSignIn: (id) => sharedWithSignIn.has(id),
    signedIn: (id) => signedIn.has(id),
    plugin: {
      name: "first-load-groups",
      apply: "build",
      buildEnd() {
        const ids = [...this.getModuleIds()];
        for (const path of [...roots, "/src/client/main.tsx", "/src/client/app/pages.ts"]) {
          if (!ids.some((id) => id.endsWith(path))) this.error(`first-load-groups: ${path} is not in the build`);
        }
        const script = (id: string) => /\.(tsx?|m?js)$/.test(id);
        /** Every module the modules at these paths import, directly or not, themselves excluded. */
        const importedBy = (ends: string[]) => {
          const seen = new Set<string>();
          const visit = (id: string) => {
            const imports = this.getModuleInfo(id)?.importedIds ?? [];
            // A library's index that re-exports all of it (lucide-react, radix-ui, date-fns): what is
            // used from it is known only once the build has dropped the rest, so it is left to the
            // automatic splitting.
            if (id.includes("/node_modules/") && imports.length > LIBRARY_INDEX) return;
            for (const imported of imports) {
              if (seen.has(imported)) continue;
              seen.add(imported);
              visit(imported);
            }
          };
          for (const id of ids) if (ends.some((end) => id.endsWith(end))) visit(id);
          return new Set([...seen].filter(script));
        };
        const main = importedBy(["/src/client/main.tsx"]);
        const signIn = importedBy(["/src/client/features/auth/sign-in-start.ts"]);
        // And what all the signed-in pages (pages.ts loads them) but one import.
        const pageTable = ids.find((id) => id.endsWith("/src/client/app/pages.ts"));
        const pages = (pageTable ? (this.getModuleInfo(pageTable)?.dynamicallyImportedIds ?? []) : []).map((page) => importedBy([page]));
        const common = [...new Set(pages.flatMap((imports) => [...imports]))].filter(
          (id) => pages.filter((imports) => imports.has(id)).length >= pages.length - 1,
        );
        for (const id of new Set([...importedBy(roots), ...common])) {
          if (roots.some((end) => id.endsWith(end)) || ONLY_LATER.some((later) => later.test(id))) continue;
          if (main.has(id)) firstScript.add(id);
          else if (signIn.has(id)) sharedWithSignIn.add(id);
          else signedIn.add(id);
        }
      },
    },
  };
}
type ChunkTest = (id: string) => boolean;
const LIBRARY_INDEX = 30;
/**
 * Modules that a library's index brings into the group although no page's first load uses them: the
 * group would carry them because a part loaded later does (the activity feed's endless list), and
 * every signed-in page would load them first. Left out, they go with that part.
 */
const ONLY_LATER = [/\/query-core\/build\/modern\/infiniteQueryObserver\.js$/, /\/react-query\/build\/modern\/useInfiniteQuery\.js$/];
const firstLoad = firstLoadGroups();

/**
 * The service worker (/sw.js, Workbox): it keeps the app's own files (every page's chunk, styles,
 * fonts, icons, index.html) so the app opens with no network. A page is asked of the server first;
 * when the network is gone the kept index.html answers, which starts the app without a first view,
 * on the reads kept on the device (decision 015). API answers are never kept by the worker: the query
 * cache kept per user is the one store of what the app read. The manifest is the server's
 * (/manifest.webmanifest, the troop's name and colours); main.tsx registers the worker after load.
 */
const serviceWorker = VitePWA({
  strategies: "generateSW",
  filename: "sw.js",
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ["**/*.{js,css,html,woff2,svg,png}"],
    // Not every navigation: a page is the server's while it answers.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "/index.html" } },
      },
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

/**
 * The version of the reads a phone keeps for offline use: a hash of the shared contracts (src/shared),
 * which give those reads their shape. A copy kept under another version is dropped, not read with
 * types it no longer has (lib/offline/kept-reads.ts); a build that changes no contract keeps it.
 */
function readsVersion(): string {
  const root = fileURLToPath(new URL("./src/shared", import.meta.url));
  const hash = createHash("sha256");
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(root.length)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}

export default defineConfig({
  define: { __READS_VERSION__: JSON.stringify(readsVersion()) },
  plugins: [react(), tailwindcss(), preloadAppRoot(), firstLoad.plugin, serviceWorker],
  publicDir: "public",
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src/client", import.meta.url)),
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
      // The shim carries a copy of useSyncExternalStore for React 17; React 19 has its own.
      "use-sync-external-store/shim/index.js": fileURLToPath(new URL("./src/client/lib/use-sync-external-store.ts", import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks each module needs (.vite/manifest.json): the page budgets are checked from it
    // (tests/scripts/page-budgets.test.ts). It names only files the pages load anyway.
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries in chunks of their own: cached across deployments and pages, and no page's
          // chunk carries them (zod and react-hook-form made Scout Management's chunk 172 KB).
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: "forms", test: /[\\/]node_modules[\\/]react-hook-form[\\/]/, priority: 4 },
            // Apart from the form library: a form can be shown and typed in before its schema is needed.
            { name: "zod", test: /[\\/]node_modules[\\/](zod|@hookform)[\\/]/, priority: 4 },
            // What every signed-in page loads first, in three chunks (see firstLoadGroups).
            { name: "first-script", test: firstLoad.firstScript, priority: 3 },
            { name: "shared-with-sign-in", test: firstLoad.sharedWithSignIn, priority: 2 },
            { name: "signed-in", test: firstLoad.signedIn, priority: 1 },
          ],
        },
      },
    },
  },
});
