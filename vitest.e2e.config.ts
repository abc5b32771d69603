import { defineConfig } from "vitest/config";

/** Browser journeys and the page budgets against the built app (npm run test:e2e builds first). */
export default defineConfig({
  test: {
    // The page budgets run here too, on the build the journeys use, where a missing build fails.
    include: ["tests/scripts/page-budgets.test.ts", "tests/e2e/**/*.e2e.ts"],
    env: { PAGE_BUDGETS_REQUIRE_BUILD: "1" },
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
