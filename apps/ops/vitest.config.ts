import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Tests run the store's order and plan code from source, so they never depend on a stale build.
    alias: {
      "@carcare/api/operations": fileURLToPath(new URL("../api/src/operations.ts", import.meta.url)),
    },
  },
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    globalSetup: ["./test/global-setup.ts"],
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
