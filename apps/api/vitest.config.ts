import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    globalSetup: ["./test/global-setup.ts"],
    // Records every /api request and answer for the OpenAPI replay check (OPENAPI_REPLAY=off: none).
    setupFiles: ["./test/openapi-recorder.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  },
});
