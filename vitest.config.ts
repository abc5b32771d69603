import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default defineConfig({
  plugins: [react()],
  // The same @ and @shared aliases as the client build.
  resolve: viteConfig.resolve,
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**", "dist/**"],
    environment: "node",
    setupFiles: ["tests/setup/console-trap.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over them (each server file has its own database).
    maxWorkers: 2,
  },
});
