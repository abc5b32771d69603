import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default defineConfig({
  plugins: [react()],
  // The same @ and @shared aliases as the client build, and @tests for test helpers.
  resolve: { ...viteConfig.resolve, alias: { ...viteConfig.resolve?.alias, "@tests": fileURLToPath(new URL("./tests", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**", "dist/**"],
    environment: "node",
    setupFiles: ["tests/setup/console-trap.ts", "tests/setup/page-timers.ts"],
    // Migrates one database per run; each test file's database is a copy of it.
    globalSetup: ["tests/setup/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over them (each server file has its own database).
    maxWorkers: 2,
  },
});
