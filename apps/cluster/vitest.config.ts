import { defineConfig } from "vitest/config";

// The cluster test (issue 32 point 1): one file, its tests in order on one cluster it starts itself.
export default defineConfig({
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
