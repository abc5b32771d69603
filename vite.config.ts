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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadAppRoot(), serviceWorker],
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
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "forms", test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
});
