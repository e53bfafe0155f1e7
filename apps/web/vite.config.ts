import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig } from "vitest/config";

// In development the API runs on its own port; the browser still sees one origin (cookies, CSP).
const apiTarget = `http://localhost:${process.env.API_PORT ?? "3000"}`;
const proxy = {
  "^/api(/|$)": { target: apiTarget },
  "^/dev(/|$)": { target: apiTarget },
};

// react-router publishes its production build under dist/production but its package exports only
// point at dist/development (dev warnings and checks): use the production build in production bundles.
const require = createRequire(import.meta.url);
const reactRouterDir = dirname(
  require.resolve("react-router/package.json", { paths: [require.resolve("react-router-dom")] }),
);
const productionAliases = [
  { find: /^react-router$/, replacement: join(reactRouterDir, "dist", "production", "index.mjs") },
];

export default defineConfig(({ mode }) => ({
  resolve: { alias: mode === "production" ? productionAliases : [] },
  plugins: [react(), tailwindcss()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  // No preload helper: lazy chunks depend only on tiny shared chunks (React is already in the first load)
  // and there is one CSS file, so parallel preloading would save almost nothing and costs ~1 KB gz.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true, modulePreload: false },
  test: {
    // The JSON report is what the repository's `pnpm test` sums into its closing line.
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
