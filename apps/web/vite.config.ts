import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { defineConfig } from "vitest/config";

// react-router publishes a production build under dist/production, but its package exports only
// point at dist/development (dev warnings and checks). The browser bundle takes the production one,
// both entries together (dom-export imports the index's chunks); the server keeps Node's resolution.
const require = createRequire(import.meta.url);
const reactRouterDir = dirname(require.resolve("react-router/package.json"));
const PRODUCTION_ENTRIES: Record<string, string> = {
  "react-router": join(reactRouterDir, "dist", "production", "index.mjs"),
  "react-router/dom": join(reactRouterDir, "dist", "production", "dom-export.mjs"),
};
function reactRouterProductionBuild(): Plugin {
  return {
    name: "carcare:react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return this.environment.name === "client" ? PRODUCTION_ENTRIES[source] : undefined;
    },
  };
}

// Hashed client assets are precompressed (brotli and gzip) at build; the server sends them as they are.
const precompress = {
  ...compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|svg|json|txt|xml)$/ }),
  applyToEnvironment: (environment: { name: string }) => environment.name === "client",
} as Plugin;

const vitest = Boolean(process.env.VITEST);

// The pages' texts (messages/{en,ar}.json) compiled to one function per message (decision 021): a page
// ships only the messages it calls. The language is the page's: set per request on the server
// (lib/language.ts) and from <html lang> in the browser, never guessed by Paraglide itself.
const messages = paraglideVitePlugin({
  project: "./project.inlang",
  outdir: "./src/paraglide",
  strategy: ["globalVariable", "baseLocale"],
  isServer: "import.meta.env.SSR",
  emitReadme: false,
});

export default defineConfig({
  plugins: vitest
    ? [messages, react(), tailwindcss()]
    : [messages, tailwindcss(), reactRouter(), reactRouterProductionBuild(), precompress],
  build: { sourcemap: true },
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
});
