import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { defineConfig } from "vitest/config";
import routeConfig from "./src/app/routes.ts";

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

// First-load chunks (issue 27: at most 140 KB gzipped per page, scripts/check-budget.mjs). Left to
// itself the bundler gives every set of pages sharing code a chunk of its own: a page's first load was
// some 35 files, many of a few hundred bytes (a message used by two pages is one), and gzip compresses
// each alone (about 10 KB more than together). Here what every page's first load takes (React, React
// Router, TanStack Query, the root's code) is one chunk, "shell", and what every store page's takes
// beyond it (the store layout's header, footer and their code) another, "store"; the rest is split as
// the bundler would. A page's first load is its route chain's modules and their static imports, and
// the messages (src/paraglide/messages) their code calls: components import every message through
// one module, `m`, so which message a module uses is read from its source (`m.key`).
const SRC = join(dirname(new URL(import.meta.url).pathname), "src");
type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null;
type RouteEntry = { file: string; children?: RouteEntry[] };

function messageModules(): Map<string, string> {
  const dir = join(SRC, "paraglide", "messages");
  const byKey = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    // A message's module exports its function under the message's key (`export { f as "key" }` when
    // the key is not the module's name).
    const code = readFileSync(join(dir, file), "utf8");
    for (const [, quoted, plain] of code.matchAll(/ as "(\w+)" \}|^export const (\w+) =/gm)) {
      byKey.set(quoted ?? plain!, join(dir, file));
    }
  }
  return byKey;
}

function firstLoadModules(graph: ModuleGraph, files: string[], messages: Map<string, string>) {
  const seen = new Set<string>();
  const queue = [...files];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    // The module of all messages (`m`) is not a first-load module: the messages it calls are.
    if (seen.has(id) || /paraglide[\\/]messages(\.js|[\\/]_index\.js)$/.test(id)) continue;
    seen.add(id);
    if (id.startsWith(SRC) && /\.(tsx?|js)$/.test(id) && !id.includes("paraglide")) {
      for (const [, key] of readFileSync(id, "utf8").matchAll(/\bm\.(\w+)/g)) {
        const message = messages.get(key!);
        if (message) queue.push(message);
      }
    }
    queue.push(...(graph(id)?.importedIds ?? []));
  }
  return seen;
}

function firstLoadChunks() {
  const app = join(SRC, "app");
  const storeLayout = join(app, "layout", "store-layout.tsx");
  // Every page's route chain (its route module and its layouts'), after the entry and the root.
  const chains: string[][] = [];
  const walk = (entries: RouteEntry[], parents: string[]) => {
    for (const entry of entries) {
      const chain = [...parents, join(app, entry.file)];
      if (entry.children?.length) walk(entry.children, chain);
      else if (/\.tsx$/.test(entry.file)) chains.push(chain);
    }
  };
  walk(routeConfig as RouteEntry[], [join(app, "entry.client.tsx"), join(app, "root.tsx")]);
  const entries = new Set(chains.flat());
  let chunkOf: Map<string, string> | undefined;
  const assign = (graph: ModuleGraph) => {
    const messages = messageModules();
    const pages = chains.map((chain) => ({
      store: chain.includes(storeLayout),
      modules: firstLoadModules(graph, chain, messages),
    }));
    const storePages = pages.filter((page) => page.store);
    const assigned = new Map<string, string>();
    for (const id of new Set(pages.flatMap((page) => [...page.modules]))) {
      if (entries.has(id)) continue;
      if (pages.every((page) => page.modules.has(id))) assigned.set(id, "shell");
      else if (storePages.every((page) => page.modules.has(id))) assigned.set(id, "store");
    }
    return assigned;
  };
  return {
    groups: [
      {
        debugName: "first-load",
        name: (id: string, context: { getModuleInfo: ModuleGraph }) => {
          chunkOf ??= assign((module) => context.getModuleInfo(module));
          return chunkOf.get(id) ?? null;
        },
      },
    ],
  };
}

const vitest = Boolean(process.env.VITEST);

// Paraglide's compiled registry makes a new Intl.PluralRules for every plural message it formats (50
// to 90 µs each on this machine: a product page formats about ten, a listing more). Made once per
// locale and options instead (issue 30). Should Paraglide's code change, the build says so.
function keptPluralRules(): Plugin {
  const made = "return new Intl.PluralRules(locale, options).select(Number(input))";
  return {
    name: "carcare:kept-plural-rules",
    transform(code, id) {
      if (!/[\\/]paraglide[\\/]registry\.js$/.test(id)) return null;
      if (!code.includes(made)) this.error("paraglide's registry.js changed: review keptPluralRules");
      return {
        code:
          code.replace(made, "return keptPluralRules(locale, options).select(Number(input))") +
          `
const pluralRules = new Map();
function keptPluralRules(locale, options) {
  const key = options && Object.keys(options).length > 0 ? locale + JSON.stringify(options) : locale;
  let rules = pluralRules.get(key);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale, options);
    pluralRules.set(key, rules);
  }
  return rules;
}
`,
        map: null,
      };
    },
  };
}

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
    ? [messages, keptPluralRules(), react(), tailwindcss()]
    : [messages, keptPluralRules(), tailwindcss(), reactRouter(), reactRouterProductionBuild(), precompress],
  // No source maps unless SOURCE_MAPS=true at build: a route module's map carries its source, server
  // loaders included, to any browser that asks (React Router warns of it).
  build: { sourcemap: process.env.SOURCE_MAPS === "true" },
  environments: vitest
    ? {}
    : { client: { build: { rolldownOptions: { output: { codeSplitting: firstLoadChunks() } } } } },
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
